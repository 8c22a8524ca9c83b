import { QueryClient } from '@tanstack/react-query';
import { logout } from './logout';
import {
  keepListsOffline,
  keepQueriesOffline,
  OFFLINE_LISTS_KEY,
  OFFLINE_QUERIES_KEY,
  restoreOfflineLists,
  restoreOfflineQueries,
} from './offline-queries';

// Issue 12: the chosen answers outlive a restart for the person who saw them, and a logout
// forgets them. Real timers: the writes wait a few hundred milliseconds.

const isTickets = (key: readonly unknown[]) => key[0] === 'purchasesService';
const stored = () =>
  JSON.parse(localStorage.getItem(OFFLINE_QUERIES_KEY) ?? 'null') as {
    owner: string;
    entries: { key: unknown[]; data: unknown; updatedAt: number }[];
  } | null;

afterEach(() => localStorage.clear());

/** The next task: every microtask queued before it (the write's steps) has run. */
const afterMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

async function answered(client: QueryClient, key: unknown[], data: unknown) {
  await client.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve(data) });
}

describe('offline queries', () => {
  it('keeps the chosen answers and the profile, and puts them back after a restart', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOffline(client, isTickets);
    await answered(client, ['user'], { id: 'u1', firstName: 'Анна' });
    await answered(client, ['purchasesService', 'one', 'Q1'], { qrCodeId: 'Q1' });
    await answered(client, ['news'], { items: [] });
    await vi.waitFor(() => expect(stored()?.entries).toHaveLength(2));
    expect(stored()?.owner).toBe('u1');
    stop();

    const restarted = new QueryClient();
    await restoreOfflineQueries(restarted);
    expect(restarted.getQueryData(['purchasesService', 'one', 'Q1'])).toEqual({ qrCodeId: 'Q1' });
    expect(restarted.getQueryData(['user'])).toEqual({ id: 'u1', firstName: 'Анна' });
    expect(restarted.getQueryData(['news'])).toBeUndefined();
    // When it was fetched comes back too («Обновлено …»).
    const saved = stored()!.entries.find((e) => e.key[2] === 'Q1')!;
    expect(restarted.getQueryState(['purchasesService', 'one', 'Q1'])?.dataUpdatedAt).toBe(
      saved.updatedAt,
    );
  });

  it('writes a waiting answer at once when the page goes away (pagehide, hidden)', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOffline(client, isTickets);
    await answered(client, ['user'], { id: 'u1' });
    await answered(client, ['purchasesService', 'one', 'Q1'], { qrCodeId: 'Q1' });
    // The write waits 300 ms; the person leaves before that.
    expect(stored()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    await afterMicrotasks();
    expect(stored()?.entries).toHaveLength(2);
    // Nothing waits any more: another pagehide writes nothing new.
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    await afterMicrotasks();
    expect(stored()).toBeNull();
    stop();
  });

  it('keeps tickets opened before the cache let them go; another person starts afresh', async () => {
    const first = new QueryClient();
    const stopFirst = keepQueriesOffline(first, isTickets);
    await answered(first, ['user'], { id: 'u1' });
    await answered(first, ['purchasesService', 'one', 'Q1'], { qrCodeId: 'Q1' });
    await vi.waitFor(() => expect(stored()?.entries).toHaveLength(2));
    stopFirst();

    // A later start opens another ticket only: the first one is still saved.
    const second = new QueryClient();
    const stopSecond = keepQueriesOffline(second, isTickets);
    await answered(second, ['user'], { id: 'u1' });
    await answered(second, ['purchasesService', 'one', 'Q2'], { qrCodeId: 'Q2' });
    await vi.waitFor(() => expect(stored()?.entries).toHaveLength(3));
    stopSecond();

    const other = new QueryClient();
    const stopOther = keepQueriesOffline(other, isTickets);
    await answered(other, ['user'], { id: 'u2' });
    await vi.waitFor(() => expect(stored()?.owner).toBe('u2'));
    expect(stored()?.entries.map((e) => e.key)).toEqual([['user']]);
    stopOther();
  });

  it('forgets everything at logout, and a damaged value is no saved data', async () => {
    const client = new QueryClient();
    const stop = keepQueriesOffline(client, isTickets);
    await answered(client, ['user'], { id: 'u1' });
    await vi.waitFor(() => expect(stored()).not.toBeNull());
    await logout();
    expect(localStorage.getItem(OFFLINE_QUERIES_KEY)).toBeNull();
    stop();

    localStorage.setItem(OFFLINE_QUERIES_KEY, '{not json');
    const restarted = new QueryClient();
    await restoreOfflineQueries(restarted);
    expect(restarted.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the last lists for anyone, signed in or not, through a logout (issue 15)', async () => {
    const client = new QueryClient();
    // The news came before the keeping started (the first screen fetches it early).
    await answered(client, ['news'], [{ id: 1 }]);
    const stop = keepListsOffline(client, (key) => key[0] === 'news' || key[1] === 'list');
    await answered(client, ['places', 'list', [{ radius: 5 }]], { pages: [{ items: [7] }] });
    await answered(client, ['places', 7], { id: 7 });
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(OFFLINE_LISTS_KEY) ?? '{}').entries).toHaveLength(2),
    );
    await logout();
    stop();

    const restarted = new QueryClient();
    await restoreOfflineLists(restarted);
    expect(restarted.getQueryData(['news'])).toEqual([{ id: 1 }]);
    expect(restarted.getQueryData(['places', 'list', [{ radius: 5 }]])).toEqual({
      pages: [{ items: [7] }],
    });
    expect(restarted.getQueryData(['places', 7])).toBeUndefined();
    // The person's store is another one: the lists never land there.
    expect(localStorage.getItem(OFFLINE_QUERIES_KEY)).toBeNull();
  });
});

import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { onLogout } from './logout';
import { storage } from './storage';

// Issue 12: some answers must outlive the network — a ticket's QR code is shown at the door of a
// basement pool with no signal. The chosen queries' answers are kept in the app's storage
// (lib/storage.ts) with the time each was fetched, for the person who saw them; at start they
// are put back into the query cache, so a page renders them at once and a failed refetch keeps
// them (TanStack Query keeps data on error). Logout forgets them.
// Issue 15: the last lists seen (news, venues) are kept the same way for anyone, signed in or
// not, in a store of their own that logout leaves alone: they are nobody's personal data.

export const OFFLINE_QUERIES_KEY = 'sk.offlineQueries';
export const OFFLINE_LISTS_KEY = 'sk.offlineLists';
/** The person's profile: whose answers these are, and who is signed in when offline. */
const USER_KEY: QueryKey = ['user'];
/** At most this many answers are kept (each opened ticket is one); the newest win. */
export const OFFLINE_QUERIES_MAX = 100;
/** Writes wait this long, so a burst of answers (a refresh of every list) is one write. */
const SAVE_DELAY_MS = 300;

interface Entry {
  key: QueryKey;
  data: unknown;
  /** When the answer was fetched (ms): «Обновлено …». */
  updatedAt: number;
}
interface Stored {
  v: 1;
  /** The user id the answers belong to. */
  owner: string;
  entries: Entry[];
}

/** Where answers are kept, and whose they are (undefined: nobody's to keep now). */
interface Store {
  key: string;
  owner: (client: QueryClient) => string | undefined;
  max: number;
}
const PERSON: Store = {
  key: OFFLINE_QUERIES_KEY,
  owner: (client) => client.getQueryState<{ id?: string }>(USER_KEY)?.data?.id,
  max: OFFLINE_QUERIES_MAX,
};
/** Lists: each filter combination seen is one answer; the newest few are enough offline. */
const LISTS: Store = { key: OFFLINE_LISTS_KEY, owner: () => 'anyone', max: 20 };

async function read(store: Store): Promise<Stored | null> {
  try {
    const raw = await storage.get(store.key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (parsed.v !== 1 || typeof parsed.owner !== 'string' || !Array.isArray(parsed.entries)) {
      return null;
    }
    return parsed as Stored;
  } catch {
    // A damaged value is no saved data.
    return null;
  }
}

/** Puts the saved answers back into the cache, unless the cache already has newer ones. */
export const restoreOfflineQueries = (client: QueryClient) => restore(client, PERSON);
/** The last lists seen (issue 15), for anyone. */
export const restoreOfflineLists = (client: QueryClient) => restore(client, LISTS);

async function restore(client: QueryClient, store: Store): Promise<void> {
  const stored = await read(store);
  if (!stored) return;
  for (const entry of stored.entries) {
    const state = client.getQueryState(entry.key);
    if (state?.data !== undefined && state.dataUpdatedAt >= entry.updatedAt) continue;
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }
}

/** Forgets every saved answer (logout, another person signing in). */
export const forgetOfflineQueries = (): Promise<void> => storage.remove(OFFLINE_QUERIES_KEY);

async function save(
  client: QueryClient,
  store: Store,
  matches: (key: QueryKey) => boolean,
): Promise<void> {
  const owner = store.owner(client);
  // Nobody signed in (or logging out): nothing to keep, nothing to mix up.
  if (!owner) return;
  const stored = await read(store);
  const byKey = new Map<string, Entry>();
  // What this person saw before and the cache has since let go of is kept: every ticket once
  // opened stays available, not only those opened since the start.
  if (stored?.owner === owner) for (const e of stored.entries) byKey.set(hashKey(e.key), e);
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || !matches(query.queryKey)) continue;
    const hash = hashKey(query.queryKey);
    const prev = byKey.get(hash);
    if (!prev || prev.updatedAt <= dataUpdatedAt)
      byKey.set(hash, { key: query.queryKey, data, updatedAt: dataUpdatedAt });
  }
  const entries = [...byKey.values()].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, store.max);
  await storage.set(store.key, JSON.stringify({ v: 1, owner, entries }));
}

/**
 * Keeps the answers of the queries `matches` picks (and the person's profile) in storage, as
 * they arrive. Answers the function that stops it.
 */
export function keepQueriesOffline(
  client: QueryClient,
  matches: (key: QueryKey) => boolean,
): () => void {
  const kept = (key: QueryKey) => hashKey(key) === hashKey(USER_KEY) || matches(key);
  const stopKeeping = keep(client, PERSON, kept);
  const stopLogout = onLogout(async () => {
    stopKeeping.cancel();
    await forgetOfflineQueries();
  });
  return () => {
    stopKeeping();
    stopLogout();
  };
}

/** Keeps the answers of the lists `matches` picks, for anyone (issue 15: the last lists offline). */
export function keepListsOffline(
  client: QueryClient,
  matches: (key: QueryKey) => boolean,
): () => void {
  return keep(client, LISTS, matches);
}

function keep(client: QueryClient, store: Store, kept: (key: QueryKey) => boolean) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    void save(client, store, kept).catch(() => undefined);
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
  };
  // A person who opens their tickets and leaves at once (another page, the app sent to the
  // background, the tab closed) keeps them too: a waiting write is done as the page goes.
  // With the web's storage every step of `save` is a resolved promise, so it ends before
  // the page does.
  const flush = () => {
    if (timer !== undefined) saveNow();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  globalThis.addEventListener?.('pagehide', flush);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (kept(event.query.queryKey)) schedule();
  });
  // Answers that came before this started (the first screen's news feed is fetched before
  // the app mounts) are kept too.
  if (client.getQueryCache().findAll({ predicate: (q) => kept(q.queryKey) }).length > 0) {
    schedule();
  }
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const stop = () => {
    cancel();
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', flush);
    globalThis.document?.removeEventListener('visibilitychange', onVisibility);
  };
  return Object.assign(stop, { cancel });
}

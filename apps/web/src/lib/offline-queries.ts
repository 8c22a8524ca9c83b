import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { onLogout } from './logout';
import { storage } from './storage';

// Issue 12: some answers must outlive the network — a ticket's QR code is shown at the door of a
// basement pool with no signal. The chosen queries' answers are kept in the app's storage
// (lib/storage.ts) with the time each was fetched, for the person who saw them; at start they
// are put back into the query cache, so a page renders them at once and a failed refetch keeps
// them (TanStack Query keeps data on error). Logout forgets them.

export const OFFLINE_QUERIES_KEY = 'sk.offlineQueries';
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

async function read(): Promise<Stored | null> {
  try {
    const raw = await storage.get(OFFLINE_QUERIES_KEY);
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
export async function restoreOfflineQueries(client: QueryClient): Promise<void> {
  const stored = await read();
  if (!stored) return;
  for (const entry of stored.entries) {
    const state = client.getQueryState(entry.key);
    if (state?.data !== undefined && state.dataUpdatedAt >= entry.updatedAt) continue;
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
  }
}

/** Forgets every saved answer (logout, another person signing in). */
export const forgetOfflineQueries = (): Promise<void> => storage.remove(OFFLINE_QUERIES_KEY);

async function save(client: QueryClient, matches: (key: QueryKey) => boolean): Promise<void> {
  const user = client.getQueryState<{ id?: string }>(USER_KEY);
  const owner = user?.data?.id;
  // Nobody signed in (or logging out): nothing to keep, nothing to mix up.
  if (!owner) return;
  const stored = await read();
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
  const entries = [...byKey.values()]
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, OFFLINE_QUERIES_MAX);
  await storage.set(OFFLINE_QUERIES_KEY, JSON.stringify({ v: 1, owner, entries }));
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!kept(event.query.queryKey)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(client, kept).catch(() => undefined), SAVE_DELAY_MS);
  });
  const stopLogout = onLogout(async () => {
    clearTimeout(timer);
    await forgetOfflineQueries();
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
    stopLogout();
  };
}

import { beginSignOut, clearToken } from './session-token';

// spec §4 Session: "Logout clears the token, resets the whole state and marks not logged in".
// Other modules (the query cache here; the accounts feature later) register what "the whole
// state" means for them.
type LogoutHandler = () => void | Promise<void>;
const handlers = new Set<LogoutHandler>();

export function onLogout(handler: LogoutHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export async function logout(): Promise<void> {
  // The person's queries stop first (hasToken() is false from here: the unread poll, whose
  // timer ignores `enabled`, checks it), then the token goes, then the caches are reset. The
  // token goes before the reset: the reset refetches what is on screen, and a refetch that
  // still carried the token would meet the 401 rule again and wait on this very logout.
  beginSignOut();
  await clearToken();
  for (const handler of [...handlers]) {
    try {
      await handler();
    } catch (error) {
      console.error('[logout] handler failed', error);
    }
  }
}

// What must reach the server while the session still counts (issue 14: this device stops
// getting pushes), run by the session's logout before it ends the session. A handler keeps
// itself short (its own request timeout): the server stops a signed-out session's pushes anyway.
const beforeHandlers = new Set<LogoutHandler>();

export function onBeforeLogout(handler: LogoutHandler): () => void {
  beforeHandlers.add(handler);
  return () => beforeHandlers.delete(handler);
}

export async function beforeLogout(): Promise<void> {
  for (const handler of [...beforeHandlers])
    await Promise.resolve()
      .then(handler)
      .catch(() => 0);
}

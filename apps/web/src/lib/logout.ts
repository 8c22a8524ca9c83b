import { clearToken } from './session-token';

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
  await clearToken();
  for (const handler of [...handlers]) {
    try {
      await handler();
    } catch (error) {
      console.error('[logout] handler failed', error);
    }
  }
}

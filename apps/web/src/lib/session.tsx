import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import type { SessionResponse } from '@sportkarta/contract/api/auth';
import type { User } from '@sportkarta/contract/api/user';
import { UserCheck } from '@sportkarta/contract/first-screen-checks';
import { paths } from '@sportkarta/contract/routes/paths';
import type { LoginRouteState } from '@/ui/auth-required-modal';
import { apiRequest } from './api-client';
import { isNetworkError } from './api-error';
import { beforeLogout, logout as clearLocalSession, onLogout } from './logout';
import {
  beginSignOut,
  cancelSignOut,
  getToken,
  hasToken as signedInNow,
  setToken,
} from './session-token';

// spec §4 Session: unknown → logged in (a user with an id) | logged out (empty user).
export type SessionStatus = 'unknown' | 'logged-in' | 'logged-out';
// spec §6 profile roles.
export type ProfileRole = 'UNKNOWN' | 'LOGINED' | 'UNLOGINED';

export const USER_QUERY_KEY = ['user'] as const;

/** spec §4 "On login success": cached queries whose keys contain one of these are reset. */
export const USER_RELATED_KEY_PARTS = [
  'user',
  'event',
  'service',
  'notifications',
  'visitorPermit',
  'sold',
  'purchasesService',
] as const;

export function isUserRelatedKey(key: QueryKey): boolean {
  return key.some(
    (part) =>
      typeof part === 'string' &&
      USER_RELATED_KEY_PARTS.some((word) => part.toLowerCase().includes(word.toLowerCase())),
  );
}

/** spec §4: "An empty user id on load is an error and marks not logged in." */
export class EmptyUserError extends Error {
  override readonly name = 'EmptyUserError';
  constructor() {
    super('Пустой идентификатор пользователя');
  }
}

export async function fetchUser(): Promise<User> {
  // A logout resets every query before the session state follows: without a token there is
  // no user to ask for (and a request would only earn a 401).
  if (!signedInNow()) throw new EmptyUserError();
  const raw = await apiRequest<unknown>({ url: '/v1/userInfo', method: 'GET' });
  if (!raw || typeof raw !== 'object' || !(raw as { id?: unknown }).id) throw new EmptyUserError();
  // Asked for at every start (the first screen): checked without zod (issue 27).
  return UserCheck.parse(raw);
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: USER_QUERY_KEY, queryFn: fetchUser });

export interface LoginOptions {
  /** false: stay on the page (the login screen still has the agreements step to show). */
  redirect?: boolean;
}

export interface SessionValue {
  status: SessionStatus;
  role: ProfileRole;
  /** The signed-in person, or null while unknown or logged out ("empty user"). */
  user: User | null;
  login: (session: Pick<SessionResponse, 'accessToken'>, options?: LoginOptions) => Promise<void>;
  /** Revokes the session on the server, then clears everything; false when the server call failed. */
  logout: () => Promise<boolean>;
  reloadUser: () => Promise<void>;
  /** Back to the place saved in the router state `from`, else the main tab (spec §4). */
  returnToSaved: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function savedLocation(state: unknown): string {
  const from = (state as Partial<LoginRouteState> | null)?.from;
  if (!from?.pathname || from.pathname === paths.userLogin) return paths.main;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function SessionProvider({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef<Location>(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  const [hasToken, setHasToken] = useState(() => getToken() !== null);

  // The 401 rule (lib/api-client) and every other logout path end here: marks not logged in.
  useEffect(() => onLogout(() => setHasToken(false)), []);

  const userQuery = useQuery({ ...userQueryOptions(), enabled: hasToken });

  // No network, and the profile saved for offline use (lib/offline-queries.ts) is at hand: the
  // person is still the one signed in — their saved tickets show (issue 12).
  const offlineWithUser =
    userQuery.isError && userQuery.data !== undefined && isNetworkError(userQuery.error);
  const status: SessionStatus = !hasToken
    ? 'logged-out'
    : userQuery.isSuccess || offlineWithUser
      ? 'logged-in'
      : userQuery.isError
        ? 'logged-out'
        : 'unknown';
  const user = status === 'logged-in' ? (userQuery.data ?? null) : null;

  // Issue 28: used (signed in at start, brought back to the screen), the session slides. The
  // renewal is loaded when first due: the first screen's JS budget (issue 27) has no room for it.
  useEffect(() => {
    if (status !== 'logged-in') return;
    const renewSessionIfDue = () =>
      import('./session-renewal').then((m) => m.renewSessionIfDue()).catch(() => undefined);
    void renewSessionIfDue();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void renewSessionIfDue();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [status]);

  const returnToSaved = useCallback(() => {
    // The login route was pushed from `from` (auth-required modal, sign-in prompt): going back
    // returns to that very page with Ionic's back transition and no duplicate in the stack.
    // Without it, a push to the main tab (Ionic 9 left a tab page entered by a `replace` from
    // /user/login invisible, ion-page-invisible, in Chromium).
    const state = locationRef.current.state as Partial<LoginRouteState> | null;
    const from = state?.from?.pathname;
    if (from && from !== paths.userLogin && window.history.length > 1) navigate(-1);
    else navigate(savedLocation(state));
  }, [navigate]);

  const reloadUser = useCallback(async () => {
    if (getToken() === null) return;
    await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
  }, [queryClient]);

  const login = useCallback<SessionValue['login']>(
    async (session, options) => {
      await setToken(session.accessToken);
      setHasToken(true);
      await queryClient.resetQueries({ predicate: (q) => isUserRelatedKey(q.queryKey) });
      await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
      if (options?.redirect !== false) returnToSaved();
    },
    [queryClient, returnToSaved],
  );

  const logout = useCallback(async () => {
    await beforeLogout();
    // From here on no query that needs the person runs (hasToken is false): only the sign-out's
    // own DELETE still carries the token.
    beginSignOut();
    // The person's requests still on their way are dropped first: answered after the session
    // ends, each would come back 401 (the server may handle it after the DELETE).
    await queryClient.cancelQueries({ predicate: (query) => isUserRelatedKey(query.queryKey) });
    try {
      await apiRequest({ url: '/v1/sessions/current', method: 'DELETE' });
    } catch {
      // spec §4: "if that fails, the user is reloaded" (a 401 has already logged out).
      cancelSignOut();
      await reloadUser().catch(() => undefined);
      return false;
    }
    await clearLocalSession();
    return true;
  }, [queryClient, reloadUser]);

  const role: ProfileRole =
    status === 'logged-in' ? 'LOGINED' : status === 'logged-out' ? 'UNLOGINED' : 'UNKNOWN';

  const value = useMemo<SessionValue>(
    () => ({ status, role, user, login, logout, reloadUser, returnToSaved }),
    [status, role, user, login, logout, reloadUser, returnToSaved],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session where there may be none (a widget that tests also render alone): null then. */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession: нет SessionProvider выше по дереву');
  return value;
}

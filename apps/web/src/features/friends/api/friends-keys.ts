// Every query of this feature lives under 'userFriends': the word «user» makes spec §4's rule
// reset them at sign-in and sign-out (lib/session.tsx USER_RELATED_KEY_PARTS).
export const FRIENDS_KEY = 'userFriends';
export const friendsListKey = [FRIENDS_KEY, 'list'] as const;
export const requestsKey = (direction: 'incoming' | 'outgoing') =>
  [FRIENDS_KEY, 'requests', direction] as const;
export const settingsKey = [FRIENDS_KEY, 'settings'] as const;
export const inviteKey = (code: string) => [FRIENDS_KEY, 'invite', code] as const;

/** Success and failure callbacks of a mutation hook of this feature. */
export interface MutationCallbacks<R, V> {
  onSuccess?: (result: R, variables: V) => void;
  onError?: (error: Error) => void;
}

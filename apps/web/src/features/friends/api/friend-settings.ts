import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FriendSettingsSchema, type FriendSettings } from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { settingsKey } from './friends-keys';

/** GET /v1/friends/settings: my invite code and whether my phone number finds me. */
export const getFriendSettings = (signal?: AbortSignal): Promise<FriendSettings> =>
  apiRequest({ url: '/v1/friends/settings', method: 'GET', schema: FriendSettingsSchema, signal });

export const friendSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getFriendSettings(signal) });

export const useFriendSettings = (enabled = true) =>
  useQuery({ ...friendSettingsQueryOptions(), enabled });

/** PUT /v1/friends/settings */
export const setFindableByPhone = (findableByPhone: boolean): Promise<FriendSettings> =>
  apiRequest({
    url: '/v1/friends/settings',
    method: 'PUT',
    body: { findableByPhone },
    schema: FriendSettingsSchema,
  });

/** POST /v1/friends/settings/invite-code: a new code; the old link stops working. */
export const renewInviteCode = (): Promise<FriendSettings> =>
  apiRequest({
    url: '/v1/friends/settings/invite-code',
    method: 'POST',
    schema: FriendSettingsSchema,
  });

/** Both answer the whole settings: the cache takes them as they come. */
function useSettingsMutation<V>(fn: (v: V) => Promise<FriendSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}

export const useSetFindableByPhone = () => useSettingsMutation(setFindableByPhone);
export const useRenewInviteCode = () => useSettingsMutation(renewInviteCode);

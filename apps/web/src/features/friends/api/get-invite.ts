import { queryOptions, useQuery } from '@tanstack/react-query';
import { InviteSchema, type Invite } from '@sportkarta/contract/api/friends';
import { apiRequest } from '@/lib/api-client';
import { inviteKey } from './friends-keys';

/**
 * GET /v1/friends/invite/{code}: who invites (first name, initial, photo) — for a visitor too;
 * signed in, also what I already am to them.
 */
export const getInvite = (code: string, signal?: AbortSignal): Promise<Invite> =>
  apiRequest({
    url: `/v1/friends/invite/${encodeURIComponent(code)}`,
    method: 'GET',
    schema: InviteSchema,
    signal,
  });

export const inviteQueryOptions = (code: string) =>
  queryOptions({
    queryKey: inviteKey(code),
    queryFn: ({ signal }) => getInvite(code, signal),
    // A missing invite stays missing: no retries of a 4xx.
    retry: false,
  });

export const useInvite = (code: string, enabled = true) =>
  useQuery({ ...inviteQueryOptions(code), enabled });

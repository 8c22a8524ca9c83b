import { describe, expect, it } from 'vitest';
import { SLOW_QUERY_OPTIONS, createQueryClient, queryClient } from './query-client';
import { logout } from './logout';

describe('query client (spec §7.3)', () => {
  it('marks data stale after 500 ms, keeps it 5 min, never retries or refetches on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      staleTime: 500,
      gcTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
  });

  it('keeps slowly changing data fresh 30 min and cached 35 min', () => {
    expect(SLOW_QUERY_OPTIONS).toEqual({ staleTime: 1_800_000, gcTime: 2_100_000 });
  });

  it('forgets cached answers on logout', async () => {
    queryClient.setQueryData(['user'], { id: 1 });
    await logout();
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEvents } from './get-events';
import { timeoutFor } from '@/lib/api-client';
import { LONG_REQUEST_TIMEOUT_MS } from '@sportkarta/contract/config/timings';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';

startApiServer();

describe('getEvents (spec §7.2 "User events")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('joins sport types by comma and sends startDate = now by default', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-18T07:15:00Z'), toFake: ['Date'] });
    answerWith('get', '/v1/events', { events: [] });
    const seen = recordRequests();
    await expect(getEvents({ sportTypes: [1, 2] })).resolves.toEqual([]);
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/v1/events');
    expect(url.searchParams.get('sportTypes')).toBe('1,2');
    expect(url.searchParams.get('startDate')).toBe('2026-11-18T07:15:00.000Z');
    vi.useRealTimers();
  });

  it('leaves sportTypes out for every sport', async () => {
    answerWith('get', '/v1/events', { events: [] });
    const seen = recordRequests();
    await getEvents({ sportTypes: [] });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.searchParams.has('sportTypes')).toBe(false);
  });

  it('gets the 60 s timeout of spec §9', () => {
    expect(timeoutFor('GET', '/v1/events')).toBe(LONG_REQUEST_TIMEOUT_MS);
  });
});

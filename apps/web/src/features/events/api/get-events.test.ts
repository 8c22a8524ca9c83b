import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEvents } from './get-events';
import { timeoutFor } from '@/lib/api-client';
import { LONG_REQUEST_TIMEOUT_MS } from '@sportkarta/contract/config/timings';

describe('getEvents (spec §7.2 "User events")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('joins sport types by comma and sends startDate = now by default', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-18T07:15:00Z'), toFake: ['Date'] });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ events: [] }), { status: 200 }));
    await expect(getEvents({ sportTypes: [1, 2] })).resolves.toEqual([]);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/v1/events');
    expect(url.searchParams.get('sportTypes')).toBe('1,2');
    expect(url.searchParams.get('startDate')).toBe('2026-11-18T07:15:00.000Z');
    vi.useRealTimers();
  });

  it('leaves sportTypes out for every sport', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ events: [] }), { status: 200 }));
    await getEvents({ sportTypes: [] });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.has('sportTypes')).toBe(false);
  });

  it('gets the 60 s timeout of spec §9', () => {
    expect(timeoutFor('GET', '/v1/events')).toBe(LONG_REQUEST_TIMEOUT_MS);
  });
});

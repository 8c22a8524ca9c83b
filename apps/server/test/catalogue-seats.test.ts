import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSeats } from '@sportkarta/contract/api/catalogue';
import {
  dayAllowed,
  salesOpen,
  seatsLeftOf,
  serviceAvailability,
  sessionAvailability,
} from '../src/modules/catalogue/availability';
import type { ChannelHandlers } from '../src/db/listen';
import {
  createSeatsWatcher,
  LIVE_SEATS_RETRY_MS,
  type WatchedSeats,
} from '../src/modules/catalogue/live-seats';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createSession, createShop, type Shop } from './orders-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// Wednesday 25 November 2026, 11:00 in Moscow.
const NOW = '2026-11-25T11:00:00+03:00';
const now = new Date(NOW);

describe('availability rules (pure)', () => {
  it('day rules: weekdays Mon–Fri, weekends Sat–Sun', () => {
    expect(dayAllowed('ON_WEEKDAYS', '2026-11-27')).toBe(true); // Friday
    expect(dayAllowed('ON_WEEKDAYS', '2026-11-28')).toBe(false); // Saturday
    expect(dayAllowed('ON_WEEKENDS', '2026-11-29')).toBe(true); // Sunday
    expect(dayAllowed('ON_WEEKENDS', '2026-11-30')).toBe(false); // Monday
    expect(dayAllowed('ANY_DAY', '2026-11-28')).toBe(true);
  });

  it('seats left count only active, unexpired holds', () => {
    const later = new Date(now.getTime() + 60_000);
    const earlier = new Date(now.getTime() - 1);
    const holds = [
      { quantity: 2, status: 'ACTIVE', expiresAt: later },
      { quantity: 3, status: 'ACTIVE', expiresAt: earlier },
      { quantity: 4, status: 'RELEASED', expiresAt: later },
      { quantity: 1, status: 'ACTIVE', expiresAt: now },
    ];
    expect(seatsLeftOf({ capacity: 10, sold: 5 }, holds, now)).toBe(3);
    expect(seatsLeftOf({ capacity: 3, sold: 2 }, holds, now)).toBe(0);
  });

  it('session states: started → OVERDUE, no seat → DEPLETED, else NEED_RESERVATION', () => {
    expect(sessionAvailability({ startsAt: now, seatsLeft: 5 }, now)).toBe('OVERDUE');
    const soon = new Date(now.getTime() + 60_000);
    expect(sessionAvailability({ startsAt: soon, seatsLeft: 0 }, now)).toBe('DEPLETED');
    expect(sessionAvailability({ startsAt: soon, seatsLeft: 1 }, now)).toBe('NEED_RESERVATION');
    expect(salesOpen(null, now)).toBe(true);
    expect(salesOpen(soon, now)).toBe(false);
    expect(salesOpen(now, now)).toBe(true);
  });

  it('service states by day, rule and daily capacity', () => {
    const today = '2026-11-25';
    const any = { dayRule: 'ANY_DAY', ticketsLeft: null };
    expect(serviceAvailability(any, '2026-11-24', today)).toBe('OVERDUE');
    expect(serviceAvailability(any, '2027-02-01', today)).toBe('OVERDUE');
    expect(serviceAvailability(any, today, today)).toBe('AVAILABLE');
    expect(serviceAvailability({ ...any, dayRule: 'ON_WEEKDAYS' }, '2026-11-28', today)).toBe(
      'NO_EVENTS_TODAY',
    );
    expect(serviceAvailability({ ...any, ticketsLeft: 0 }, today, today)).toBe(
      'DEPLETED_FOR_TODAY',
    );
  });
});

describe('live seats watcher (told by NOTIFY)', () => {
  const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

  /** A watcher over fake seats: what it reads, the channel's handlers, the clock. */
  function fakeWatcher() {
    const seats = new Map([
      [1, 5],
      [2, 7],
      [3, 9],
    ]);
    const changesAt = new Map<number, Date>();
    const reads: number[][] = [];
    const feed = { handlers: undefined as ChannelHandlers | undefined, opened: 0, closed: 0 };
    const clock = { now: new Date(NOW), gate: Promise.resolve(), fail: 0 };
    const watcher = createSeatsWatcher({
      log,
      now: () => clock.now,
      listen: (handlers) => {
        feed.handlers = handlers;
        feed.opened++;
        return {
          close: async () => {
            feed.closed++;
          },
        };
      },
      read: async (ids): Promise<WatchedSeats[]> => {
        reads.push([...ids].sort());
        await clock.gate;
        if (clock.fail > 0) {
          clock.fail--;
          throw new Error('database away');
        }
        return ids.map((id) => ({
          seats: { id, seatsLeft: seats.get(id) ?? 0, availability: 'NEED_RESERVATION' as const },
          changesAt: changesAt.get(id) ?? null,
        }));
      },
    });
    const told = (payload: string) => feed.handlers!.notify(payload);
    return { seats, changesAt, reads, feed, clock, watcher, told };
  }

  it('a new stream gets a fresh snapshot; then only told sessions somebody watches are read', async () => {
    const { seats, reads, feed, watcher, told } = fakeWatcher();
    const a: SessionSeats[] = [];
    const b: SessionSeats[] = [];
    const stopA = watcher.watch([1, 2], (s) => a.push(s));
    watcher.watch([2, 3], (s) => b.push(s));
    await watcher.settled();
    expect(reads).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect([a.length, b.length]).toEqual([1, 1]);
    expect(feed.opened).toBe(1); // one listening connection, whatever the number of streams

    told('3'); // told, but nothing changed: read, nothing sent
    await watcher.settled();
    expect(reads.at(-1)).toEqual([3]);
    expect([a.length, b.length]).toEqual([1, 1]);
    seats.set(3, 8);
    told('3');
    await watcher.settled();
    expect([a.length, b.length]).toEqual([1, 2]);
    expect(b[1]?.sessions.find((s) => s.id === 3)?.seatsLeft).toBe(8);

    told('42'); // nobody watches session 42: no read
    await watcher.settled();
    expect(reads).toHaveLength(4);

    told('*'); // a statement too big to name its sessions: every watched one
    await watcher.settled();
    expect(reads.at(-1)).toEqual([1, 2, 3]);

    stopA();
    told('1');
    await watcher.settled();
    expect(reads).toHaveLength(5);
    expect(watcher.size).toBe(1);
    await watcher.stop();
    expect(watcher.size).toBe(0);
    expect(feed.closed).toBe(1);
  });

  it('what is told during a read is read together next; a reconnection reads everything', async () => {
    const { seats, reads, clock, watcher, told, feed } = fakeWatcher();
    const a: SessionSeats[] = [];
    watcher.watch([1, 2, 3], (s) => a.push(s));
    await watcher.settled();
    let release = () => undefined as void;
    clock.gate = new Promise<void>((r) => {
      release = r;
    });
    seats.set(1, 4);
    told('1'); // read [1] starts and waits
    seats.set(2, 6);
    told('2');
    told('3');
    told('2');
    release();
    await watcher.settled();
    expect(reads.slice(1)).toEqual([[1], [2, 3]]);
    expect(a.at(-1)?.sessions.map((s) => s.seatsLeft)).toEqual([4, 6, 9]);

    seats.set(3, 1); // changed while the listening connection was away: nobody told
    feed.handlers!.connected();
    await watcher.settled();
    expect(reads.at(-1)).toEqual([1, 2, 3]);
    expect(a.at(-1)?.sessions.map((s) => s.seatsLeft)).toEqual([4, 6, 1]);
    await watcher.stop();
  });

  describe('on timers', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('time alone changes seats (a hold expires): read again at that moment, no write told', async () => {
      const { seats, changesAt, reads, clock, watcher } = fakeWatcher();
      changesAt.set(1, new Date(clock.now.getTime() + 60_000));
      const a: SessionSeats[] = [];
      watcher.watch([1, 2], (s) => a.push(s));
      await watcher.settled();
      seats.set(1, 6); // the hold's seat is free from its expiry on
      await vi.advanceTimersByTimeAsync(59_000);
      expect(reads).toHaveLength(1);
      clock.now = new Date(clock.now.getTime() + 60_000);
      changesAt.delete(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await watcher.settled();
      expect(reads.at(-1)).toEqual([1]);
      expect(a.at(-1)?.sessions[0]?.seatsLeft).toBe(6);
      await watcher.stop();
    });

    it('a failed read is tried again', async () => {
      const { reads, clock, watcher } = fakeWatcher();
      clock.fail = 1;
      const a: SessionSeats[] = [];
      watcher.watch([1], (s) => a.push(s));
      await watcher.settled();
      expect(a).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(LIVE_SEATS_RETRY_MS);
      await watcher.settled();
      expect(reads).toHaveLength(2);
      expect(a).toHaveLength(1); // the fresh snapshot, late but not lost
      await watcher.stop();
    });
  });
});

describe.each(ENGINES)('catalogue seats ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    let shop: Shop;
    const clock = testClock(NOW);
    beforeAll(async () => {
      t = await createTestApp(engine.name, { clock });
      await t.app.ready();
      shop = await createShop(t.app);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('expired and released holds do not count; live ones do', async () => {
      const sessionId = await createSession(t.app, shop, {
        startsAt: new Date('2026-11-26T18:00:00+03:00'),
        capacity: 10,
        sold: 2,
      });
      const me = await signIn(t.app);
      const hold = (quantity: number, status: string, expiresAt: string) =>
        t.app.db.execute(
          sql`insert into seat_holds (session_id, user_id, quantity, status, expires_at, created_at)
              values (${sessionId}, ${me.user.id}, ${quantity}, ${status}, ${expiresAt}, ${NOW})`,
        );
      await hold(3, 'ACTIVE', '2026-11-25T11:10:00+03:00');
      await hold(4, 'ACTIVE', '2026-11-25T10:59:00+03:00');
      await hold(1, 'RELEASED', '2026-11-25T11:10:00+03:00');
      const read = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v1/mob/public/scheduled-events/seats?sessionIds=${sessionId}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as SessionSeats).sessions[0]?.seatsLeft;
      };
      expect(await read()).toBe(5);
      clock.set('2026-11-25T11:10:00+03:00'); // the live hold has just expired
      expect(await read()).toBe(8);
      clock.set(NOW);
    });

    it('the calendar refuses a period longer than 62 days', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/dayWithService',
        payload: { placeId: shop.placeId, dateFrom: '2026-11-25', dateTo: '2027-01-27' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/62 дней/);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/v2/mob/dayWithService',
        payload: { placeId: shop.placeId, dateFrom: '2026-11-25', dateTo: '2027-01-26' },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ minDate: '2026-11-25', maxDate: '2027-01-24' });
    });
  });
});

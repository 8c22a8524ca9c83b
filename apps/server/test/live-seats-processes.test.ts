import { ReservationSchema } from '@sportkarta/contract/api/orders';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../src/db/listen';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { openSeatsStream } from './live-seats-helpers';
import { countRows, createSession, createShop, type Shop } from './orders-fixtures';
import { eventually, type Auth } from './payments-helpers';
import { createTwoPostgresApps, ENGINES, engineTitle, type TestApp } from './test-app';

// Issue 26: live seats across API processes. Two apps on one PostgreSQL database stand for
// two processes behind a balancer; a stream opened on B must hear of a change made through A
// within a second (PostgreSQL's NOTIFY, migration 0025), and catch up when its listening
// connection is killed.

const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
const postgres = ENGINES.find((e) => e.name === 'postgres')!;

describe.skipIf(!postgres.available)(
  `live seats across processes (${engineTitle(postgres)})`,
  () => {
    let a: TestApp;
    let b: TestApp;
    let shop: Shop;
    let me: { auth: Auth };
    const clock = testClock(NOW);
    /** B's listening connection as its watcher sees it: connections made, notifications dropped. */
    const feed = { connects: 0, deaf: false, dropped: 0 };

    beforeAll(async () => {
      ({ a, b } = await createTwoPostgresApps(clock));
      // B's watcher opens its listening connection through this (with its first stream): it
      // counts the connections and can drop notifications as a lost connection would.
      const database = b.app.database;
      const listen = database.listen;
      database.listen = (channel, handlers, onProblem) =>
        listen(
          channel,
          {
            notify: (payload) => {
              if (feed.deaf) feed.dropped++;
              else handlers.notify(payload);
            },
            connected: () => {
              feed.connects++;
              handlers.connected();
            },
          },
          onProblem,
        );
      shop = await createShop(a.app);
      me = await signIn(a.app);
    }, 120_000);
    afterAll(async () => {
      await b?.cleanup();
      await a?.cleanup();
    });

    const hold = async (app: FastifyInstance, sessionId: number, quantity: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/mob/scheduled-events/reservations',
        headers: me.auth,
        payload: { sessionId, quantity },
      });
      expect(res.statusCode, res.body).toBe(200);
      return ReservationSchema.parse(res.json()).id;
    };

    it('seats taken and given back through A reach a stream opened on B within a second', async () => {
      const sessionId = await createSession(a.app, shop, { startsAt: SATURDAY, capacity: 10 });
      const stream = await openSeatsStream(b.app, [sessionId]);
      expect((await stream.next()).sessions[0]?.seatsLeft).toBe(10);
      await eventually(async () => feed.connects > 0); // B listens

      const reservationId = await hold(a.app, sessionId, 2);
      // Awaited with a deadline from the moment A answered: the event may be here already.
      expect((await stream.next(1_000)).sessions[0]).toMatchObject({
        seatsLeft: 8,
        availability: 'NEED_RESERVATION',
      });
      const released = await a.app.inject({
        method: 'POST',
        url: '/v2/mob/scheduled-events/reservations/delete',
        headers: me.auth,
        payload: { reservationId },
      });
      expect(released.statusCode, released.body).toBe(200);
      expect((await stream.next(1_000)).sessions[0]?.seatsLeft).toBe(10);
      // A sale or a refund writes `sold`, an operator's change the capacity: told as well.
      await a.app.db.execute(sql`update event_sessions set sold = 10 where id = ${sessionId}`);
      expect((await stream.next(1_000)).sessions[0]).toMatchObject({
        seatsLeft: 0,
        availability: 'DEPLETED',
      });
      stream.close();
    });

    it('a killed listening connection is opened again and what it missed is read (catch-up)', async () => {
      const sessionId = await createSession(a.app, shop, { startsAt: SATURDAY, capacity: 10 });
      const stream = await openSeatsStream(b.app, [sessionId]);
      expect((await stream.next()).sessions[0]?.seatsLeft).toBe(10);
      const connects = feed.connects;

      // A change B's listener never hears of, as if its connection had died just before it.
      feed.deaf = true;
      await hold(a.app, sessionId, 3);
      await eventually(async () => feed.dropped > 0);
      feed.deaf = false;

      const killed = await countRows(
        a.app,
        sql`select count(pg_terminate_backend(pid)) as n from pg_stat_activity
           where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`,
      );
      expect(killed).toBe(1); // B's: A has no stream, so no listening connection
      // Reconnected with backoff (the first try 100 ms later), then everything watched re-read.
      expect((await stream.next(5_000)).sessions[0]?.seatsLeft).toBe(7);
      expect(feed.connects).toBe(connects + 1);

      // And it listens again: the next change comes by NOTIFY.
      await hold(a.app, sessionId, 1); // the same person's new hold replaces the old one
      expect((await stream.next(1_000)).sessions[0]?.seatsLeft).toBe(9);
      stream.close();
    });
  },
);

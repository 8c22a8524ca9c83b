import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SessionResponseSchema } from '@sportkarta/contract/api/auth';
import {
  OrderCompletedSchema,
  OrderSchema,
  ReservationSchema,
  StartPaymentResponseSchema,
} from '@sportkarta/contract/api/orders';
import { UserSchema } from '@sportkarta/contract/api/user';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { multipart, randomPhone, VALID_USER } from './accounts-helpers';
import {
  apiUrl,
  freePort,
  launchApi,
  nginxBinary,
  removeDir,
  restartHook,
  runRollingRestart,
  sharedKeys,
  startNginx,
  stopApi,
  suiteDir,
  waitFor,
  waitReady,
  type ApiProcess,
  type Nginx,
} from './balancer-cluster';
import { openSeatsStreamAt, type SeatsStream } from './live-seats-helpers';
import { countRows, createSession, createShop, type Shop } from './orders-fixtures';
import { createPostgresDatabase } from './postgres-admin';
import { S3_TEST_BUCKET, S3_TEST_KEY, S3_TEST_REGION, startTestS3, type TestS3 } from './s3-server';
import { ENGINES } from './test-app';

// Issue 26, "a balancer in the test": two real API processes (separate OS processes, started as
// `npm start` starts the server) on one PostgreSQL database, files in an S3-compatible store
// (s3rver behind a Signature V4 check), the keys shared through the environment, in production
// mode — behind Debian's nginx running the configuration shipped in deploy/nginx.conf, with only
// its addresses changed. What a city's deployment relies on, checked end to end:
//   - the last seats bought at once through both processes are never oversold;
//   - a photo uploaded through the balancer is served by either process;
//   - a live-seats stream opened through nginx hears a change made through either process
//     within a second (nginx does not buffer it);
//   - deploy/rolling-restart.sh restarting a process during a stream of purchases loses none
//     (the client retries a failed call with the same idempotency key, as the app does);
//   - a payment webhook delivered to both processes issues the ticket once.

const NOW = '2026-11-25T11:00:00+03:00'; // a Wednesday; the sessions are on Saturday
const SATURDAY = new Date('2026-11-28T10:00:00+03:00');
/** YooKassa's address (its list, YOOKASSA_WEBHOOK_IPS): nginx passes it on in X-Forwarded-For. */
const YOOKASSA_SENDER = '185.71.76.10';
const GOOD_CARD = '5555555555554477';

const postgres = ENGINES.find((e) => e.name === 'postgres')!;
const nginxPath = nginxBinary();
// The clock runs (npm run test:clocks) skip it: its processes run on the clock CLOCK_START gives
// them whatever the machine's is, and three starts of the cluster would cost CI a minute or two
// for nothing new.
const skipReason = !postgres.available
  ? postgres.reason
  : !nginxPath
    ? 'нет nginx (Debian: apt-get install -y nginx; .ci/run ставит его сам)'
    : process.env.SK_TEST_CLOCK_RUN === '1'
      ? 'прогон под чужими часами: часы процессов задаёт CLOCK_START, кластер проверен в npm test'
      : '';
const title = `balancer: two API processes behind nginx (deploy/nginx.conf)${
  skipReason ? ` — пропущено: ${skipReason}` : ''
}`;

type Auth = { authorization: string };

interface Answer {
  status: number;
  text: string;
  headers: Headers;
  json<T = unknown>(): T;
}

/** Answers a client retries with the same body and key: the balancer or a process was away. */
const RETRYABLE = new Set([502, 503, 504]);

describe.skipIf(skipReason !== '')(title, () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let dir: string;
  let s3: TestS3;
  let database: Database;
  /** The order fixtures write through `app.db` only: the test's own connection stands in. */
  let fixtures: FastifyInstance;
  let env: Record<string, string>;
  const apis: ApiProcess[] = [];
  let nginx: Nginx;
  let shop: Shop;
  let retries = 0;

  beforeAll(async () => {
    dir = suiteDir();
    cleanups.push(() => removeDir(dir));
    s3 = await startTestS3();
    cleanups.push(() => s3.close());
    const templates = inject('testTemplates').postgres!;
    const db = await createPostgresDatabase(templates.migrated.database);
    cleanups.push(() => db.drop());
    database = await openDatabase({ databaseUrl: db.url, pgliteDir: path.join(dir, 'unused') });
    cleanups.push(() => database.close());
    fixtures = { db: database.db } as unknown as FastifyInstance;

    const ports: [number, number] = [await freePort(), await freePort()];
    const nginxPort = await freePort();
    env = {
      SK_MODE: 'production',
      DATABASE_URL: db.url,
      ...sharedKeys(dir, path.join(templates.migrated.dataDir, 'qr-signing-key.json')),
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: S3_TEST_REGION,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ACCESS_KEY_ID: S3_TEST_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secretAccessKey,
      TRUST_PROXY: 'true',
      PUBLIC_BASE_URL: `http://127.0.0.1:${nginxPort}`,
      SEED_DEMO_DATA: 'false',
      // The processes' clock (docs/testing.md): the sessions below are three days ahead of it.
      CLOCK_START: NOW,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dir, 'no-web-dist'),
      // Every request of the test comes from one address.
      RATE_LIMIT_MAX: '100000',
      LOGIN_CODES_PER_IP_HOUR: '1000',
      // Only what the test does settles a payment: no reconciliation pass behind its back.
      RECONCILE_SECONDS: '0',
    };
    for (const [i, port] of ports.entries()) {
      const dataDir = path.join(dir, `api-${i + 1}`);
      mkdirSync(dataDir);
      apis.push(launchApi(port, dataDir, env));
    }
    cleanups.push(() => Promise.all(apis.map((api) => stopApi(api).catch(() => undefined))));
    await Promise.all(apis.map(waitReady));
    nginx = await startNginx(nginxPath!, path.join(dir, 'nginx'), ports, nginxPort);
    cleanups.push(() => nginx.stop());
    shop = await createShop(fixtures, { provider: 'YOOKASSA' });
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve(cleanup()).catch(() => undefined);
  }, 60_000);

  const a = () => apiUrl(apis[0]!.port);
  const b = () => apiUrl(apis[1]!.port);

  /** One HTTP call; a network error or a 502/503/504 is retried as is, up to 20 times. */
  async function call(
    base: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    o: {
      auth?: Auth;
      json?: unknown;
      form?: Record<string, string>;
      body?: { payload: Buffer; headers: Record<string, string> };
      headers?: Record<string, string>;
      retry?: boolean;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...o.auth, ...o.headers };
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.body) {
      Object.assign(headers, o.body.headers);
      body = new Uint8Array(o.body.payload);
    }
    for (let attempt = 1; ; attempt++) {
      let failure: string;
      try {
        const res = await fetch(`${base}${url}`, {
          method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        if (!(o.retry && RETRYABLE.has(res.status)))
          return {
            status: res.status,
            text,
            headers: res.headers,
            json: <T>() => JSON.parse(text) as T,
          };
        failure = `${res.status} ${text}`;
      } catch (err) {
        if (!o.retry) throw err;
        failure = String(err);
      }
      retries += 1;
      if (attempt >= 20) throw new Error(`${method} ${url}: 20 попыток, последняя — ${failure}`);
    }
  }

  const expectOk = (res: Answer, what: string) => {
    if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
    return res;
  };

  /** The phone sign-in as the app does it (the SMS emulator's code is in the database). */
  async function signIn(base = nginx.url): Promise<Auth & { userId: string }> {
    const phone = randomPhone();
    expectOk(await call(base, 'POST', '/v1/mobile/user/registration', { json: { phone } }), 'код');
    const code = expectOk(
      await call(
        base,
        'GET',
        `/v1/mobile/user/registration/demo-code?phone=${encodeURIComponent(phone)}`,
      ),
      'демо-код',
    ).json<{ code: string }>().code;
    const session = SessionResponseSchema.parse(
      expectOk(
        await call(base, 'PUT', '/v1/mobile/user/registration', { json: { phone, code } }),
        'вход',
      ).json(),
    );
    return { authorization: `Bearer ${session.accessToken}`, userId: session.user.id };
  }

  type Purchase =
    | { outcome: 'bought'; orderId: string }
    | { outcome: 'sold out' }
    | { outcome: 'failed'; why: string };

  /**
   * One seat bought as the app buys it: hold, order (idempotency key), the provider's page, the
   * card, back from the page. `retry`: every call that meets an absent process is sent again,
   * unchanged (the order with the same key), as the app does.
   */
  async function buy(
    base: string,
    auth: Auth,
    sessionId: number,
    retry = false,
    pay = true,
  ): Promise<Purchase & { payUrl?: string }> {
    const held = await call(base, 'POST', '/v2/mob/scheduled-events/reservations', {
      auth,
      json: { sessionId, quantity: 1 },
      retry,
    });
    if (held.status === 409 && held.json<{ code: string }>().code === 'SOLD_OUT')
      return { outcome: 'sold out' };
    if (held.status !== 200) return { outcome: 'failed', why: `hold ${held.status} ${held.text}` };
    const reservation = ReservationSchema.parse(held.json());
    const idempotencyKey = randomUUID();
    const ordered = await call(base, 'POST', '/v2/mob/preorder', {
      auth,
      json: {
        idempotencyKey,
        agreementsAccepted: true,
        complexId: shop.complexId,
        lines: [{ kind: 'RESERVATION', reservationId: reservation.id }],
      },
      retry,
    });
    if (ordered.status !== 200)
      return { outcome: 'failed', why: `preorder ${ordered.status} ${ordered.text}` };
    const orderId = OrderSchema.parse(ordered.json()).id;
    const started = await call(base, 'POST', '/v1/mob/sber/payment', {
      auth,
      json: { orderId },
      retry,
    });
    if (started.status !== 200)
      return { outcome: 'failed', why: `payment ${started.status} ${started.text}` };
    const page = new URL(StartPaymentResponseSchema.parse(started.json()).confirmationUrl);
    const payUrl = page.pathname + page.search;
    if (!pay) return { outcome: 'bought', orderId, payUrl };
    const paid = await call(base, 'POST', payUrl, {
      form: { step: 'card', card: GOOD_CARD, exp: '12/35', cvc: '123' },
      retry,
    });
    // 303 back to the shop; a retry of a page that was paid already says so with a 200.
    if (paid.status !== 303 && !(paid.status === 200 && paid.text.includes('уже оплачен')))
      return { outcome: 'failed', why: `card ${paid.status} ${paid.text.slice(0, 200)}` };
    const completed = await call(base, 'POST', '/v1/mob/sber/complete', {
      auth,
      json: { orderId },
      retry,
    });
    if (completed.status !== 200)
      return { outcome: 'failed', why: `complete ${completed.status} ${completed.text}` };
    const state = OrderCompletedSchema.parse(completed.json());
    if (!state.completed) return { outcome: 'failed', why: `not completed: ${completed.text}` };
    return { outcome: 'bought', orderId };
  }

  /** What the database says about a session: seats sold, tickets, orders by status, live holds. */
  async function sessionBooks(sessionId: number) {
    const n = (query: ReturnType<typeof sql>) => countRows(fixtures, query);
    return {
      sold: await n(sql`select sold as n from event_sessions where id = ${sessionId}`),
      tickets: await n(sql`select count(*) as n from tickets where session_id = ${sessionId}`),
      paidOrders: await n(
        sql`select count(distinct o.id) as n from orders o join order_lines l on l.order_id = o.id
            where l.session_id = ${sessionId} and o.status in ('payed', 'complete')`,
      ),
      otherOrders: await n(
        sql`select count(distinct o.id) as n from orders o join order_lines l on l.order_id = o.id
            where l.session_id = ${sessionId} and o.status not in ('payed', 'complete')`,
      ),
      liveHolds: await n(
        sql`select count(*) as n from seat_holds
            where session_id = ${sessionId} and status = 'ACTIVE'`,
      ),
    };
  }

  it('the last seats, bought at once through both processes, are never oversold', async () => {
    const sessionId = await createSession(fixtures, shop, { startsAt: SATURDAY, capacity: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signIn()));
    // Half of the buyers reach process A, half process B, all at once.
    const results = await Promise.all(
      buyers.map((auth, i) => buy(i % 2 === 0 ? a() : b(), auth, sessionId)),
    );
    const outcomes = results.map((r) => (r.outcome === 'failed' ? r.why : r.outcome)).sort();
    expect(outcomes).toEqual([...Array(3).fill('bought'), ...Array(5).fill('sold out')].sort());
    expect(await sessionBooks(sessionId)).toEqual({
      sold: 3,
      tickets: 3,
      paidOrders: 3,
      otherOrders: 0,
      liveHolds: 0,
    });
  }, 60_000);

  it('a photo uploaded through the balancer is served by either process, from the object store', async () => {
    const me = await signIn();
    // Noise does not compress: the body is larger than nginx keeps in memory, so it goes
    // through the prefix's client_body_temp_path as a real upload would.
    const side = 300;
    const noise = Buffer.from(
      Array.from({ length: side * side * 3 }, () => (Math.random() * 256) | 0),
    );
    const photo = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(64 * 1024);
    const saved = await call(nginx.url, 'POST', '/v1/userInfo', {
      auth: me,
      body: multipart([
        { name: 'user', value: JSON.stringify(VALID_USER) },
        { name: 'photo', value: photo, filename: 'me.png', contentType: 'image/png' },
      ]),
    });
    expect(saved.status, saved.text).toBe(200);
    const url = UserSchema.parse(saved.json()).photo!;
    expect(url).toMatch(/^\/v1\/photos\/[A-Za-z0-9_-]{32}\.jpg$/);
    const fromA = await fetch(`${a()}${url}`);
    const fromB = await fetch(`${b()}${url}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromA.headers.get('content-type')).toBe('image/jpeg');
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    expect(Buffer.from(await fromB.arrayBuffer()).equals(bytesA)).toBe(true);
    expect((await sharp(bytesA).metadata()).format).toBe('jpeg');
    // Neither process kept it on its own disk.
    for (const api of apis) expect(existsSync(path.join(api.dataDir, 'uploads'))).toBe(false);
  });

  it('a live-seats stream through nginx hears a change made through either process within a second', async () => {
    const sessionId = await createSession(fixtures, shop, { startsAt: SATURDAY, capacity: 10 });
    const [first, second] = await Promise.all([signIn(), signIn()]);
    const stream = await openSeatsStreamAt(nginx.url, [sessionId]);
    cleanups.push(() => stream.close());
    expect((await stream.next()).sessions[0]?.seatsLeft).toBe(10);
    // The stream is on one of the two processes; a change through each reaches it, so one of
    // them is the other process's. Each deadline starts when the change was answered.
    const hold = async (base: string, auth: Auth, quantity: number) =>
      expectOk(
        await call(base, 'POST', '/v2/mob/scheduled-events/reservations', {
          auth,
          json: { sessionId, quantity },
        }),
        'hold',
      );
    await hold(a(), first!, 2);
    expect((await stream.next(1_000)).sessions[0]?.seatsLeft).toBe(8);
    await hold(b(), second!, 3);
    expect((await stream.next(1_000)).sessions[0]?.seatsLeft).toBe(5);
    stream.close();
  });

  it('deploy/rolling-restart.sh restarts a process during a stream of purchases: none is lost', async () => {
    const sessionId = await createSession(fixtures, shop, { startsAt: SATURDAY, capacity: 500 });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => signIn()));
    // A person watching the seats on the process that goes: its stream must not hold the stop up.
    const watching: SeatsStream = await openSeatsStreamAt(a(), [sessionId]);
    cleanups.push(() => watching.close());
    await watching.next();

    const restarted: {
      oldExit?: number | null;
      stopMs?: number;
      old?: ApiProcess;
      fresh?: ApiProcess;
    } = {};
    const hook = await restartHook(dir, async (port) => {
      const i = apis.findIndex((api) => api.port === port);
      if (i < 0) throw new Error(`нет процесса на порту ${port}`);
      const started = performance.now();
      restarted.old = apis[i]!;
      restarted.oldExit = await stopApi(restarted.old);
      restarted.stopMs = performance.now() - started;
      apis[i] = restarted.fresh = launchApi(port, apis[i]!.dataDir, env);
    });
    cleanups.push(() => hook.close());

    const bought: string[] = [];
    const failures: string[] = [];
    let stop = false;
    const loops = buyers.map(async (auth) => {
      while (!stop) {
        const r = await buy(nginx.url, auth, sessionId, true);
        if (r.outcome === 'bought') bought.push(r.orderId);
        else failures.push(r.outcome === 'failed' ? r.why : r.outcome);
        if (failures.length > 0) return;
      }
    });
    const done = Promise.all(loops);
    try {
      await waitFor('покупки не идут', async () => bought.length >= 3, {
        timeoutMs: 30_000,
        broken: () => failures[0] ?? null,
      });
      const script = await runRollingRestart([apis[0]!.port], hook.command);
      expect(script.code, script.output).toBe(0);
      expect(script.output).toContain('готов');
      // The old process stopped cleanly (SIGTERM: its requests finished, exit 0), well within
      // the unit's TimeoutStopSec, although a live-seats stream was open on it.
      const stopped = `${restarted.stopMs} мс:\n${restarted.old!.logs().slice(-3000)}`;
      expect(restarted.oldExit, stopped).toBe(0);
      expect(restarted.stopMs, stopped).toBeLessThan(8_000);
      // Its stream was ended by the stop (what it heard before that is read first): the
      // browser's EventSource reconnects, through nginx, to a process that is up.
      const lastWords = async () => {
        for (;;) await watching.next(5_000).catch((err: unknown) => Promise.reject(err));
      };
      await expect(lastWords()).rejects.toThrow(/ended/);
      // Purchases go on, and the restarted process takes its share again.
      const before = bought.length;
      await waitFor(
        'перезапущенный процесс не принимает покупки',
        async () =>
          bought.length >= before + 3 && restarted.fresh!.logs().includes('/v1/mob/sber/complete'),
        { timeoutMs: 30_000, broken: () => failures[0] ?? null },
      );
    } finally {
      stop = true;
      await done;
    }
    expect(failures).toEqual([]);
    expect(await sessionBooks(sessionId)).toEqual({
      sold: bought.length,
      tickets: bought.length,
      paidOrders: bought.length,
      otherOrders: 0,
      liveHolds: 0,
    });
    expect(new Set(bought).size).toBe(bought.length);
    console.info(
      `balancer: ${bought.length} покупок во время перезапуска, повторов запросов клиентом: ${retries}`,
    );
  }, 120_000);

  it('a payment webhook delivered to both processes issues the ticket once; a forged sender address is not believed', async () => {
    const sessionId = await createSession(fixtures, shop, { startsAt: SATURDAY, capacity: 10 });
    const me = await signIn();
    // The emulators of both processes keep their own notifications back: the test delivers them.
    for (const base of [a(), b()])
      expectOk(
        await call(base, 'POST', '/emulators/payments/faults', {
          json: { provider: 'YOOKASSA', notify: 'none' },
        }),
        'faults',
      );
    const order = await buy(nginx.url, me, sessionId, false, false);
    if (order.outcome !== 'bought') throw new Error(JSON.stringify(order));
    const paid = await call(nginx.url, 'POST', order.payUrl!, {
      form: { step: 'card', card: GOOD_CARD, exp: '12/35', cvc: '123' },
    });
    expect(paid.status, paid.text).toBe(303);
    const paymentId = new URL(order.payUrl!, nginx.url).searchParams.get('orderId')!;
    const state = async () =>
      OrderCompletedSchema.parse(
        expectOk(
          await call(nginx.url, 'GET', `/v1/mob/orderCompleted/${order.orderId}`, { auth: me }),
          'orderCompleted',
        ).json(),
      );
    expect((await state()).completed).toBe(false); // paid at the provider, not yet told

    const webhook = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: paymentId, status: 'succeeded', paid: true },
    };
    // From the internet through nginx, a sender claiming YooKassa's address is still the address
    // nginx saw: refused.
    const forged = await call(nginx.url, 'POST', '/v1/payments/yookassa/webhook', {
      json: webhook,
      headers: { 'x-forwarded-for': YOOKASSA_SENDER },
    });
    expect(forged.status, forged.text).toBe(403);
    // Nor does a process believe more than the one proxy in front of it: of a chain, only the
    // last entry, which that proxy wrote.
    const chained = await call(a(), 'POST', '/v1/payments/yookassa/webhook', {
      json: webhook,
      headers: { 'x-forwarded-for': `${YOOKASSA_SENDER}, 198.51.100.7` },
    });
    expect(chained.status, chained.text).toBe(403);
    expect((await state()).completed).toBe(false);

    // YooKassa's own notification, as nginx hands it to a process (X-Forwarded-For: the sender),
    // three times to each process at once: one issues, the others find it done.
    const deliveries = await Promise.all(
      [a(), b(), a(), b(), a(), b()].map((base) =>
        call(base, 'POST', '/v1/payments/yookassa/webhook', {
          json: webhook,
          headers: { 'x-forwarded-for': YOOKASSA_SENDER },
        }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual(Array(6).fill(200));
    expect((await state()).completed).toBe(true);
    expect(await sessionBooks(sessionId)).toEqual({
      sold: 1,
      tickets: 1,
      paidOrders: 1,
      otherOrders: 0,
      liveHolds: 0,
    });
    expect(
      await countRows(
        fixtures,
        sql`select count(*) as n from payment_notifications where provider_payment_id = ${paymentId}`,
      ),
    ).toBe(1);
  });
});

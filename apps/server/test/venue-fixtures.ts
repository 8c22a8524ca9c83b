import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ReservationSchema } from '@sportkarta/contract/api/orders';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { SoldPackageListSchema } from '@sportkarta/contract/api/service-packages';
import type { VenueRole } from '@sportkarta/contract/api/venue-staff';
import { beforeEach } from 'vitest';
import { signIn } from './accounts-helpers';
import { appTime, testClock } from './clock';
import { createRate, createSession, createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { createSection, type SectionFixture } from './sections-fixtures';
import { type EngineName, useTestApp } from './test-app';

// Issue 24: the venue's side in tests — roles given straight in the table, free tickets bought
// through the API (what a door scans).

export async function grant(
  app: FastifyInstance,
  userId: string,
  g: { complexId?: number; ownerId?: string; role: VenueRole; coachId?: number },
): Promise<string> {
  const rows = await app.db.execute<{ id: string }>(
    sql`insert into venue_staff (user_id, complex_id, owner_id, role, coach_id, created_at)
        values (${userId}, ${g.complexId ?? null}, ${g.ownerId ?? null}, ${g.role},
                ${g.coachId ?? null}, ${appTime(app)}::timestamptz)
        returning id`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

export async function staffAt(app: FastifyInstance, complexId: number, role: VenueRole) {
  const person = await signIn(app);
  await grant(app, person.user.id, { complexId, role });
  return person;
}

/** A free order of one line at the shop, as the app sends it: the order's id. */
async function freeOrder(app: FastifyInstance, auth: Auth, shop: Shop, line: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/v2/mob/order-free-sales',
    headers: auth,
    payload: {
      idempotencyKey: randomUUID(),
      agreementsAccepted: true,
      complexId: shop.complexId,
      lines: [line],
    },
  });
  if (res.statusCode !== 200) throw new Error(`order ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** A free ticket of a new session of the shop (its provider may be null): its QR token. */
export async function freeTicket(
  app: FastifyInstance,
  auth: Auth,
  shop: Shop,
  startsAt: Date,
): Promise<{ qrToken: string; qrCodeId: string; orderId: string }> {
  const sessionId = await createSession(app, shop, { startsAt, priceKopecks: 0 });
  const held = await app.inject({
    method: 'POST',
    url: '/v2/mob/scheduled-events/reservations',
    headers: auth,
    payload: { sessionId, quantity: 1 },
  });
  if (held.statusCode !== 200) throw new Error(`hold ${held.statusCode}: ${held.body}`);
  const orderId = await freeOrder(app, auth, shop, {
    kind: 'RESERVATION',
    reservationId: ReservationSchema.parse(held.json()).id,
  });
  const list = await app.inject({
    method: 'GET',
    url: '/v1/mob/user/purchases-services-with-date',
    headers: auth,
  });
  const items = TicketListSchema.parse(list.json()).items;
  const mine = items.find(
    (t) => t.startsAt !== null && new Date(t.startsAt).getTime() === startsAt.getTime(),
  )!;
  return { qrToken: mine.qrToken, qrCodeId: mine.qrCodeId, orderId };
}

/** The person's packages as their own screen lists them, newest first. */
export async function myPackages(app: FastifyInstance, auth: Auth) {
  const res = await app.inject({
    method: 'GET',
    url: '/v1/mob/user/sold-service-packages',
    headers: auth,
  });
  return SoldPackageListSchema.parse(res.json()).items;
}

/** A free package of the shop (8 visits, a month) bought by `auth`: the sold package's id. */
export async function freePackage(app: FastifyInstance, auth: Auth, shop: Shop): Promise<string> {
  const had = new Set((await myPackages(app, auth)).map((p) => p.id));
  const rateId = await createRate(app, shop, { costKopecks: 0, visits: 8 });
  await freeOrder(app, auth, shop, { kind: 'SERVICE_PACKAGE', rateId, quantity: 1 });
  return (await myPackages(app, auth)).find((p) => !had.has(p.id))!.id;
}

/** What `useSectionAdmin` gives each test: read it only inside a test. */
export interface SectionAdmin {
  readonly app: FastifyInstance;
  /** A section of a new venue, with one group of one place. */
  readonly s: SectionFixture;
  /** The administrator of the section's venue. */
  readonly admin: Auth;
}

/**
 * Issue 25's editor suites: the app on `engine` (call inside a describe block) and, before each
 * test, the clock at `at`, a new section and its venue's administrator.
 */
export function useSectionAdmin(engine: EngineName, at: string): SectionAdmin {
  const clock = testClock(at);
  const testApp = useTestApp(engine, { clock });
  let current: { s: SectionFixture; admin: Auth } | undefined;
  beforeEach(async () => {
    const { app } = testApp();
    clock.set(at);
    const s = await createSection(app, await createShop(app), [{ places: 1 }]);
    current = { s, admin: (await staffAt(app, s.complexId, 'ADMIN')).auth };
  });
  const now = () => {
    if (!current) throw new Error('useSectionAdmin: read it inside a test');
    return current;
  };
  return {
    get app() {
      return testApp().app;
    },
    get s() {
      return now().s;
    },
    get admin() {
      return now().admin;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  PERMISSION_KEYS,
  ROLE_PERMISSIONS,
  roleCan,
  VENUE_ROLES,
  type PermissionKey,
} from '@sportkarta/contract/api/venue-staff';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';
import { grant } from './venue-fixtures';

// Issue 24: every permission key against every role — a call that needs the key passes the
// guard exactly for the roles ROLE_PERMISSIONS gives it (any answer but 403), and a visitor or
// the staff of another venue is refused (403). groups.all is not a gate but a filter: the
// sections suite checks it (a coach sees only their own groups).
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (c: number) => string;
  payload?: object;
};
const base = (c: number) => `/v1/mob/staff/complexes/${c}`;
const CALLS: Record<Exclude<PermissionKey, 'groups.all'>, Call> = {
  'checkin.scan': { method: 'GET', url: (c) => `${base(c)}/offline-pack` },
  'checkin.lists': {
    method: 'POST',
    url: (c) => `${base(c)}/check-in-lists`,
    payload: { name: 'Главный вход', allProducts: true },
  },
  'orders.read': { method: 'GET', url: (c) => `${base(c)}/orders` },
  'orders.refund': {
    method: 'POST',
    url: (c) => `${base(c)}/orders/${randomUUID()}/refund`,
    payload: { lineIds: [1], reason: 'Причина возврата' },
  },
  'applications.read': { method: 'GET', url: (c) => `${base(c)}/applications` },
  'applications.decide': {
    method: 'POST',
    url: (c) => `${base(c)}/applications/${randomUUID()}/decision`,
    payload: { status: 'APPROVED' },
  },
  'roster.read': { method: 'GET', url: (c) => `${base(c)}/groups` },
  'attendance.mark': {
    method: 'PUT',
    url: (c) => `${base(c)}/groups/999999/attendance`,
    payload: { date: '2026-11-25', marks: [{ memberId: randomUUID(), present: true }] },
  },
  'team.manage': { method: 'GET', url: (c) => `${base(c)}/team` },
  'audit.read': { method: 'GET', url: (c) => `${base(c)}/audit` },
  'sessions.read': {
    method: 'GET',
    url: (c) => `${base(c)}/sessions?from=2026-11-25&to=2026-11-25`,
  },
  'sessions.cancel': {
    method: 'POST',
    url: (c) => `${base(c)}/sessions/999999/cancel`,
    payload: { reason: 'Бассейн закрыт' },
  },
  'catalogue.edit': {
    method: 'POST',
    url: (c) => `${base(c)}/series/999999/shift`,
    payload: { startTime: '19:00' },
  },
  'policies.manage': { method: 'GET', url: (c) => `${base(c)}/policies` },
  'reports.read': {
    method: 'GET',
    url: (c) => `${base(c)}/reports/sales?from=2026-11-01&to=2026-11-30`,
  },
  'finance.read': { method: 'GET', url: (c) => `${base(c)}/money?from=2026-11-01&to=2026-11-25` },
  'packages.manage': {
    method: 'POST',
    url: (c) => `${base(c)}/service-packages/${randomUUID()}/activate`,
    payload: { idempotencyKey: randomUUID(), startDate: '2026-11-25' },
  },
};

/** More calls behind a key already in CALLS (issue 25: the layout editor). */
const MORE_CALLS: [keyof typeof CALLS, Call][] = [
  ['orders.read', { method: 'GET', url: (c) => `${base(c)}/service-packages/${randomUUID()}` }],
  ['catalogue.edit', { method: 'GET', url: (c) => `${base(c)}/layouts` }],
  [
    'catalogue.edit',
    {
      method: 'POST',
      url: (c) => `${base(c)}/places/999999/parts`,
      payload: { idempotencyKey: randomUUID(), parentId: null, name: 'Бассейн', capacity: null },
    },
  ],
  [
    'catalogue.edit',
    { method: 'PATCH', url: (c) => `${base(c)}/parts/999999`, payload: { capacity: 4 } },
  ],
  ['catalogue.edit', { method: 'DELETE', url: (c) => `${base(c)}/parts/999999` }],
  ['catalogue.edit', { method: 'GET', url: (c) => `${base(c)}/catalogue/events/999999/products` }],
  [
    'catalogue.edit',
    {
      method: 'POST',
      url: (c) => `${base(c)}/catalogue/events/999999/products`,
      payload: {
        idempotencyKey: randomUUID(),
        partId: 1,
        kind: 'ANY',
        name: 'Любая дорожка',
        priceKopecks: 0,
      },
    },
  ],
  [
    'catalogue.edit',
    { method: 'POST', url: (c) => `${base(c)}/catalogue/events/999999/products/1/withdraw` },
  ],
  [
    'catalogue.edit',
    {
      method: 'PATCH',
      url: (c) => `${base(c)}/catalogue/events/999999/products/1`,
      payload: { priceKopecks: 100 },
    },
  ],
  [
    'catalogue.edit',
    { method: 'PATCH', url: (c) => `${base(c)}/parts/999999`, payload: { position: 0 } },
  ],
  // issue 25: the venue's sports (sports-page) and places (dictionaries-tab)
  ['catalogue.edit', { method: 'GET', url: (c) => `${base(c)}/places` }],
  [
    'catalogue.edit',
    { method: 'PUT', url: (c) => `${base(c)}/sports`, payload: { sportTypeIds: [999999] } },
  ],
  [
    'catalogue.edit',
    {
      method: 'POST',
      url: (c) => `${base(c)}/places`,
      payload: { idempotencyKey: randomUUID(), name: 'Малый зал', sportTypeIds: [999999] },
    },
  ],
  [
    'catalogue.edit',
    { method: 'PATCH', url: (c) => `${base(c)}/places/999999`, payload: { name: 'Зал' } },
  ],
  ['catalogue.edit', { method: 'DELETE', url: (c) => `${base(c)}/places/999999` }],
];

describe.each(ENGINES)('venue permission keys ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const app = useTestApp(engine.name, { clock: testClock(WEDNESDAY) });
    let t: TestApp;
    let shop: Shop;
    let other: Shop;
    const people = new Map<string, Auth>();
    beforeAll(async () => {
      t = app();
      shop = await createShop(t.app, { provider: null });
      other = await createShop(t.app, { provider: null });
      const [coach] = await queryRows(
        t.app.db,
        sql`insert into coaches (complex_id, first_name, last_name) values (${shop.complexId}, 'Анна', 'Тренерова') returning id`,
        z.object({ id: z.number() }),
      );
      for (const role of VENUE_ROLES) {
        const person = await signIn(t.app);
        await grant(t.app, person.user.id, {
          complexId: shop.complexId,
          role,
          ...(role === 'COACH' ? { coachId: coach!.id } : {}),
        });
        people.set(role, person.auth);
      }
      people.set('visitor', (await signIn(t.app)).auth);
      const elsewhere = await signIn(t.app);
      await grant(t.app, elsewhere.user.id, { complexId: other.complexId, role: 'ADMIN' });
      people.set('elsewhere', elsewhere.auth);
    });
    const call = (key: keyof typeof CALLS, who: string, c: Call = CALLS[key]) => {
      return t.app.inject({
        method: c.method,
        url: c.url(shop.complexId),
        headers: people.get(who)!,
        ...(c.payload ? { payload: c.payload } : {}),
      });
    };

    it("the table of roles is the issue's: a change to it is deliberate", () => {
      expect(ROLE_PERMISSIONS).toEqual({
        ADMIN: PERMISSION_KEYS,
        FRONT_DESK: [
          'checkin.scan',
          'orders.read',
          'orders.refund',
          'applications.read',
          'applications.decide',
          'roster.read',
          'groups.all',
          'sessions.read',
          'packages.manage',
        ],
        CONTROLLER: ['checkin.scan'],
        COACH: ['roster.read', 'attendance.mark'],
      });
    });

    it('lists every key but groups.all', () => {
      expect(Object.keys(CALLS).sort()).toEqual(
        PERMISSION_KEYS.filter((k) => k !== 'groups.all').sort(),
      );
    });

    /** Exactly the roles that hold the key pass the call; a visitor and another venue do not. */
    const gate = async (key: keyof typeof CALLS, c: Call = CALLS[key]) => {
      for (const role of VENUE_ROLES) {
        const res = await call(key, role, c);
        expect(res.statusCode, `${role}: ${res.body}`).not.toBe(500);
        expect(res.statusCode === 403, `${role}: ${res.body}`).toBe(!roleCan(role, key));
      }
      for (const who of ['visitor', 'elsewhere'])
        expect((await call(key, who, c)).statusCode, who).toBe(403);
    };

    it.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
      '%s: exactly the roles that hold it pass',
      (key) => gate(key),
    );

    it.each(MORE_CALLS.map(([key, c]) => [key, `${c.method} ${c.url(0)}`, c] as const))(
      '%s: %s — exactly the roles that hold it pass',
      (key, _title, c) => gate(key, c),
    );
  });
});

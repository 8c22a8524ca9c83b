import { randomUUID } from 'node:crypto';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import {
  CreatePartResultSchema,
  CreateProductResultSchema,
} from '@sportkarta/contract/api/venue-layouts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { countRows, createSession, createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { staffAt } from './venue-fixtures';

// Issue 25: the layout editor's calls as its tests make them (venue-layouts*.test.ts): the
// venue's administrator adds parts and products through the API and reads the audit log.

export type Method = 'POST' | 'PATCH' | 'GET' | 'DELETE';

/**
 * A venue whose event sells one session of 20 at `startsAt` — 700 ₽ through `provider`, free
 * without one — with its administrator: what the layout editor's tests start from.
 */
export async function layoutVenue(
  app: FastifyInstance,
  startsAt: Date,
  provider: 'YOOKASSA' | null = null,
): Promise<{ shop: Shop; admin: Auth; sessionId: number; eventId: number }> {
  const shop = await createShop(app, { provider });
  const admin = (await staffAt(app, shop.complexId, 'ADMIN')).auth;
  const sessionId = await createSession(app, shop, {
    startsAt,
    capacity: 20,
    priceKopecks: provider ? 70000 : 0,
  });
  const eventId = await countRows(
    app,
    sql`select event_id as n from event_sessions where id = ${sessionId}`,
  );
  return { shop, admin, sessionId, eventId };
}

export function layoutEditor(
  app: () => FastifyInstance,
  a: { shop: () => Shop; admin: () => Auth; eventId: () => number },
) {
  const base = (complexId = a.shop().complexId) => `/v1/mob/staff/complexes/${complexId}`;
  const send = (auth: Auth, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const audit = async (kind: string) =>
    AuditPageSchema.parse((await send(a.admin(), 'GET', `${base()}/audit?kind=${kind}`)).json())
      .items;
  const addPart = async (parentId: number | null, name: string, capacity: number | null) => {
    const res = await send(a.admin(), 'POST', `${base()}/places/${a.shop().placeId}/parts`, {
      idempotencyKey: randomUUID(),
      parentId,
      name,
      capacity,
    });
    expect(res.statusCode, res.body).toBe(200);
    return CreatePartResultSchema.parse(res.json()).part.id;
  };
  const addProduct = async (partId: number, name: string, kind = 'ANY', priceKopecks = 0) => {
    const res = await send(
      a.admin(),
      'POST',
      `${base()}/catalogue/events/${a.eventId()}/products`,
      { idempotencyKey: randomUUID(), partId, kind, name, priceKopecks },
    );
    expect(res.statusCode, res.body).toBe(200);
    return CreateProductResultSchema.parse(res.json()).product.id;
  };
  return { base, send, audit, addPart, addProduct };
}

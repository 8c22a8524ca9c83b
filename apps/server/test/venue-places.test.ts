import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PlacesPageSchema } from '@sportkarta/contract/api/places';
import { AuditPageSchema } from '@sportkarta/contract/api/venue-desk';
import {
  CreatePlaceResultSchema,
  VenuePlaceSchema,
  VenuePlacesSchema,
} from '@sportkarta/contract/api/venue-places';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { testClock } from './clock';
import { createShop, type Shop } from './orders-fixtures';
import type { Auth } from './payments-helpers';
import { ensureSportTypes, TEST_SPORTS } from './places-fixtures';
import { ENGINES, engineTitle, type TestApp, useTestApp } from './test-app';
import { staffAt } from './venue-fixtures';

// Issue 25 (flags sports-page, dictionaries-tab): the venue's sports and its places as the
// venue's administrator keeps them — the rules (400s in Russian naming what is wrong), the front
// desk and another venue refused, every write audited, a used place kept (409), and the
// visitor's search by sport following a change at once.
const NOW = '2026-11-25T11:00:00+03:00';
const CYRILLIC = /[А-ЯЁа-яё]/;
const { swimming, football, tennis } = TEST_SPORTS;

describe.each(ENGINES)('venue sports and places ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const app = useTestApp(engine.name, { clock: testClock(NOW) });
    let t: TestApp;
    let shop: Shop;
    let admin: Auth;
    beforeEach(async () => {
      t = app();
      await ensureSportTypes(t.app);
      shop = await createShop(t.app, { provider: null });
      await t.app.db.execute(
        sql`update complexes set sport_type_ids = ${`{${swimming.id}}`}::int[] where id = ${shop.complexId}`,
      );
      admin = (await staffAt(t.app, shop.complexId, 'ADMIN')).auth;
    });
    const base = (complexId = shop.complexId) => `/v1/mob/staff/complexes/${complexId}`;
    const send = (auth: Auth, method: string, url: string, payload?: object) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: auth,
        ...(payload ? { payload } : {}),
      });
    const read = async () =>
      VenuePlacesSchema.parse((await send(admin, 'GET', `${base()}/places`)).json());
    const audit = async (kind: string) =>
      AuditPageSchema.parse((await send(admin, 'GET', `${base()}/audit?kind=${kind}`)).json())
        .items;
    const refused = async (res: { statusCode: number; json: () => unknown }, code: number) => {
      expect(res.statusCode).toBe(code);
      const { message } = res.json() as { message: string };
      expect(message).toMatch(CYRILLIC);
      return message;
    };
    const create = (body: object, auth = admin) =>
      send(auth, 'POST', `${base()}/places`, { idempotencyKey: randomUUID(), ...body });
    /** The venue's ids among approved venues found by sport near its point. */
    const foundBy = async (sportId: number) => {
      const [at] = await queryRows(
        t.app.db,
        sql`select lat, lon from complexes where id = ${shop.complexId}`,
        z.object({ lat: z.number(), lon: z.number() }),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/places',
        payload: [
          { field: 'latitude', values: [at!.lat] },
          { field: 'longitude', values: [at!.lon] },
          { field: 'radius', values: [100] },
          { field: 'sportTypes', values: [sportId] },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      return PlacesPageSchema.parse(res.json()).items.some((p) => p.id === shop.complexId);
    };

    it('saves the sports of the venue and its places; the search follows at once', async () => {
      expect(await foundBy(swimming.id)).toBe(true);
      expect(await foundBy(tennis.id)).toBe(false);
      const put = await send(admin, 'PUT', `${base()}/sports`, {
        sportTypeIds: [tennis.id, football.id, tennis.id],
        places: [{ placeId: shop.placeId, sportTypeIds: [tennis.id] }],
      });
      expect(put.statusCode, put.body).toBe(200);
      const body = VenuePlacesSchema.parse(put.json());
      expect(body.sportTypeIds.sort()).toEqual([football.id, tennis.id]);
      expect(body.places[0]!.sportTypeIds).toEqual([tennis.id]);
      expect(body.sportTypes.some((s) => s.id === swimming.id)).toBe(true);
      expect(await foundBy(tennis.id)).toBe(true);
      expect(await foundBy(swimming.id)).toBe(false);
      const [entry] = await audit('VENUE_SPORTS_UPDATE');
      expect(entry!.kindLabel).toBe('Виды спорта спортобъекта');
      expect(entry!.before).toEqual({
        sports: swimming.name,
        placeSports: [`Большой зал: —`],
      });
      expect(entry!.after).toEqual({
        sports: `${football.name}, ${tennis.name}`,
        placeSports: [`Большой зал: ${tennis.name}`],
      });
      // the same again: nothing written, no second entry
      await send(admin, 'PUT', `${base()}/sports`, {
        sportTypeIds: [football.id, tennis.id],
        places: [{ placeId: shop.placeId, sportTypeIds: [tennis.id] }],
      });
      expect(await audit('VENUE_SPORTS_UPDATE')).toHaveLength(1);
    });

    it('refuses unknown sports, places of another venue, sports the venue lacks, none', async () => {
      const other = await createShop(t.app, { provider: null });
      const put = (body: object) => send(admin, 'PUT', `${base()}/sports`, body);
      expect(await refused(await put({ sportTypeIds: [999_999] }), 400)).toContain('999999');
      expect(await refused(await put({ sportTypeIds: [] }), 400)).toContain(
        'хотя бы один вид спорта',
      );
      await refused(
        await put({
          sportTypeIds: [swimming.id],
          places: [{ placeId: other.placeId, sportTypeIds: [] }],
        }),
        404,
      );
      const lacks = await refused(
        await put({
          sportTypeIds: [swimming.id],
          places: [{ placeId: shop.placeId, sportTypeIds: [football.id] }],
        }),
        400,
      );
      expect(lacks).toContain('«Большой зал»');
      expect(lacks).toContain(football.name);
      // a place not named keeps its sports, which must stay among the venue's
      await put({
        sportTypeIds: [swimming.id, football.id],
        places: [{ placeId: shop.placeId, sportTypeIds: [football.id] }],
      });
      expect(await refused(await put({ sportTypeIds: [swimming.id] }), 400)).toContain(
        football.name,
      );
      await refused(await put({ sportTypeIds: 'все' }), 400);
      expect(await audit('VENUE_SPORTS_UPDATE')).toHaveLength(1);
    });

    it('keeps places: add once per key, rename, move, remove; each audited', async () => {
      const key = randomUUID();
      const first = await send(admin, 'POST', `${base()}/places`, {
        idempotencyKey: key,
        name: 'Бассейн 25 м',
        description: 'Шесть дорожек',
        sportTypeIds: [swimming.id],
      });
      expect(first.statusCode, first.body).toBe(200);
      const made = CreatePlaceResultSchema.parse(first.json());
      expect(made).toMatchObject({ fresh: true, place: { position: 1, usedBy: [] } });
      const again = await send(admin, 'POST', `${base()}/places`, {
        idempotencyKey: key,
        name: 'Бассейн 25 м',
      });
      expect(CreatePlaceResultSchema.parse(again.json())).toMatchObject({
        fresh: false,
        place: { id: made.place.id },
      });
      await refused(
        await send(admin, 'POST', `${base()}/places`, { idempotencyKey: key, name: 'Другое' }),
        409,
      );
      expect(await refused(await create({ name: 'бассейн 25 М' }), 409)).toContain('уже есть');
      expect(await refused(await create({ name: '  ' }), 400)).toContain('Название');
      expect(
        await refused(await create({ name: 'Корт', sportTypeIds: [tennis.id] }), 400),
      ).toContain(tennis.name);
      expect(await audit('PLACE_CREATE')).toHaveLength(1);

      const moved = await send(admin, 'PATCH', `${base()}/places/${made.place.id}`, {
        name: 'Бассейн 50 м',
        position: 0,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(VenuePlaceSchema.parse(moved.json())).toMatchObject({
        name: 'Бассейн 50 м',
        position: 0,
      });
      expect((await read()).places.map((p) => p.name)).toEqual(['Бассейн 50 м', 'Большой зал']);
      const [update] = await audit('PLACE_UPDATE');
      expect(update!.before).toEqual({ name: 'Бассейн 25 м', order: 2 });
      expect(update!.after).toEqual({ name: 'Бассейн 50 м', order: 1 });
      await send(admin, 'PATCH', `${base()}/places/${made.place.id}`, { name: 'Бассейн 50 м' });
      expect(await audit('PLACE_UPDATE')).toHaveLength(1);
      await refused(
        await send(admin, 'PATCH', `${base()}/places/${made.place.id}`, { name: 'Большой зал' }),
        409,
      );
      await refused(await send(admin, 'PATCH', `${base()}/places/${made.place.id}`, {}), 400);

      const removed = await send(admin, 'DELETE', `${base()}/places/${made.place.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await read()).places.map((p) => [p.name, p.position])).toEqual([['Большой зал', 0]]);
      const [gone] = await audit('PLACE_REMOVE');
      expect(gone!.before).toMatchObject({ name: 'Бассейн 50 м', sports: swimming.name });
      await refused(await send(admin, 'DELETE', `${base()}/places/${made.place.id}`), 404);
    });

    it('keeps a place something names (409 saying what), and new places reach the catalogue', async () => {
      await t.app.db.execute(
        sql`insert into services (complex_id, place_id, name, service_type, price_kopecks)
            values (${shop.complexId}, ${shop.placeId}, 'Разовое посещение', 'INDIVIDUAL', 50000)`,
      );
      expect((await read()).places[0]!.usedBy).toEqual(['услуги (1)']);
      const msg = await refused(
        await send(admin, 'DELETE', `${base()}/places/${shop.placeId}`),
        409,
      );
      expect(msg).toContain('услуги (1)');
      expect(await audit('PLACE_REMOVE')).toHaveLength(0);
      const made = CreatePlaceResultSchema.parse((await create({ name: 'Малый зал' })).json());
      const catalogue = (await send(admin, 'GET', `${base()}/catalogue`)).json() as {
        places: { id: number }[];
      };
      expect(catalogue.places.map((p) => p.id)).toContain(made.place.id);
    });

    it("refuses the front desk and another venue's administrator", async () => {
      const desk = (await staffAt(t.app, shop.complexId, 'FRONT_DESK')).auth;
      const other = await createShop(t.app, { provider: null });
      const stranger = (await staffAt(t.app, other.complexId, 'ADMIN')).auth;
      for (const who of [desk, stranger]) {
        await refused(await send(who, 'GET', `${base()}/places`), 403);
        await refused(
          await send(who, 'PUT', `${base()}/sports`, { sportTypeIds: [swimming.id] }),
          403,
        );
        await refused(await create({ name: 'Чужой зал' }, who), 403);
        await refused(
          await send(who, 'PATCH', `${base()}/places/${shop.placeId}`, { name: 'Чужой' }),
          403,
        );
        await refused(await send(who, 'DELETE', `${base()}/places/${shop.placeId}`), 403);
      }
      // another venue's place through one's own venue: 404
      await refused(
        await send(admin, 'PATCH', `${base()}/places/${other.placeId}`, { name: 'Чужой' }),
        404,
      );
      await refused(await send(admin, 'DELETE', `${base()}/places/${other.placeId}`), 404);
    });
  });
});

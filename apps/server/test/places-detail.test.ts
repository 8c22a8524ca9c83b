import {
  BOTH_COORDINATES_MESSAGE,
  AddPlaceResultSchema,
  FavoritePlacesSchema,
  FavoriteToggleSchema,
  PlaceDetailSchema,
  PlacesPageSchema,
  SportTypeListSchema,
  SupportedCategoriesSchema,
} from '@sportkarta/contract/api/places';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { districts, placeProposals } from '../src/db/schema';
import * as placesService from '../src/modules/places/service';
import { signIn } from './accounts-helpers';
import {
  createComplex,
  createOwner,
  ensureSportTypes,
  freshOrigin,
  northOf,
  TEST_PDF,
  TEST_SPORTS,
  type TestOwner,
} from './places-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('place page, policies, favourites ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    let owner: TestOwner;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
      await ensureSportTypes(t.app);
      owner = await createOwner(t.app);
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const toggle = (id: number | string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url: `/v1/placeFavorites/${id}`, headers });
    const detail = async (id: number, headers: Record<string, string> = {}) => {
      const res = await get(`/v1/mob/public/place/${id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return PlaceDetailSchema.parse(res.json());
    };

    it('answers the whole venue: places, owner with policy links, district, photos', async () => {
      const [district] = await t.app.db.select().from(districts).limit(1);
      const { swimming, tennis } = TEST_SPORTS;
      const id = await createComplex(t.app, owner.id, {
        name: 'Аквацентр Тест',
        placeName: 'Бассейн 50 м',
        at: freshOrigin(),
        sportTypeIds: [swimming.id, tennis.id],
        categoryIds: [4],
        benefits: ['PENSIONERS'],
        districtId: district!.id,
        photos: [{ url: '/media/places/1.jpg', alt: 'Чаша бассейна' }],
        contacts: [{ kind: 'PHONE', value: '+74951234567' }],
      });
      const d = await detail(id);
      expect(d).toMatchObject({
        id,
        name: 'Аквацентр Тест',
        placeName: 'Бассейн 50 м',
        district: district!.name,
        favorite: false,
        myRating: null,
        rating: null,
        ratingCount: 0,
        categories: [4],
        benefits: ['PENSIONERS'],
        timeZone: 'Europe/Moscow',
        ratingSummary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
      });
      expect(d.sportTypes).toEqual([swimming, tennis]);
      expect(d.places).toEqual([
        {
          id: expect.any(Number),
          name: 'Бассейн 50 м',
          description: '',
          sportTypes: [swimming, tennis],
        },
      ]);
      expect(d.photos).toHaveLength(1);
      expect(d.contacts).toEqual([{ kind: 'PHONE', value: '+74951234567' }]);
      expect(d.owner.visitPolicy).toEqual({
        id: owner.visitPolicyId,
        title: 'Правила посещения',
        url: `/v1/mob/policy/public/file/${owner.id}/${owner.visitPolicyId}`,
      });
      expect(d.owner.paybackPolicy?.id).toBe(owner.paybackPolicyId);
    });

    it('unknown, unmoderated and malformed ids', async () => {
      const hidden = await createComplex(t.app, owner.id, {
        at: freshOrigin(),
        moderation: 'DISMISSED',
      });
      for (const id of [hidden, 2_000_000_000]) {
        const res = await get(`/v1/mob/public/place/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Площадка не найдена' });
      }
      for (const id of ['abc', '1.5', '-3', '99999999999']) {
        const res = await get(`/v1/mob/public/place/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect((res.json() as { message: string }).message).toContain('Неверный идентификатор');
      }
    });

    it('serves the policy PDF inline; unknown or malformed ids are 404', async () => {
      const res = await get(`/v1/mob/policy/public/file/${owner.id}/${owner.visitPolicyId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline; filename="visit-policy.pdf"');
      expect(res.rawPayload.equals(TEST_PDF)).toBe(true);
      const other = await createOwner(t.app);
      for (const url of [
        `/v1/mob/policy/public/file/${other.id}/${owner.visitPolicyId}`,
        `/v1/mob/policy/public/file/${owner.id}/00000000-0000-4000-8000-000000000000`,
        `/v1/mob/policy/public/file/${owner.id}/nope`,
      ]) {
        const miss = await get(url);
        expect(miss.statusCode, url).toBe(404);
        expect(miss.json()).toMatchObject({ message: 'Документ не найден' });
      }
    });

    it('favourites are per person: toggle, flags in list and page, my list newest first', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const o = freshOrigin();
      const first = await createComplex(t.app, owner.id, { name: 'Первый', at: northOf(o, 100) });
      const second = await createComplex(t.app, owner.id, { name: 'Второй', at: northOf(o, 200) });

      expect(FavoriteToggleSchema.parse((await toggle(first, me.auth)).json())).toEqual({
        placeId: first,
        favorite: true,
      });
      await new Promise((r) => setTimeout(r, 5));
      expect((await toggle(second, me.auth)).json()).toEqual({ placeId: second, favorite: true });

      const listFor = async (headers: Record<string, string>) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/mob/places',
          headers,
          payload: [
            { field: 'latitude', values: [o.lat] },
            { field: 'longitude', values: [o.lon] },
            { field: 'radius', values: [1000] },
          ],
        });
        return PlacesPageSchema.parse(res.json()).items.map((p) => [p.id, p.favorite]);
      };
      expect(await listFor(me.auth)).toEqual([
        [first, true],
        [second, true],
      ]);
      expect(await listFor(other.auth)).toEqual([
        [first, false],
        [second, false],
      ]);
      expect(await listFor({})).toEqual([
        [first, false],
        [second, false],
      ]);
      expect((await detail(first, me.auth)).favorite).toBe(true);
      expect((await detail(first, other.auth)).favorite).toBe(false);

      // The other person's toggle adds their own favourite and leaves mine alone.
      expect((await toggle(first, other.auth)).json()).toEqual({ placeId: first, favorite: true });
      expect((await toggle(first, me.auth)).json()).toEqual({ placeId: first, favorite: false });
      expect((await detail(first, other.auth)).favorite).toBe(true);

      await toggle(first, me.auth);
      const mine = FavoritePlacesSchema.parse((await get('/v1/placeFavorites', me.auth)).json());
      expect(mine.items.map((p) => p.id)).toEqual([first, second]);
      expect(mine.items.every((p) => p.favorite && p.distance === null)).toBe(true);
      const near = FavoritePlacesSchema.parse(
        (await get(`/v1/placeFavorites?lat=${o.lat}&lon=${o.lon}`, me.auth)).json(),
      );
      expect(Math.abs(near.items[1]!.distance! - 200)).toBeLessThan(1);
      const theirs = FavoritePlacesSchema.parse(
        (await get('/v1/placeFavorites', other.auth)).json(),
      );
      expect(theirs.items.map((p) => p.id)).toEqual([first]);
    });

    it('favourites: visitor 401, unknown venue 404, bad id or point 400', async () => {
      const me = await signIn(t.app);
      const id = await createComplex(t.app, owner.id, { at: freshOrigin() });
      expect((await toggle(id)).statusCode).toBe(401);
      expect((await get('/v1/placeFavorites')).statusCode).toBe(401);
      const unknown = await toggle(2_000_000_000, me.auth);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Площадка не найдена' });
      expect((await toggle('x', me.auth)).statusCode).toBe(400);
      const half = await get('/v1/placeFavorites?lat=55', me.auth);
      expect(half.statusCode).toBe(400);
      expect((half.json() as { message: string }).message).toContain('Укажите обе координаты');
    });

    it('dictionaries: sport types in order, categories as in favouriteCategories.json', async () => {
      const types = SportTypeListSchema.parse((await get('/v1/sportTypes')).json());
      const ours = types.filter((s) => s.id >= 90_000);
      expect(ours).toEqual(Object.values(TEST_SPORTS));
      const categories = SupportedCategoriesSchema.parse(
        (await get('/v1/supportedCategories')).json(),
      );
      const file = (await get('/favouriteCategories.json')).json() as unknown;
      expect(categories).toEqual(file);
    });

    it('a proposal waits in moderation as NEW; visitors and bad input are refused', async () => {
      const me = await signIn(t.app);
      const body = {
        name: 'Новая площадка',
        address: 'Москва, ул. Тестовая, 5',
        sportTypes: [TEST_SPORTS.football.id],
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/addPlace',
        headers: me.auth,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = AddPlaceResultSchema.parse(res.json());
      const [row] = await t.app.db
        .select()
        .from(placeProposals)
        .where(eq(placeProposals.id, saved.id));
      expect(row).toMatchObject({ userId: me.user.id, status: 'NEW', name: 'Новая площадка' });

      const post = (payload: object, headers: Record<string, string> = me.auth) =>
        t.app.inject({ method: 'POST', url: '/v1/addPlace', headers, payload });
      expect((await post(body, {})).statusCode).toBe(401);
      for (const bad of [
        { ...body, name: '' },
        { ...body, sportTypes: [123_456_789] },
        { ...body, lat: 55.7 },
      ]) {
        const r = await post(bad);
        expect(r.statusCode, JSON.stringify(bad)).toBe(400);
        expect((r.json() as { message: string }).message).toMatch(/[А-Яа-я]/);
      }
    });

    it('a half point is refused by the route schema, before the service runs', async () => {
      const me = await signIn(t.app);
      const addPlace = vi.spyOn(placesService, 'addPlace');
      const getFavorites = vi.spyOn(placesService, 'getFavorites');
      try {
        const proposal = await t.app.inject({
          method: 'POST',
          url: '/v1/addPlace',
          headers: me.auth,
          payload: { name: 'Новая площадка', address: 'Москва, ул. Тестовая, 5', lon: 37.6 },
        });
        expect(proposal.statusCode).toBe(400);
        expect(proposal.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: `Проверьте правильность заполнения полей. Тело запроса: ${BOTH_COORDINATES_MESSAGE}`,
        });
        const favourites = await get('/v1/placeFavorites?lat=55', me.auth);
        expect(favourites.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: `Проверьте правильность заполнения полей. Параметры запроса: ${BOTH_COORDINATES_MESSAGE}`,
        });
        expect(addPlace).not.toHaveBeenCalled();
        expect(getFavorites).not.toHaveBeenCalled();
      } finally {
        addPlace.mockRestore();
        getFavorites.mockRestore();
      }
    });
  });
});

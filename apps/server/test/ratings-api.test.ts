import {
  MyRatingSchema,
  PlaceDetailSchema,
  PlacesPageSchema,
  RatingListSchema,
  RatingSchema,
} from '@sportkarta/contract/api/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { createComplex, createOwner, freshOrigin, setUserName } from './places-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('ratings ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    let ownerId: string;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      await t.app.ready();
      ownerId = (await createOwner(t.app)).id;
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    const rate = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/v1/rating', headers, payload: payload as object });
    const list = async (id: number, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/getratinglist/${id}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return RatingListSchema.parse(res.json());
    };
    const mine = async (id: number, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/rating/${id}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return MyRatingSchema.parse(res.json()).rating;
    };

    it('one rating per person; a second person never overwrites mine; edits update the average', async () => {
      const anna = await signIn(t.app);
      const boris = await signIn(t.app);
      await setUserName(t.app, anna.user.id, 'Анна', 'смирнова');
      const origin = freshOrigin();
      const id = await createComplex(t.app, ownerId, { at: origin });

      const first = await rate(anna.auth, {
        placeId: id,
        value: 5,
        comment: '  Отличный бассейн ',
      });
      expect(first.statusCode, first.body).toBe(200);
      const saved = RatingSchema.parse(first.json());
      expect(saved).toMatchObject({
        placeId: id,
        value: 5,
        comment: 'Отличный бассейн',
        authorName: 'Анна С.',
        mine: true,
      });

      expect((await rate(boris.auth, { placeId: id, value: 2 })).statusCode).toBe(200);
      expect((await mine(id, anna.auth))?.value).toBe(5);
      expect((await mine(id, boris.auth))?.authorName).toBe('Пользователь');

      let l = await list(id);
      expect(l.summary).toEqual({ average: 3.5, count: 2, distribution: [0, 1, 0, 0, 1] });

      const edited = RatingSchema.parse((await rate(anna.auth, { placeId: id, value: 3 })).json());
      expect(edited.id).toBe(saved.id);
      expect(edited.comment).toBe('');
      l = await list(id, anna.auth);
      expect(l.summary).toEqual({ average: 2.5, count: 2, distribution: [0, 1, 1, 0, 0] });
      // Newest (last edited) first; only my own is marked mine.
      expect(l.items.map((r) => [r.value, r.mine])).toEqual([
        [3, true],
        [2, false],
      ]);
      expect((await list(id)).items.every((r) => !r.mine)).toBe(true);

      // The venue's denormalised rating (list and page) follows in the same transaction.
      const page = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/places',
        payload: [
          { field: 'latitude', values: [origin.lat] },
          { field: 'longitude', values: [origin.lon] },
          { field: 'radius', values: [100] },
        ],
      });
      expect(PlacesPageSchema.parse(page.json()).items[0]).toMatchObject({
        id,
        rating: 2.5,
        ratingCount: 2,
      });
      const detail = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/public/place/${id}`,
        headers: boris.auth,
      });
      expect(PlaceDetailSchema.parse(detail.json())).toMatchObject({
        myRating: 2,
        rating: 2.5,
        ratingCount: 2,
      });
    });

    it('no rating yet: null for me, empty list', async () => {
      const me = await signIn(t.app);
      const id = await createComplex(t.app, ownerId, { at: freshOrigin() });
      expect(await mine(id, me.auth)).toBeNull();
      expect(await list(id)).toEqual({
        summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
        items: [],
      });
    });

    it('bad values are 400 with Russian messages; visitors 401; unknown venues 404', async () => {
      const me = await signIn(t.app);
      const id = await createComplex(t.app, ownerId, { at: freshOrigin() });
      const cases: [unknown, string][] = [
        [{ placeId: id, value: 0 }, 'Значение не может быть меньше 1'],
        [{ placeId: id, value: 6 }, 'Значение не может быть больше 5'],
        [{ placeId: id, value: 'x' }, 'Оценка должна быть числом от 1 до 5'],
        [{ placeId: id, value: 4.5 }, 'Оценка должна быть целым числом от 1 до 5'],
        [{ placeId: id, value: 4, comment: 'я'.repeat(1001) }, 'Длина текста'],
        [{ placeId: 'x', value: 4 }, 'Неверный идентификатор площадки'],
        [{ placeId: 99_999_999_999, value: 4 }, 'Неверный идентификатор площадки'],
        [[1, 2], 'Проверьте'],
      ];
      for (const [payload, message] of cases) {
        const res = await rate(me.auth, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect((res.json() as { message: string }).message).toContain(message);
      }
      expect((await rate({}, { placeId: id, value: 4 })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/v1/rating/${id}` })).statusCode).toBe(401);

      const hidden = await createComplex(t.app, ownerId, { at: freshOrigin(), moderation: 'NEW' });
      for (const res of [
        await rate(me.auth, { placeId: 2_000_000_000, value: 4 }),
        await rate(me.auth, { placeId: hidden, value: 4 }),
        await t.app.inject({ method: 'GET', url: `/v1/getratinglist/${hidden}` }),
        await t.app.inject({ method: 'GET', url: `/v1/rating/${hidden}`, headers: me.auth }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Площадка не найдена' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/v1/getratinglist/abc' })).statusCode).toBe(
        400,
      );
    });

    it('ratings from many people at once all count', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, () => signIn(t.app)));
      const at = freshOrigin();
      const id = await createComplex(t.app, ownerId, { at });
      await Promise.all(people.map((p, i) => rate(p.auth, { placeId: id, value: (i % 5) + 1 })));
      const l = await list(id);
      expect(l.summary).toEqual({ average: 2.67, count: 6, distribution: [2, 1, 1, 1, 1] });
      // The venue row was locked per rating, so the stored average saw every one of them.
      const page = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/places',
        payload: [
          { field: 'latitude', values: [at.lat] },
          { field: 'longitude', values: [at.lon] },
        ],
      });
      expect(PlacesPageSchema.parse(page.json()).items[0]).toMatchObject({
        id,
        rating: 2.67,
        ratingCount: 6,
      });
    });
  });
});

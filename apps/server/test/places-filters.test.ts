import { PlacesRequestSchema } from '@sportkarta/contract/api/places';
import { validationErrorMessage } from '@sportkarta/contract/field-labels';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toPlaceSearch } from '../src/modules/places/filters';

z.config(z.locales.ru());

// The body of POST /v1/mob/places: checked by the contract's schema (spec §3 Place filters,
// §7.2), then turned into a search by the server. Pure: no database.
const search = (body: unknown) => toPlaceSearch(PlacesRequestSchema.parse(body));

describe('place filters → search', () => {
  it('no filters: everything off', () => {
    expect(search([])).toEqual({
      sportTypes: [],
      categories: [],
      benefits: [],
      accessibility: [],
      highRating: false,
      hasServices: false,
      query: null,
      origin: null,
      radius: null,
    });
  });

  it('lists add up without duplicates; ids may be digit strings', () => {
    const s = search([
      { field: 'sportTypes', values: [3, 1] },
      { field: 'sportTypes', values: ['3', 7] },
      { field: 'categories', values: ['12'] },
      { field: 'benefits', values: ['CHILDREN', 'CHILDREN'] },
      { field: 'accessibility', values: ['LIFT', 'POOL_HOIST'] },
      { field: 'accessibility', values: ['LIFT'] },
    ]);
    expect(s).toMatchObject({
      sportTypes: [3, 1, 7],
      categories: [12],
      benefits: ['CHILDREN'],
      accessibility: ['LIFT', 'POOL_HOIST'],
    });
  });

  it('radius counts only with both coordinates (spec §7.2)', () => {
    const lat = { field: 'latitude', values: [55.75] };
    const lon = { field: 'longitude', values: ['37.62'] };
    const radius = { field: 'radius', values: [5000] };
    expect(search([lat, lon, radius])).toMatchObject({
      origin: { lat: 55.75, lon: 37.62 },
      radius: 5000,
    });
    expect(search([lat, lon])).toMatchObject({ radius: null });
    expect(search([lat, radius])).toMatchObject({ origin: null, radius: null });
  });

  it('flags: [true] on, [] or [false] off; blank text is no text', () => {
    expect(search([{ field: 'highRating', values: [true] }]).highRating).toBe(true);
    expect(search([{ field: 'hasServices', values: [] }]).hasServices).toBe(false);
    expect(search([{ field: 'hasServices', values: [false] }]).hasServices).toBe(false);
    expect(search([{ field: 'query', values: ['  '] }]).query).toBeNull();
    expect(search([{ field: 'query', values: [' Олимп '] }]).query).toBe('Олимп');
  });

  it.each([
    [[{ field: 'sportTypes', values: [0] }], 'Виды спорта'],
    [[{ field: 'sportTypes', values: [1.5] }], 'Виды спорта'],
    [[{ field: 'categories', values: [true] }], 'Категории'],
    [[{ field: 'latitude', values: [1, 2] }], 'Широта'],
    [[{ field: 'longitude', values: [181] }], 'Долгота'],
    [[{ field: 'radius', values: [Number.POSITIVE_INFINITY] }], 'Расстояние'],
    [[{ field: 'highRating', values: [true, true] }], 'Высокий рейтинг'],
    [[{ field: 'hasServices', values: ['true'] }], 'Есть услуги'],
    [[{ field: 'benefits', values: ['children'] }], 'Льготы'],
    [[{ field: 'accessibility', values: ['RAMP'] }], 'Доступная среда'],
    [[{ field: 'query', values: ['a', 'b'] }], 'Поиск'],
    [
      [
        { field: 'radius', values: [1] },
        { field: 'radius', values: [2] },
      ],
      'Расстояние',
    ],
    [[{ field: 'colour', values: [] }], 'Фильтр'],
  ])('%j → a message naming «%s»', (body, label) => {
    const result = PlacesRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(validationErrorMessage(issue, 'body', body)).toMatch(
      new RegExp(`^Проверьте правильность заполнения полей\\. Поле «${label}»: [А-ЯЁ]`),
    );
  });
});

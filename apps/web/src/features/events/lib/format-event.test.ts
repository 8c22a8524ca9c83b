import { describe, expect, it } from 'vitest';
import { formatEventPrice, formatEventTime, groupEventsByPlace } from './format-event';

const NBSP = '\u00a0';

describe('formatEventPrice', () => {
  it('reads «Бесплатно» for 0, roubles with a ₽ otherwise', () => {
    expect(formatEventPrice(0)).toBe('Бесплатно');
    expect(formatEventPrice(150_000)).toBe(`1${NBSP}500${NBSP}₽`);
    expect(formatEventPrice(null)).toBe('Цена не указана');
  });
});

describe('formatEventTime', () => {
  it('shows Moscow time in Russian whatever the device zone', () => {
    const text = formatEventTime({
      startsAt: '2026-11-21T15:00:00Z',
      endsAt: '2026-11-21T17:00:00Z',
      timeZone: 'Europe/Moscow',
    });
    expect(text).toMatch(/^сб, 21 ноября(,| в) 18:00 – 20:00$/);
  });

  it('names the end day of an event running past midnight', () => {
    const text = formatEventTime({
      startsAt: '2026-11-21T18:00:00Z',
      endsAt: '2026-11-21T22:00:00Z',
      timeZone: 'Europe/Moscow',
    });
    expect(text).toContain('22 ноября');
  });
});

describe('groupEventsByPlace', () => {
  it('gives one entry per place with its events', () => {
    const place = (id: number) => ({ id, name: `П${id}`, address: 'ул.', lat: 55, lon: 37 });
    const event = (id: number, places: number[]) => ({
      id,
      kind: 'SPORT_EVENT' as const,
      name: `С${id}`,
      description: '',
      sportType: null,
      startsAt: '2026-11-21T15:00:00Z',
      endsAt: '2026-11-21T17:00:00Z',
      timeZone: 'Europe/Moscow',
      price: 0,
      places: places.map(place),
    });
    const groups = groupEventsByPlace([event(1, [10]), event(2, [10, 11]), event(3, [12])]);
    expect(groups.map((g) => [g.placeId, g.eventIds])).toEqual([
      [10, [1, 2]],
      [11, [2]],
      [12, [3]],
    ]);
  });
});

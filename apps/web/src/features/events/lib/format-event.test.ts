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
  it.each([
    // Moscow time in Russian whatever the device zone; the day written once.
    ['15:00', '17:00', 'Europe/Moscow', 'сб, 21 ноября, 18:00–20:00'],
    // Past midnight: the end day is named.
    ['18:00', '22:00', 'Europe/Moscow', 'сб, 21 ноября в 21:00 – вс, 22 ноября в 01:00'],
    // «The same day» in the event's own zone: 16:00–18:00 in Moscow is 23:00–01:00 there.
    ['13:00', '15:00', 'Asia/Vladivostok', 'сб, 21 ноября в 23:00 – вс, 22 ноября в 01:00'],
  ])('%s–%s UTC in %s reads %j', (from, to, timeZone, text) => {
    const day = '2026-11-21T';
    expect(
      formatEventTime({ startsAt: `${day}${from}:00Z`, endsAt: `${day}${to}:00Z`, timeZone }),
    ).toBe(text);
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
      userEvent: null,
    });
    const groups = groupEventsByPlace([event(1, [10]), event(2, [10, 11]), event(3, [12])]);
    expect(groups.map((g) => [g.placeId, g.eventIds])).toEqual([
      [10, [1, 2]],
      [11, [2]],
      [12, [3]],
    ]);
  });
});

import { EventSchema, EventsResponseSchema } from '@sportkarta/contract/api/events';
import { RegistrationDataSchema } from '@sportkarta/contract/api/user-events';
import { NotificationListSchema } from '@sportkarta/contract/api/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { testClock } from './clock';
import { DISCOVERY_TEST_ENV } from './map-fixtures';
import type { Auth } from './payments-helpers';
import { ENGINES, engineTitle, useTestApp } from './test-app';
import { eventBody, makeFriends, TENNIS, userEventVenues, CHESS } from './user-events-fixtures';

// Issue 14: a person's own events — who may see, change and join them, the places, and what
// the registered are told. Wednesday 11:00 in Moscow; the events are on Thursday evening.
const WEDNESDAY = '2026-11-25T11:00:00+03:00';

interface Person {
  id: string;
  auth: Auth;
}

describe.each(ENGINES)('user events ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const clock = testClock(WEDNESDAY);
    const t = useTestApp(engine.name, { clock, env: DISCOVERY_TEST_ENV });
    let venues: { pitch: number; hall: number };
    let author: Person;
    let friend: Person;
    let stranger: Person;

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Person, payload?: object) =>
      t().app.inject({
        method,
        url,
        ...(who ? { headers: who.auth } : {}),
        ...(payload ? { payload } : {}),
      });
    const person = async (): Promise<Person> => {
      const s = await signIn(t().app);
      return { id: s.user.id, auth: s.auth };
    };
    const create = async (over = {}, who = author) => {
      const res = await call('POST', '/v1/addEvent', who, eventBody(venues.pitch, over));
      expect(res.statusCode, res.body).toBe(200);
      return EventSchema.parse(res.json());
    };
    const data = async (id: number, who: Person) => {
      const res = await call('GET', `/v1/event/registrationdata/${id}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return RegistrationDataSchema.parse(res.json());
    };
    const listed = async (who?: Person) => {
      const res = await call('GET', '/v1/events', who);
      expect(res.statusCode, res.body).toBe(200);
      return EventsResponseSchema.parse(res.json()).events.map((e) => e.id);
    };
    const notices = async (who: Person) => {
      const res = await call('GET', '/service/v1/notify/notifications', who);
      return NotificationListSchema.parse(res.json()).notifications;
    };

    beforeAll(async () => {
      venues = await userEventVenues(t().app);
      [author, friend, stranger] = [await person(), await person(), await person()];
      await makeFriends(t().app, author.id, friend.id);
    });

    it('creates an event at the venue in its zone, shown to everyone on the map', async () => {
      const e = await create();
      expect(e).toMatchObject({
        kind: 'USER_EVENT',
        name: 'Футбол 5×5 после работы',
        startsAt: '2026-11-26T19:00:00+03:00',
        endsAt: '2026-11-26T21:00:00+03:00',
        sportType: { id: 951, name: 'Футбол' },
        places: [{ id: venues.pitch, name: 'Стадион «Труд»' }],
        userEvent: {
          author: { id: author.id },
          audience: 'ANYONE',
          capacity: 10,
          taken: 0,
          canceled: false,
        },
      });
      expect(await listed()).toContain(e.id);
      expect((await call('GET', `/v1/event/${e.id}`)).statusCode).toBe(200);
    });

    it('hides a friends-only event from a visitor and a stranger, everywhere', async () => {
      const e = await create({
        audience: 'FRIENDS_ONLY',
        name: 'Теннис для своих',
        sportTypeId: TENNIS,
      });
      expect(await listed()).not.toContain(e.id);
      expect(await listed(stranger)).not.toContain(e.id);
      expect(await listed(friend)).toContain(e.id);
      expect(await listed(author)).toContain(e.id);
      for (const [method, url, who] of [
        ['GET', `/v1/event/${e.id}`, undefined],
        ['GET', `/v1/event/${e.id}`, stranger],
        ['GET', `/v1/event/registrationdata/${e.id}`, stranger],
        ['POST', `/v1/event/registration/${e.id}`, stranger],
        ['DELETE', `/v1/event/unregistration/${e.id}`, stranger],
        ['POST', '/v1/cancelEvent', stranger],
      ] as const) {
        const res = await call(
          method,
          url,
          who,
          url === '/v1/cancelEvent' ? { eventId: e.id } : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Событие не найдено');
      }
      const joined = await call('POST', `/v1/event/registration/${e.id}`, friend);
      expect(joined.statusCode, joined.body).toBe(200);
    });

    it('lets only the author change or cancel: another person hears 403 in Russian', async () => {
      const e = await create();
      const upd = await call('POST', '/v1/updEvent', friend, {
        eventId: e.id,
        ...eventBody(venues.pitch, { capacity: 3 }),
      });
      expect(upd.statusCode).toBe(403);
      expect(upd.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Изменить или отменить событие может только его организатор',
      });
      const cancel = await call('POST', '/v1/cancelEvent', stranger, { eventId: e.id });
      expect(cancel.statusCode).toBe(403);
      expect((await call('GET', `/v1/event/${e.id}`)).json().userEvent.capacity).toBe(10);
    });

    it('registers once, counts places, shows the people to the author and the registered only', async () => {
      const e = await create({ capacity: 3 });
      const reg = (who: Person) => call('POST', `/v1/event/registration/${e.id}`, who);
      expect((await reg(author)).statusCode).toBe(409);
      expect(RegistrationDataSchema.parse((await reg(friend)).json())).toMatchObject({
        taken: 1,
        left: 2,
        registered: true,
        canRegister: false,
      });
      const again = await reg(friend);
      expect(again.json()).toEqual({
        code: 'ALREADY_REGISTERED',
        message: 'Вы уже записаны на это событие',
      });
      const [second, third, late] = [await person(), await person(), await person()];
      expect(await data(e.id, late)).toMatchObject({
        registered: false,
        canRegister: true,
        participants: null,
      });
      expect((await reg(second)).statusCode).toBe(200);
      expect((await reg(third)).statusCode).toBe(200);
      // Registered at the same clock moment: any order.
      expect((await data(e.id, author)).participants?.map((p) => p.id).sort()).toEqual(
        [friend.id, second.id, third.id].sort(),
      );
      expect((await data(e.id, friend)).participants).toHaveLength(3);
      const full = await reg(late);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ code: 'EVENT_FULL', message: 'Мест больше нет' });
      expect(await data(e.id, late)).toMatchObject({ taken: 3, left: 0, canRegister: false });
      // Fewer places than people registered: refused.
      const shrink = await call('POST', '/v1/updEvent', author, {
        eventId: e.id,
        ...eventBody(venues.pitch, { capacity: 2 }),
      });
      expect(shrink.statusCode).toBe(409);
      expect(shrink.json().message).toBe('Мест не может быть меньше, чем уже записалось: 3');
      // A place given back goes to the next one.
      const gone = await call('DELETE', `/v1/event/unregistration/${e.id}`, third);
      expect(RegistrationDataSchema.parse(gone.json())).toMatchObject({
        taken: 2,
        registered: false,
      });
      expect((await call('DELETE', `/v1/event/unregistration/${e.id}`, third)).statusCode).toBe(
        404,
      );
      expect((await reg(late)).statusCode).toBe(200);
      const mine = await call('GET', '/v1/mob/user/events', late);
      expect(EventsResponseSchema.parse(mine.json()).events.map((x) => x.id)).toEqual([e.id]);
    });

    it('tells the registered when the event moves or is canceled, once each', async () => {
      const e = await create({ name: 'Вечерний футбол' });
      const listener = await person();
      await call('POST', `/v1/event/registration/${e.id}`, listener);
      const move = (over: object) =>
        call('POST', '/v1/updEvent', author, {
          eventId: e.id,
          ...eventBody(venues.pitch, { name: 'Вечерний футбол', ...over }),
        });
      expect((await move({ description: 'Только описание' })).statusCode).toBe(200);
      expect(await notices(listener)).toEqual([]);
      const moved = await move({ startTime: '20:00', endTime: '22:00', complexId: venues.hall });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(EventSchema.parse(moved.json()).places.map((p) => p.id)).toEqual([venues.hall]);
      const [changed] = await notices(listener);
      expect(changed).toMatchObject({
        kind: 'EVENT_CHANGED',
        title: 'Событие изменилось',
        body: '«Вечерний футбол» теперь: чт, 26 ноября, 20:00–22:00, Манеж «Север».',
        link: `/events/${e.id}`,
      });
      expect(await notices(author)).toEqual([]);
      const canceled = await call('POST', '/v1/cancelEvent', author, {
        eventId: e.id,
        reason: 'Поле закрыто',
      });
      expect(canceled.json().userEvent.canceled).toBe(true);
      expect((await notices(listener)).map((n) => n.kind).sort()).toEqual([
        'EVENT_CANCELED',
        'EVENT_CHANGED',
      ]);
      expect((await call('POST', '/v1/cancelEvent', author, { eventId: e.id })).json().code).toBe(
        'EVENT_CLOSED',
      );
      // Gone from the map; still readable for the registered person, not for others.
      expect(await listed(listener)).not.toContain(e.id);
      expect((await call('GET', `/v1/event/${e.id}`, listener)).statusCode).toBe(200);
      expect((await call('GET', `/v1/event/${e.id}`, stranger)).statusCode).toBe(404);
      const late = await call('POST', `/v1/event/registration/${e.id}`, stranger);
      expect(late.json()).toEqual({ code: 'EVENT_CLOSED', message: 'Событие отменено' });
    });

    it('closes registration and changes once the event has started', async () => {
      const e = await create({ date: '2026-11-25', startTime: '12:00', endTime: '13:00' });
      clock.set('2026-11-25T12:00:00+03:00');
      try {
        const reg = await call('POST', `/v1/event/registration/${e.id}`, friend);
        expect(reg.json()).toEqual({ code: 'EVENT_CLOSED', message: 'Событие уже началось' });
        const upd = await call('POST', '/v1/updEvent', author, {
          eventId: e.id,
          ...eventBody(venues.pitch),
        });
        expect(upd.json().code).toBe('EVENT_CLOSED');
      } finally {
        clock.set(WEDNESDAY);
      }
    });

    it.each([
      [
        'no end after start',
        { startTime: '19:00', endTime: '18:00' },
        'Время окончания не может быть раньше чем время начала',
      ],
      ['one place', { capacity: 1 }, 'Значение не может быть меньше 2'],
      ['too many places', { capacity: 101 }, 'Значение не может быть больше 100'],
      ['a short name', { name: '  аб ' }, 'Название'],
      ['a bad date', { date: '2026-02-30' }, 'Неверный формат даты'],
      ['a bad time', { startTime: '25:00' }, 'Время начала'],
      ['an unknown audience', { audience: 'FRIENDS' }, 'Кто может записаться'],
      ['places as text', { capacity: 'десять' }, 'Количество мест'],
      [
        'a start in the past',
        { date: '2026-11-25', startTime: '10:00' },
        'Время начала уже прошло',
      ],
      [
        'a sport the venue has not',
        { sportTypeId: CHESS },
        'На этой площадке нет такого вида спорта',
      ],
      ['an unknown sport', { sportTypeId: 999_999 }, 'Такого вида спорта нет'],
    ])('refuses %s with 400 in Russian', async (_what, over, message) => {
      const res = await call('POST', '/v1/addEvent', author, {
        ...eventBody(venues.pitch),
        ...over,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('answers odd requests with 4xx, never 500', async () => {
      const e = await create();
      const cases = [
        await call('POST', '/v1/addEvent', undefined, eventBody(venues.pitch)),
        await call('POST', '/v1/addEvent', author, eventBody(999_999)),
        await call('POST', '/v1/addEvent', author, {}),
        await call('POST', '/v1/updEvent', author, { eventId: 'x' }),
        await call('POST', '/v1/updEvent', author, {
          ...eventBody(venues.pitch),
          eventId: 2 ** 40,
        }),
        await call('POST', '/v1/cancelEvent', author, { eventId: e.id, reason: 'я'.repeat(201) }),
        await call('GET', '/v1/event/registrationdata/abc', author),
        await call('POST', '/v1/event/registration/0', author),
        await call('GET', `/v1/event/registrationdata/${e.id}`),
        await t().app.inject({
          method: 'POST',
          url: '/v1/addEvent',
          headers: { ...author.auth, 'content-type': 'application/json' },
          payload: '{',
        }),
      ];
      expect(cases.map((r) => r.statusCode)).toEqual([
        401, 404, 400, 400, 400, 400, 400, 400, 401, 400,
      ]);
      for (const r of cases) expect(r.json().message).toMatch(/[а-яё]/i);
    });
  });
});

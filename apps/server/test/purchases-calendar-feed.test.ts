import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CalendarFeedSchema } from '@sportkarta/contract/api/purchases-calendar';
import { TicketListSchema } from '@sportkarta/contract/api/purchases';
import { describe, expect, it } from 'vitest';
import { signIn } from './accounts-helpers';
import { createService } from './orders-fixtures';
import { type Auth, eventually, paidOrder, paidShop, payOrder } from './payments-helpers';
import { ENGINES, engineTitle, useClockedApp } from './test-app';

// Issue 12: the personal calendar feed — an .ics address per person, revocable, that only its
// holder knows. The clock is fixed; the session is on Saturday evening in Moscow.
const NOW = '2026-11-25T11:00:00+03:00';
const SATURDAY = new Date('2026-11-28T19:00:00+03:00');

/** RFC 5545 §3.1: content lines end with CRLF; a line that starts with a space continues the last. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe.each(ENGINES)('calendar feed ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    const { t } = useClockedApp(engine.name, NOW);

    const call = (
      method: 'POST' | 'DELETE' | 'GET',
      url: string,
      headers: Auth = {},
      payload?: object,
    ) => t.app.inject({ method, url, headers: { host: 'sportkarta.test', ...headers }, payload });
    const openFeed = async (auth: Auth) => {
      const res = await call('POST', '/v1/mob/user/calendar-feed', auth);
      expect(res.statusCode, res.body).toBe(200);
      return CalendarFeedSchema.parse(res.json());
    };

    it('gives my sessions as an .ics: UTC times, escaped text, folded CRLF lines', async () => {
      const me = await signIn(t.app);
      await t.app.db.execute(
        sql`update users set first_name = 'Анна', last_name = 'Демидова' where id = ${me.user.id}`,
      );
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId, sessionId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await payOrder(t.app, me.auth, orderId);
      const long = 'Плавание, утро; группа для взрослых\\дети — очень длинное название занятия';
      await t.app.db.execute(
        sql`update scheduled_events set name = ${long}
             where id = (select event_id from event_sessions where id = ${sessionId})`,
      );
      await t.app.db.execute(
        sql`update complexes set name = 'Бассейн «Волна», корпус 2' where id = ${shop.complexId}`,
      );
      let qrCodeId = '';
      await eventually(async () => {
        const r = await call('GET', '/v1/mob/user/purchases-services-with-date', me.auth);
        qrCodeId = TicketListSchema.parse(r.json()).items[0]?.qrCodeId ?? '';
        return qrCodeId !== '';
      });

      const feed = await openFeed(me.auth);
      expect(feed.path).toMatch(/^\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(feed.url).toBe(`http://sportkarta.test${feed.path}`);
      expect(feed.webcalUrl).toBe(`webcal://sportkarta.test${feed.path}`);
      expect(feed.createdAt).toBe(new Date(NOW).toISOString());
      // Asking again answers the same address.
      expect((await openFeed(me.auth)).path).toBe(feed.path);

      const res = await call('GET', feed.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const text = res.body;
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n'))
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const lines = unfold(text);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('VERSION:2.0');
      expect(lines.find((l) => l.startsWith('PRODID:'))).toMatch(/Спорткарта/);
      expect(lines.at(-2)).toBe('END:VCALENDAR');
      expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines).toContain(`UID:${qrCodeId}@sportkarta`);
      expect(lines).toContain('DTSTART:20261128T160000Z');
      expect(lines).toContain('DTEND:20261128T170000Z');
      expect(lines).toContain('DTSTAMP:20261125T080000Z');
      expect(lines).toContain(
        'SUMMARY:Плавание\\, утро\\; группа для взрослых\\\\дети — очень длинное название занятия',
      );
      expect(lines).toContain('LOCATION:Бассейн «Волна»\\, корпус 2');
      const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
      expect(description).toContain('Для кого: Анна Демидова\\n');
      expect(description).toContain(
        `Билет: http://sportkarta.test/tabs/profile/tickets/${qrCodeId}`,
      );
      // Some line of the long summary was folded.
      expect(text).toMatch(/\r\n [^\r\n]/);
    });

    it('a visit of a service spans its whole day in the venue’s zone, in UTC', async () => {
      const me = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      await t.app.db.execute(
        sql`update complexes set time_zone = 'Asia/Vladivostok' where id = ${shop.complexId}`,
      );
      const serviceId = await createService(t.app, shop, { priceKopecks: 0 });
      const free = await call('POST', '/v2/mob/order-free-sales', me.auth, {
        idempotencyKey: randomUUID(),
        agreementsAccepted: true,
        complexId: shop.complexId,
        lines: [{ kind: 'SERVICE', serviceId, visitDate: '2026-11-26', quantity: 1 }],
      });
      expect(free.statusCode, free.body).toBe(200);
      const feed = await openFeed(me.auth);
      let lines: string[] = [];
      await eventually(async () => {
        lines = unfold((await call('GET', feed.path)).body);
        return lines.includes('BEGIN:VEVENT');
      });
      // Thursday 00:00–24:00 in Vladivostok (UTC+10).
      expect(lines).toContain('DTSTART:20261125T140000Z');
      expect(lines).toContain('DTEND:20261126T140000Z');
      expect(lines).toContain('SUMMARY:Тренажёрный зал');
    });

    it('revoking answers 404 at the old address; another person gets neither my feed nor my tickets', async () => {
      const me = await signIn(t.app);
      const other = await signIn(t.app);
      const shop = await paidShop(t.app, 'YOOKASSA');
      const { orderId } = await paidOrder(t.app, me.auth, shop, { startsAt: SATURDAY });
      await payOrder(t.app, me.auth, orderId);
      const mine = await openFeed(me.auth);
      await eventually(async () => (await call('GET', mine.path)).body.includes('BEGIN:VEVENT'));

      const theirs = await openFeed(other.auth);
      expect(theirs.path).not.toBe(mine.path);
      const theirText = (await call('GET', theirs.path)).body;
      expect(theirText).toContain('BEGIN:VCALENDAR');
      expect(theirText).not.toContain('BEGIN:VEVENT');
      // Their revoking does not touch mine.
      expect((await call('DELETE', '/v1/mob/user/calendar-feed', other.auth)).statusCode).toBe(204);
      expect((await call('GET', theirs.path)).statusCode).toBe(404);
      expect((await call('GET', mine.path)).statusCode).toBe(200);

      expect((await call('DELETE', '/v1/mob/user/calendar-feed', me.auth)).statusCode).toBe(204);
      const gone = await call('GET', mine.path);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: 'Календарь не найден' });
      const fresh = await openFeed(me.auth);
      expect(fresh.path).not.toBe(mine.path);
      expect((await call('GET', fresh.path)).body).toContain('BEGIN:VEVENT');

      expect((await call('POST', '/v1/mob/user/calendar-feed')).statusCode).toBe(401);
      expect((await call('DELETE', '/v1/mob/user/calendar-feed')).statusCode).toBe(401);
      const malformed = await call('GET', '/v1/calendar/not-a-token.ics');
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json().message).toMatch(/Календарь не найден/);
    });
  });
});

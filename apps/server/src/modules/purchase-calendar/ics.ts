import ical, { ICalCalendarMethod } from 'ical-generator';
import type { FeedEventRow } from './repository';

// The calendar feed's text (RFC 5545) by ical-generator: it escapes «,», «;», «\» and line
// breaks in text values, folds lines at 75 octets without splitting a UTF-8 character, and ends
// lines with CRLF. Times are written in UTC (…Z), so no VTIMEZONE is needed; a calendar shows
// them in the person's own zone.

export const FEED_NAME = 'Спорткарта: мои билеты';

/** One event per ticket; the UID stays the ticket's, so a calendar updates it in place. */
export function feedText(a: {
  events: FeedEventRow[];
  /** The moment the feed is made (DTSTAMP): the app's clock. */
  now: Date;
  /** The app's page of a ticket, for the description. */
  ticketUrl: (qrCodeId: string) => string;
}): string {
  const calendar = ical({
    prodId: { company: 'Спорткарта', product: 'Мои билеты', language: 'RU' },
    name: FEED_NAME,
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const e of a.events) {
    const lines = [
      `Для кого: ${e.holderName}`,
      e.placeName ? `Где: ${e.placeName}` : null,
      e.address ? `Адрес: ${e.address}` : null,
      `Билет: ${a.ticketUrl(e.qrCodeId)}`,
    ];
    calendar.createEvent({
      id: `${e.qrCodeId}@sportkarta`,
      stamp: a.now,
      start: e.startsAt,
      end: e.endsAt,
      summary: e.title,
      location: e.complexName,
      description: lines.filter((l) => l !== null).join('\n'),
      url: a.ticketUrl(e.qrCodeId),
    });
  }
  const text = calendar.toString();
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

import { randomBytes } from 'node:crypto';
import {
  CALENDAR_TOKEN_PATTERN,
  type CalendarFeed,
  type PurchasesCalendarRequest,
  type PurchasesCalendarResponse,
} from '@sportkarta/contract/api/purchases-calendar';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { feedText } from './ics';
import {
  countTicketsByDay,
  deleteFeed,
  ensureFeed,
  findFeedEvents,
  findFeedOwner,
} from './repository';

export const FEED_NOT_FOUND = 'Календарь не найден';

/** The days of the period that hold my purchases (and my children's), with their kinds. */
export async function purchaseDays(
  db: Db,
  a: PurchasesCalendarRequest & { userId: string },
): Promise<PurchasesCalendarResponse> {
  const rows = await countTicketsByDay(db, a);
  const days: PurchasesCalendarResponse['days'] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.date === row.date) {
      last.types.push(row.kind);
      last.count += row.count;
    } else days.push({ date: row.date, types: [row.kind], count: row.count });
  }
  return { from: a.from, to: a.to, days };
}

/** A feed address is 32 random bytes: guessing one is hopeless, so it needs no sign-in. */
const newToken = (): string => randomBytes(32).toString('base64url');

export const feedPath = (token: string): string => `/v1/calendar/${token}.ics`;

/** Creates my feed, or answers the one I have (the same address until I revoke it). */
export async function openFeed(
  db: Db,
  a: { userId: string; now: Date; origin: string },
): Promise<CalendarFeed> {
  const feed = await ensureFeed(db, { userId: a.userId, token: newToken(), now: a.now });
  const url = `${a.origin}${feedPath(feed.token)}`;
  return {
    path: feedPath(feed.token),
    url,
    webcalUrl: url.replace(/^https?:\/\//, 'webcal://'),
    createdAt: feed.createdAt.toISOString(),
  };
}

export const revokeFeed = (db: Db, userId: string): Promise<void> => deleteFeed(db, userId);

/** The feed's text; an unknown or revoked token answers like a missing page. */
export async function feedCalendar(
  db: Db,
  a: { token: string; now: Date; origin: string },
): Promise<string> {
  // A malformed token names no feed: the same answer as an unknown one.
  const userId = CALENDAR_TOKEN_PATTERN.test(a.token) ? await findFeedOwner(db, a.token) : null;
  if (!userId) throw new HttpError('NOT_FOUND', FEED_NOT_FOUND);
  const events = await findFeedEvents(db, userId);
  return feedText({
    events,
    now: a.now,
    ticketUrl: (qrCodeId) => `${a.origin}/tabs/profile/tickets/${encodeURIComponent(qrCodeId)}`,
  });
}

import type { z } from 'zod';
import { addDays, isoWeekday, zonedInstant, dateInZone } from '@sportkarta/contract/zoned';
import type {
  CancelSeriesResult,
  CreateSeriesRequestSchema,
  CreateSeriesResult,
  SeriesExceptionResult,
  SeriesList,
  SessionSeries,
  ShiftSeriesResult,
} from '@sportkarta/contract/api/venue-series';
import { HttpError } from '../../errors';
import type { PaymentDeps } from '../payments/service';
import { appendAudit } from '../staff-audit/append';
import { sellingLayoutTotal } from '../venue-layouts/repository';
import { lockHolderOrders, venueSession, venueTimeZone, type VenueSessionRow } from './repository';
import {
  addException,
  insertSeries,
  insertSeriesSessions,
  lockFutureSessions,
  lockSessionOfDate,
  markSeriesCanceled,
  moveSession,
  seriesByKey,
  seriesEventsOfVenue,
  seriesOfVenue,
  setSeriesTime,
  venueEvent,
  venueSeries,
  type SeriesRow,
} from './series-repository';
import {
  auditSessionCancel,
  cancelLockedSession,
  cancelOneInTx,
  sendRefundsNow,
  sessionWhen,
  tellHolders,
  view,
  type Holders,
  type QueuedRefund,
} from './service';

// Issue 25: a venue's weekly session series (docs/venue-side.md "Session series"). A series is
// made with all its sessions at once, in the venue's zone; a skipped date and a whole series
// are cancelled through the one path of a single cancel (cancelLockedSession: refunds queued
// through the acquirer that took each payment, the tickets refused at the door), each holder
// told once, and every write is an entry of the audit log in its own transaction.

export const SERIES_NOT_FOUND = 'Серия не найдена';
export const EVENT_NOT_FOUND = 'Событие не найдено';
export const SERIES_CANCELED = 'Серия уже отменена';

type CreateInput = z.output<typeof CreateSeriesRequestSchema>;

function seriesView(r: SeriesRow): SessionSeries {
  return {
    id: r.id,
    eventId: r.eventId,
    eventName: r.eventName,
    priceKopecks: r.priceKopecks,
    weekdays: r.weekdays,
    startTime: r.startTime,
    durationMinutes: r.durationMinutes,
    startDate: r.startDate,
    endDate: r.endDate,
    capacity: r.capacity,
    exceptions: r.exceptions,
    canceled: r.canceledAt !== null,
    canceledAt: r.canceledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    sessions: r.sessions,
    upcoming: r.upcoming,
    sold: r.sold,
  };
}

/**
 * The sessions of a weekly pattern: each day of `startDate`…`endDate` on one of `weekdays`
 * (1 = Monday … 7 = Sunday) and not skipped, at `startTime` on the venue's wall clock — the
 * instant is read from the zone's rules for that day — and only those still to start.
 */
export function planSessions(p: {
  weekdays: number[];
  startTime: string;
  durationMinutes: number;
  startDate: string;
  endDate: string;
  exceptions: string[];
  timeZone: string;
  now: Date;
}): { date: string; startsAt: Date; endsAt: Date }[] {
  const out: { date: string; startsAt: Date; endsAt: Date }[] = [];
  const skip = new Set(p.exceptions);
  for (let d = p.startDate; d <= p.endDate; d = addDays(d, 1)) {
    if (!p.weekdays.includes(isoWeekday(d)) || skip.has(d)) continue;
    const startsAt = zonedInstant(d, p.startTime, p.timeZone);
    if (startsAt.getTime() <= p.now.getTime()) continue;
    out.push({
      date: d,
      startsAt,
      endsAt: new Date(startsAt.getTime() + p.durationMinutes * 60_000),
    });
  }
  return out;
}

export async function listSeries(
  deps: Pick<PaymentDeps, 'db'>,
  complexId: number,
  now: Date,
): Promise<SeriesList> {
  const timeZone = await venueTimeZone(deps.db, complexId);
  if (!timeZone) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const [series, events] = await Promise.all([
    seriesOfVenue(deps.db, complexId, now),
    seriesEventsOfVenue(deps.db, complexId),
  ]);
  return { timeZone, series: series.map(seriesView), events };
}

const overLayout = (total: number) =>
  `Вместимость сеанса больше схемы мест площадки (${total}): укажите не больше ${total}`;

const sameRequest = (r: SeriesRow, b: CreateInput) =>
  r.eventId === b.eventId &&
  r.startDate === b.startDate &&
  r.endDate === b.endDate &&
  r.startTime === b.startTime &&
  r.capacity === b.capacity;

/** An earlier creation with the same key: the same series again, or 409 for another body. */
function repeated(r: SeriesRow, body: CreateInput): CreateSeriesResult {
  if (!sameRequest(r, body))
    throw new HttpError('CONFLICT', 'Этот ключ запроса уже использован для другой серии');
  return { series: seriesView(r), created: r.sessions, fresh: false };
}

/** POST …/series (catalogue.edit): the series and all its sessions, in one transaction. */
export async function createSeries(
  deps: Pick<PaymentDeps, 'db'>,
  a: { complexId: number; userId: string; now: Date; body: CreateInput },
): Promise<CreateSeriesResult> {
  const { body } = a;
  const event = await venueEvent(deps.db, a.complexId, body.eventId);
  if (!event) throw new HttpError('NOT_FOUND', EVENT_NOT_FOUND);
  const before = await seriesByKey(deps.db, a.complexId, body.idempotencyKey, a.now);
  if (before) return repeated(before, body);
  if (event.status !== 'ACTIVE') throw new HttpError('CONFLICT', 'Событие снято с продажи');
  const durationMinutes = body.durationMinutes ?? event.durationMinutes;
  const plan = planSessions({ ...body, durationMinutes, timeZone: event.timeZone, now: a.now });
  if (plan.length === 0)
    throw new HttpError(
      'VALIDATION_ERROR',
      'В эти даты и дни недели нет ни одного сеанса в будущем: проверьте даты, дни и время',
    );
  const made = await deps.db.transaction(async (tx) => {
    const seriesId = await insertSeries(tx, {
      ...body,
      durationMinutes,
      complexId: a.complexId,
      userId: a.userId,
      now: a.now,
    });
    if (seriesId === undefined) return undefined;
    // An event that sells by parts holds no more than its layout (as a change of the layout
    // brings its upcoming sessions down to it, venue-layouts/service.ts).
    const layout = await sellingLayoutTotal(tx, body.eventId);
    if (layout !== null && layout > 0 && body.capacity > layout)
      throw new HttpError('CONFLICT', overLayout(layout));
    await insertSeriesSessions(tx, {
      seriesId,
      eventId: body.eventId,
      capacity: body.capacity,
      starts: plan,
    });
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'SERIES_CREATE',
      at: a.now,
      objectType: 'series',
      objectId: String(seriesId),
      after: {
        eventId: body.eventId,
        weekdays: body.weekdays,
        startTime: body.startTime,
        durationMinutes,
        startDate: body.startDate,
        endDate: body.endDate,
        capacity: body.capacity,
        exceptions: body.exceptions,
        sessions: plan.length,
      },
    });
    return seriesId;
  });
  // A twin request with the same key committed first: answer its series.
  const row = await seriesByKey(deps.db, a.complexId, body.idempotencyKey, a.now);
  if (made === undefined) return repeated(row!, body);
  return { series: seriesView(row!), created: plan.length, fresh: true };
}

async function lockedSeries(
  tx: PaymentDeps['db'],
  a: { complexId: number; seriesId: number; now: Date },
): Promise<SeriesRow> {
  const series = await venueSeries(tx, { ...a, lock: true });
  if (!series) throw new HttpError('NOT_FOUND', SERIES_NOT_FOUND);
  if (series.canceledAt) throw new HttpError('CONFLICT', SERIES_CANCELED);
  return series;
}

async function answer(
  deps: Pick<PaymentDeps, 'db'>,
  a: { complexId: number; seriesId: number; now: Date },
) {
  return seriesView((await venueSeries(deps.db, a))!);
}

/**
 * POST …/series/{seriesId}/exceptions (catalogue.edit): the date is skipped from now on, and its
 * session, if it has one not cancelled yet, is cancelled as a single cancel would (refunds,
 * one notification per holder, SESSION_CANCEL) — one transaction under the series' lock.
 */
export async function addSeriesException(
  deps: PaymentDeps,
  a: {
    complexId: number;
    seriesId: number;
    userId: string;
    now: Date;
    date: string;
    reason: string;
  },
): Promise<SeriesExceptionResult> {
  const done = await deps.db.transaction(async (tx) => {
    const series = await lockedSeries(tx, a);
    if (a.date < series.startDate || a.date > series.endDate)
      throw new HttpError(
        'VALIDATION_ERROR',
        `Дата вне дат серии: ${series.startDate} — ${series.endDate}`,
      );
    if (a.date < dateInZone(a.now, series.timeZone))
      throw new HttpError('CONFLICT', 'Этот день уже прошёл');
    if (series.exceptions.includes(a.date))
      throw new HttpError('CONFLICT', 'Эта дата уже пропускается');
    await addException(tx, series.id, a.date);
    let canceled: VenueSessionRow | undefined;
    const refunds: QueuedRefund[] = [];
    let notified = 0;
    for (const session of await lockSessionOfDate(tx, { ...a, seriesId: series.id })) {
      const one = await cancelOneInTx(tx, session, a, { seriesId: series.id });
      if (!one) continue;
      canceled = session;
      refunds.push(...one.refunds);
      notified += one.notified;
    }
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'SERIES_EXCEPTION',
      at: a.now,
      objectType: 'series',
      objectId: String(series.id),
      before: { exceptions: series.exceptions },
      after: {
        exceptions: [...series.exceptions, a.date].sort(),
        date: a.date,
        reason: a.reason,
        sessionId: canceled?.id ?? null,
        refunds: refunds.length,
        notified,
      },
    });
    return { sessionId: canceled?.id, refunds, notified };
  });
  await sendRefundsNow(deps, done.refunds, a.now);
  const session =
    done.sessionId === undefined
      ? undefined
      : await venueSession(deps.db, { ...a, sessionId: done.sessionId });
  return {
    series: await answer(deps, a),
    session: session ? view(session) : null,
    refunds: done.refunds.length,
    notified: done.notified,
  };
}

/**
 * POST …/series/{seriesId}/shift (catalogue.edit): a new wall-clock start (and duration) for the
 * series' sessions still to start. A session with seats sold or held keeps its time — its buyers
 * chose that hour, and moving them silently would be a different purchase — and so does one
 * whose new time that day is already past; the answer lists them (`kept`) for the
 * administrator to cancel or to leave.
 */
export async function shiftSeries(
  deps: Pick<PaymentDeps, 'db'>,
  a: {
    complexId: number;
    seriesId: number;
    userId: string;
    now: Date;
    startTime: string;
    durationMinutes?: number | undefined;
  },
): Promise<ShiftSeriesResult> {
  const done = await deps.db.transaction(async (tx) => {
    const series = await lockedSeries(tx, a);
    const durationMinutes = a.durationMinutes ?? series.durationMinutes;
    const kept: number[] = [];
    let moved = 0;
    for (const s of await lockFutureSessions(tx, { seriesId: series.id, now: a.now })) {
      const startsAt = zonedInstant(s.date, a.startTime, s.timeZone);
      const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
      if (startsAt.getTime() === s.startsAt.getTime() && endsAt.getTime() === s.endsAt.getTime())
        continue;
      if (s.sold > 0 || s.held > 0 || startsAt.getTime() <= a.now.getTime()) {
        kept.push(s.id);
        continue;
      }
      await moveSession(tx, { sessionId: s.id, startsAt, endsAt });
      moved++;
    }
    await setSeriesTime(tx, { seriesId: series.id, startTime: a.startTime, durationMinutes });
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'SERIES_SHIFT',
      at: a.now,
      objectType: 'series',
      objectId: String(series.id),
      before: { startTime: series.startTime, durationMinutes: series.durationMinutes },
      after: { startTime: a.startTime, durationMinutes, moved, kept },
    });
    return { moved, kept };
  });
  const kept: ShiftSeriesResult['kept'] = [];
  for (const sessionId of done.kept) {
    const s = await venueSession(deps.db, { ...a, sessionId });
    if (s) kept.push(view(s));
  }
  return { series: await answer(deps, a), moved: done.moved, kept };
}

export function seriesCanceledText(name: string, from: string, reason: string, paid: boolean) {
  return {
    title: 'Сеансы отменены',
    body:
      `Спортобъект отменил все сеансы «${name}» с ${from}. Причина: ${reason}.` +
      (paid ? ' Деньги за билеты вернутся на карту, которой вы платили.' : ''),
  };
}

/**
 * POST …/series/{seriesId}/cancel (sessions.cancel): every session still to start is cancelled
 * through the path of a single cancel, in one transaction — the series' row, then its sessions
 * in id order (the lock every hold and sale takes), then the holders' orders in id order — so
 * sales of all of them stop at the commit. Each paid line is refunded once through the acquirer
 * that took it; each holder gets one notification for the whole series; the audit log gets a
 * SESSION_CANCEL entry per session and one SERIES_CANCEL. A second call is 409.
 */
export async function cancelSeries(
  deps: PaymentDeps,
  a: { complexId: number; seriesId: number; userId: string; reason: string; now: Date },
): Promise<CancelSeriesResult> {
  const done = await deps.db.transaction(async (tx) => {
    const series = await lockedSeries(tx, a);
    await markSeriesCanceled(tx, a);
    const sessions = await lockFutureSessions(tx, { seriesId: series.id, now: a.now });
    await lockHolderOrders(
      tx,
      sessions.map((s) => s.id),
    );
    const refunds: QueuedRefund[] = [];
    const holders: Holders = new Map();
    let count = 0;
    for (const session of sessions) {
      const one = await cancelLockedSession(tx, session, a);
      if (!one) continue;
      count++;
      refunds.push(...one.refunds);
      for (const [userId, h] of one.holders) {
        const was = holders.get(userId);
        holders.set(userId, { orderId: was?.orderId ?? h.orderId, paid: !!was?.paid || h.paid });
      }
      await auditSessionCancel(
        tx,
        a,
        session,
        { refunds: one.refunds, notified: one.holders.size },
        { seriesId: series.id },
      );
    }
    const from = sessions[0] ? sessionWhen(sessions[0].startsAt, sessions[0].timeZone) : '';
    const notified = await tellHolders(tx, holders, {
      dedupeKey: `series:${series.id}:canceled`,
      now: a.now,
      text: (paid) => seriesCanceledText(series.eventName, from, a.reason, paid),
    });
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'SERIES_CANCEL',
      at: a.now,
      objectType: 'series',
      objectId: String(series.id),
      before: { canceled: false, upcoming: series.upcoming, sold: series.sold },
      after: {
        canceled: true,
        reason: a.reason,
        sessions: count,
        refunds: refunds.length,
        amountKopecks: refunds.reduce((s, r) => s + r.amountKopecks, 0),
        notified,
      },
    });
    return { sessions: count, refunds, notified };
  });
  await sendRefundsNow(deps, done.refunds, a.now);
  return {
    series: await answer(deps, a),
    sessions: done.sessions,
    refunds: done.refunds.length,
    notified: done.notified,
  };
}

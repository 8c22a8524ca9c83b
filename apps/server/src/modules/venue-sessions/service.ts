import { paths } from '@sportkarta/contract/routes/paths';
import type {
  CancelSessionResult,
  SessionCalendar,
  SessionCalendarQuery,
  VenueSession,
} from '@sportkarta/contract/api/venue-sessions';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { notify } from '../notifications/notify';
import type { PaymentDeps } from '../payments/service';
import { succeededAttempt } from '../refunds/repository';
import { queueVenueRefund, sendAtOnce } from '../refunds/service';
import { appendAudit } from '../staff-audit/append';
import {
  lockHolderOrders,
  markCanceled,
  sessionsOfDays,
  unrefundedLines,
  venueSession,
  venueTimeZone,
  type VenueSessionRow,
} from './repository';
import { leafOccupancy } from '../place-parts/repository';

// Issue 25 (first slice): the venue's session calendar (sessions.read) and the cancellation of
// a session (sessions.cancel). A cancellation is one transaction: the session moves to
// canceled (never back), a refund is queued for every paid line of it, every holder gets one
// notification, and the audit log an entry. After the commit each refund is sent to the
// acquirer that took the payment; one that does not get through is sent by the refunds'
// reconciler (its `next_check_at`), and each push by the notifications' delivery job — so the
// cancellation happens once, whatever fails on the way.

export const SESSION_NOT_FOUND = 'Сеанс не найден';
export const ALREADY_CANCELED = 'Сеанс уже отменён';
export const ALREADY_STARTED = 'Сеанс уже начался — отменить его нельзя';

export function view(r: VenueSessionRow): VenueSession {
  return {
    id: r.id,
    eventId: r.eventId,
    eventName: r.eventName,
    placeName: r.placeName,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    date: r.date,
    priceKopecks: r.priceKopecks,
    capacity: r.capacity,
    sold: r.sold,
    held: r.held,
    checkedIn: r.checkedIn,
    canceled: r.canceled,
    canceledAt: r.canceledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    seriesId: r.seriesId,
  };
}

export async function sessionCalendar(
  deps: Pick<PaymentDeps, 'db'>,
  complexId: number,
  q: SessionCalendarQuery,
  now: Date,
): Promise<SessionCalendar> {
  const timeZone = await venueTimeZone(deps.db, complexId);
  if (!timeZone) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const rows = await sessionsOfDays(deps.db, { complexId, from: q.from, to: q.to, now });
  const leaves = await leafOccupancy(
    deps.db,
    rows.filter((r) => r.hasParts).map((r) => r.id),
    now,
  );
  const sessions = rows.map((r) => {
    const parts = leaves.filter((l) => l.sessionId === r.id);
    return r.hasParts ? { ...view(r), parts: parts.map(({ sessionId: _, ...l }) => l) } : view(r);
  });
  return { timeZone, from: q.from, to: q.to, sessions };
}

/** «25.11 в 19:00» in the venue's zone. */
export function sessionWhen(startsAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(startsAt);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('day')}.${part('month')} в ${part('hour')}:${part('minute')}`;
}

export function canceledText(name: string, when: string, reason: string, paid: boolean) {
  return {
    title: 'Сеанс отменён',
    body:
      `Спортобъект отменил «${name}» ${when}. Причина: ${reason}.` +
      (paid ? ' Деньги вернутся на карту, которой вы платили.' : ''),
  };
}

export interface QueuedRefund {
  orderId: string;
  refundId: string;
  amountKopecks: number;
}
/** Who held tickets of a cancelled session: their first order (the notification's link). */
export type Holders = Map<string, { orderId: string; paid: boolean }>;

/**
 * Cancels a session whose row the caller has locked in `tx` (the one path of a single cancel,
 * a skipped date of a series and a whole series): it stops selling (false → true only; false
 * when it was cancelled already), each paid line of it not yet held by a refund gets a queued
 * refund through the acquirer that took the payment. Answers the refunds and the holders;
 * telling them and the audit are the caller's.
 */
export async function cancelLockedSession(
  tx: Db,
  session: VenueSessionRow,
  a: { userId: string; reason: string; now: Date },
): Promise<{ refunds: QueuedRefund[]; holders: Holders } | undefined> {
  if (session.canceled || !(await markCanceled(tx, { ...a, sessionId: session.id })))
    return undefined;
  const refunds: QueuedRefund[] = [];
  const holders: Holders = new Map();
  for (const order of await lockHolderOrders(tx, [session.id])) {
    const lines =
      order.status === 'complete' ? [] : await unrefundedLines(tx, order.orderId, session.id);
    const attemptId = lines.length > 0 ? await succeededAttempt(tx, order.orderId) : undefined;
    if (attemptId) {
      const refund = await queueVenueRefund(tx, {
        orderId: order.orderId,
        attemptId,
        userId: a.userId,
        lines,
        note: `Сеанс отменён: ${a.reason}`,
        now: a.now,
      });
      refunds.push({ orderId: order.orderId, ...refund });
    }
    const before = holders.get(order.userId);
    holders.set(order.userId, {
      orderId: before?.orderId ?? order.orderId,
      paid: (before?.paid ?? false) || attemptId !== undefined,
    });
  }
  return { refunds, holders };
}

/** One notification (and its push) per holder, once per `dedupeKey`; answers how many new. */
export async function tellHolders(
  tx: Db,
  holders: Holders,
  a: { dedupeKey: string; now: Date; text: (paid: boolean) => { title: string; body: string } },
): Promise<number> {
  let notified = 0;
  for (const [userId, t] of holders) {
    const fresh = await notify(tx, {
      userId,
      kind: 'EVENT_CANCELED',
      ...a.text(t.paid),
      link: paths.soldOrder(t.orderId),
      dedupeKey: a.dedupeKey,
      now: a.now,
    });
    if (fresh) notified++;
  }
  return notified;
}

/** The SESSION_CANCEL entry of one cancelled session (`extra`: what else to record after). */
export async function auditSessionCancel(
  tx: Db,
  a: { complexId: number; userId: string; reason: string; now: Date },
  session: VenueSessionRow,
  done: { refunds: QueuedRefund[]; notified: number },
  extra: Record<string, unknown> = {},
): Promise<void> {
  await appendAudit(tx, {
    complexId: a.complexId,
    actorUserId: a.userId,
    kind: 'SESSION_CANCEL',
    at: a.now,
    objectType: 'session',
    objectId: String(session.id),
    before: { canceled: false, sold: session.sold, held: session.held },
    after: {
      canceled: true,
      reason: a.reason,
      startsAt: session.startsAt.toISOString(),
      refunds: done.refunds.length,
      amountKopecks: done.refunds.reduce((s, r) => s + r.amountKopecks, 0),
      notified: done.notified,
      ...extra,
    },
  });
}

/**
 * A single session cancelled inside `tx` (its row locked by the caller): refunds queued, each
 * holder told once (`session:{id}:canceled`), the SESSION_CANCEL entry. Undefined: it was
 * cancelled already.
 */
export async function cancelOneInTx(
  tx: Db,
  session: VenueSessionRow,
  a: { complexId: number; userId: string; reason: string; now: Date },
  extra: Record<string, unknown> = {},
): Promise<{ refunds: QueuedRefund[]; notified: number } | undefined> {
  const done = await cancelLockedSession(tx, session, a);
  if (!done) return undefined;
  const when = sessionWhen(session.startsAt, session.timeZone);
  const notified = await tellHolders(tx, done.holders, {
    dedupeKey: `session:${session.id}:canceled`,
    now: a.now,
    text: (paid) => canceledText(session.eventName, when, a.reason, paid),
  });
  const result = { refunds: done.refunds, notified };
  await auditSessionCancel(tx, a, session, result, extra);
  return result;
}

/** After the commit: the acquirers now; what does not get through, the reconciler later. */
export async function sendRefundsNow(deps: PaymentDeps, refunds: QueuedRefund[], now: Date) {
  for (const r of refunds) await sendAtOnce(deps, r.orderId, r.refundId, now);
}

/**
 * POST …/sessions/{sessionId}/cancel (sessions.cancel). A second call is 409, and so is a
 * session that has already started by the app's clock (`now`): the people are at the door or
 * inside, and its tickets have been used.
 */
export async function cancelSession(
  deps: PaymentDeps,
  a: { complexId: number; sessionId: number; userId: string; reason: string; now: Date },
): Promise<CancelSessionResult> {
  const done = await deps.db.transaction(async (tx) => {
    const session = await venueSession(tx, { ...a, lock: true });
    if (!session) throw new HttpError('NOT_FOUND', SESSION_NOT_FOUND);
    if (session.canceled) throw new HttpError('CONFLICT', ALREADY_CANCELED);
    if (session.startsAt.getTime() <= a.now.getTime())
      throw new HttpError('CONFLICT', ALREADY_STARTED);
    const result = await cancelOneInTx(tx, session, a);
    if (!result) throw new HttpError('CONFLICT', ALREADY_CANCELED);
    return result;
  });
  await sendRefundsNow(deps, done.refunds, a.now);
  const session = await venueSession(deps.db, a);
  return { session: view(session!), refunds: done.refunds.length, notified: done.notified };
}

import { paths } from '@sportkarta/contract/routes/paths';
import type {
  CancelSessionResult,
  SessionCalendar,
  SessionCalendarQuery,
  VenueSession,
} from '@sportkarta/contract/api/venue-sessions';
import { HttpError } from '../../errors';
import { notify } from '../notifications/notify';
import type { PaymentDeps } from '../payments/service';
import { insertRequestedRefund, succeededAttempt } from '../refunds/repository';
import { RETRY_MS, sendAtOnce } from '../refunds/service';
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

function view(r: VenueSessionRow): VenueSession {
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
  return { timeZone, from: q.from, to: q.to, sessions: rows.map(view) };
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
    if (!(await markCanceled(tx, a))) throw new HttpError('CONFLICT', ALREADY_CANCELED);
    const refunds: { orderId: string; refundId: string; amountKopecks: number }[] = [];
    const told = new Map<string, { orderId: string; paid: boolean }>();
    for (const order of await lockHolderOrders(tx, session.id)) {
      const lines =
        order.status === 'complete' ? [] : await unrefundedLines(tx, order.orderId, session.id);
      const attemptId = lines.length > 0 ? await succeededAttempt(tx, order.orderId) : undefined;
      if (attemptId) {
        const refundLines = lines.map((l) => ({
          id: l.id,
          amountKopecks: l.amountKopecks + l.feeKopecks,
        }));
        const refundId = await insertRequestedRefund(tx, {
          orderId: order.orderId,
          attemptId,
          userId: a.userId,
          lines: refundLines,
          reason: 'VENUE_DECISION',
          note: `Сеанс отменён: ${a.reason}`,
          now: a.now,
          retryAt: new Date(a.now.getTime() + RETRY_MS),
        });
        refunds.push({
          orderId: order.orderId,
          refundId,
          amountKopecks: refundLines.reduce((s, l) => s + l.amountKopecks, 0),
        });
      }
      const before = told.get(order.userId);
      told.set(order.userId, {
        orderId: before?.orderId ?? order.orderId,
        paid: (before?.paid ?? false) || attemptId !== undefined,
      });
    }
    const when = sessionWhen(session.startsAt, session.timeZone);
    let notified = 0;
    for (const [userId, t] of told) {
      const text = canceledText(session.eventName, when, a.reason, t.paid);
      const fresh = await notify(tx, {
        userId,
        kind: 'EVENT_CANCELED',
        ...text,
        link: paths.soldOrder(t.orderId),
        dedupeKey: `session:${session.id}:canceled`,
        now: a.now,
      });
      if (fresh) notified++;
    }
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
        refunds: refunds.length,
        amountKopecks: refunds.reduce((s, r) => s + r.amountKopecks, 0),
        notified,
      },
    });
    return { refunds, notified };
  });
  // After the commit: the acquirers now; what does not get through, the reconciler later.
  for (const r of done.refunds) await sendAtOnce(deps, r.orderId, r.refundId, a.now);
  const session = await venueSession(deps.db, a);
  return { session: view(session!), refunds: done.refunds.length, notified: done.notified };
}

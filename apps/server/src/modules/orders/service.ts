import type {
  CommissionResponse,
  Order,
  PreorderLine,
  PreorderRequest,
  Reservation,
} from '@sportkarta/contract/api/orders';
import { HOLD_MINUTES, ORDER_PAYMENT_MINUTES } from '@sportkarta/contract/config/limits';
import { ERROR_MESSAGES } from '@sportkarta/contract/error-codes';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { assertDemoMayBuy, assertMayTakeCapacity, type DemoSeal } from '../auth/demo-seal';
import { issuePlaced } from './issue';
import { holdOnPart } from './part-holds';
import {
  cancelCreatedOrder,
  findLines,
  findOrder,
  orderIdByKey,
  placeOrder,
  type OrderLineRow,
  type OrderRow,
} from './order-repository';
import { priceLines, WITHDRAWN_FROM_SALE, type PricedLine } from './pricing';
import {
  checkoutContext,
  freeSeatsGlance,
  lockSession,
  placeHold,
  venueOfSession,
  readSession,
  releaseHold,
  venueSales,
  type VenueSales,
} from './repository';

export const ORDER_NOT_FOUND = 'Заказ не найден';
const minutes = (now: Date, n: number): Date => new Date(now.getTime() + n * 60_000);

/** Debug switches for the concurrency control test only (pretix's `skip-locking`). */
export interface RaceOptions {
  skipLock?: boolean;
  sleepAfterCheckMs?: number;
}

/**
 * POST /v2/mob/scheduled-events/reservations: holds seats under the session's row lock, after
 * counting what is sold and held under that same lock. A second hold of the same person on the
 * same session replaces the first. Round trips (issue 27): the sold-out glance, then BEGIN, the
 * lock with the session's row, one statement that releases, counts and inserts, COMMIT. The
 * count must come from a statement after the lock: a statement reads the table as it was when
 * it began, so one that waited for the lock would miss the holds committed meanwhile.
 */
export async function holdSeats(
  db: Db,
  input: {
    userId: string;
    sessionId: number;
    quantity: number;
    /** Issue 25: a product on a part of the place (part-holds.ts). */
    productId?: number | undefined;
    now: Date;
    seal: DemoSeal;
  },
  race: RaceOptions = {},
): Promise<Reservation> {
  const { userId, sessionId, quantity, now } = input;
  // A demo login holds no seat of a real venue (issue 26): refused before anything is taken.
  // No query at all while no acquirer is real (the embedded mode: every venue is a demo one).
  if (input.seal.realAcquirers.length > 0) {
    const venue = await venueOfSession(db, sessionId);
    if (venue !== undefined) await assertMayTakeCapacity(db, input.seal, userId, venue);
  }
  // A sold-out session answers without queuing for its row lock (most buyers of the last seats
  // are told at once). Only a "no" is trusted from this unlocked read; a "yes" is re-checked
  // under the lock below.
  if (!race.skipLock && ((await freeSeatsGlance(db, sessionId, now, userId)) ?? 1) <= 0)
    throw new HttpError('SOLD_OUT');
  const hold = await db.transaction(async (tx) => {
    const session = race.skipLock
      ? await readSession(tx, sessionId)
      : await lockSession(tx, sessionId);
    if (!session) throw new HttpError('NOT_FOUND', 'Сеанс не найден');
    if (session.canceled) throw new HttpError('ORDER_CANT_BE_CREATED', 'Сеанс отменён');
    // Issue 25: the venue withdrew the event from sale (its tickets already sold stay valid).
    if (session.status !== 'ACTIVE') throw new HttpError('CONFLICT', WITHDRAWN_FROM_SALE);
    if (session.startsAt <= now) throw new HttpError('ORDER_CANT_BE_CREATED', 'Сеанс уже начался');
    if (session.salesOpenAt && session.salesOpenAt > now) throw new HttpError('SALES_NOT_OPEN');
    if (input.productId !== undefined)
      return holdOnPart(tx, {
        sessionId,
        userId,
        quantity,
        productId: input.productId,
        unsold: session.capacity - session.sold,
        expiresAt: minutes(now, HOLD_MINUTES),
        now,
      });
    const placed = await placeHold(tx, {
      sessionId,
      userId,
      quantity,
      unsold: session.capacity - session.sold,
      expiresAt: minutes(now, HOLD_MINUTES),
      now,
      napMs: race.sleepAfterCheckMs,
    });
    if (placed.id === null || placed.expiresAt === null) {
      const free = session.capacity - session.sold - placed.held;
      // Thrown inside the transaction: the release of the person's former hold is undone too.
      throw new HttpError(
        'SOLD_OUT',
        free > 0 ? `Осталось мест: ${free}` : ERROR_MESSAGES.SOLD_OUT,
      );
    }
    return { id: placed.id, expiresAt: placed.expiresAt };
  });
  return {
    id: hold.id,
    sessionId,
    quantity,
    expiresAt: hold.expiresAt.toISOString(),
    serverNow: now.toISOString(),
  };
}

/** …/reservations/delete: someone else's hold answers like a missing one. */
export async function releaseSeats(
  db: Db,
  userId: string,
  reservationId: string,
): Promise<{ released: boolean }> {
  if (!(await releaseHold(db, reservationId, userId)))
    throw new HttpError('NOT_FOUND', 'Бронь не найдена или уже истекла');
  return { released: true };
}

async function venueOf(db: Db, complexId: number): Promise<VenueSales> {
  const venue = await venueSales(db, complexId);
  if (!venue) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  return venue;
}

function lineView(l: PricedLine | OrderLineRow) {
  return {
    kind: l.kind,
    title: l.title,
    quantity: l.quantity,
    unitPriceKopecks: l.unitPriceKopecks,
    amountKopecks: l.amountKopecks,
    feeKopecks: l.feeKopecks,
    visitDate: l.visitDate,
    sessionStartsAt: l.sessionStartsAt ? l.sessionStartsAt.toISOString() : null,
  };
}

/** POST /v1/mob/public/calculateCommissionMobileSales: the quote, by the order's own pricing. */
export async function quote(
  db: Db,
  input: { complexId: number; lines: PreorderLine[]; userId: string | null; now: Date },
): Promise<CommissionResponse> {
  const venue = await venueOf(db, input.complexId);
  const priced = await priceLines(db, input.lines, {
    venue,
    userId: input.userId,
    childId: null,
    holderBirthDate: null,
    now: input.now,
    quote: true,
  });
  return { ...priced, lines: priced.lines.map(lineView) };
}

const sameRequest = (order: OrderRow, body: PreorderRequest): boolean =>
  order.complexId === body.complexId && order.childId === (body.childId ?? null);

/**
 * POST /v2/mob/preorder (and v1): one order for one person, priced and checked by the server.
 * The same idempotency key answers with the same order; a different request under it is a
 * conflict. `free` issues a zero-price order at once (POST /v2/mob/order-free-sales).
 * Round trips (issue 27): the key, the venue and the holder in one read; BEGIN; per line its
 * pricing read (a hold: the hold with its session, locked, in one); the order, its lines and
 * its holds in one statement; issuing, when free (issue.ts); COMMIT. The answer is built from
 * what was written, not read back.
 */
export async function preorder(
  db: Db,
  input: { userId: string; body: PreorderRequest; now: Date; free: boolean; seal: DemoSeal },
): Promise<Order> {
  const { userId, body, now } = input;
  const childId = body.childId ?? null;
  const context = await checkoutContext(db, {
    userId,
    childId,
    complexId: body.complexId,
    idempotencyKey: body.idempotencyKey,
  });
  if (context.existingOrderId) return answerExisting(db, context.existingOrderId, body, input.free);
  const venue = context.venue;
  if (!venue) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  if (!context.holderFound)
    throw new HttpError('ORDER_CANT_BE_CREATED', 'Ребёнок не найден в вашем профиле');
  // A demo login buys nothing at a real venue (issue 26): services, packages, seats alike.
  assertDemoMayBuy(context.buyerIsDemo, venue, input.seal);
  if (venue.policies >= 2 && !body.agreementsAccepted)
    throw new HttpError('ORDER_CANT_BE_CREATED', 'Примите правила посещения и правила возврата');
  const placed = await db.transaction(async (tx) => {
    const priced = await priceLines(tx, body.lines, {
      venue,
      userId,
      childId,
      holderBirthDate: context.holderBirthDate,
      now,
    });
    if (input.free && priced.totalKopecks !== 0)
      throw new HttpError('ORDER_CANT_BE_CREATED', 'Заказ не бесплатный');
    if (priced.totalKopecks > 0 && venue.provider === null) {
      const pkg = priced.lines.some((l) => l.isPackage);
      throw new HttpError(
        'IN_APP_PURCHASE_UNAVAILABLE',
        pkg ? IN_APP_UNAVAILABLE_PACKAGE : ERROR_MESSAGES.IN_APP_PURCHASE_UNAVAILABLE,
      );
    }
    const expiresAt = minutes(now, ORDER_PAYMENT_MINUTES);
    const provider = priced.totalKopecks > 0 ? venue.provider : null;
    const order = await placeOrder(
      tx,
      {
        userId,
        childId,
        complexId: venue.complexId,
        ownerId: venue.ownerId,
        cashboxAccountId: venue.cashboxAccountId,
        provider,
        subtotalKopecks: priced.subtotalKopecks,
        feeKopecks: priced.feeKopecks,
        totalKopecks: priced.totalKopecks,
        idempotencyKey: body.idempotencyKey,
        agreementsAccepted: body.agreementsAccepted,
        // The versions current now are the ones the buyer just ticked (issue 25): a newer upload
        // later never changes what this order agreed to.
        visitPolicyId: body.agreementsAccepted ? venue.visitPolicyId : null,
        paybackPolicyId: body.agreementsAccepted ? venue.paybackPolicyId : null,
        now,
        expiresAt,
        issuedAtOnce: input.free,
      },
      priced.lines,
    );
    if (order === null) return null; // the same key won a race: answer with that order below
    // Another order took one of the holds since it was read: this one is not made.
    if (order.attached < priced.lines.filter((l) => l.holdId).length)
      throw new HttpError('HOLD_EXPIRED');
    if (input.free) {
      const issued = await issuePlaced(
        tx,
        { id: order.id, userId, childId, totalKopecks: priced.totalKopecks },
        order.lines,
        now,
        { sessionsLocked: true, marked: true },
      );
      if (!issued.issued) throw new HttpError('SOLD_OUT');
    }
    const row: OrderRow = {
      id: order.id,
      number: order.number,
      userId,
      childId,
      complexId: venue.complexId,
      complexName: venue.complexName,
      status: input.free ? 'complete' : 'created',
      provider,
      subtotalKopecks: priced.subtotalKopecks,
      feeKopecks: priced.feeKopecks,
      totalKopecks: priced.totalKopecks,
      createdAt: now,
      expiresAt,
      paidAt: input.free ? now : null,
      cancelReason: null,
    };
    return toOrder(row, priced.lines);
  });
  if (placed === null) {
    const raced = await orderIdByKey(db, userId, body.idempotencyKey);
    if (!raced) throw new HttpError('CONFLICT');
    return answerExisting(db, raced, body, input.free);
  }
  return placed;
}

/** spec §8, the package variant of the in-app purchase text. */
export const IN_APP_UNAVAILABLE_PACKAGE =
  'Покупка через приложение недоступна для данного абонемента. Вы можете приобрести абонемент в кассе в часы работы.';

async function answerExisting(
  db: Db,
  orderId: string,
  body: PreorderRequest,
  free: boolean,
): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order || !sameRequest(order, body) || (free && order.totalKopecks !== 0))
    throw new HttpError('CONFLICT', 'Этот ключ запроса уже использован для другого заказа');
  return toOrder(order, await findLines(db, orderId));
}

function toOrder(o: OrderRow, lines: readonly (PricedLine | OrderLineRow)[]): Order {
  return {
    id: o.id,
    number: o.number,
    status: o.status as Order['status'],
    complexId: o.complexId,
    complexName: o.complexName,
    childId: o.childId,
    provider: o.provider,
    subtotalKopecks: o.subtotalKopecks,
    feeKopecks: o.feeKopecks,
    totalKopecks: o.totalKopecks,
    lines: lines.map(lineView),
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    cancelReason: o.cancelReason,
  };
}

/**
 * POST /v1/mob/orders/{orderId}/cancel (issue 28): the owner cancels an unpaid order; its seats
 * go back in the same transaction. Idempotent (a canceled order answers as it is); a paid one
 * is refused — it is returned through the refund. States only move forward: a payment that
 * succeeds after this finds the order closed and the money is refunded (settle-service).
 */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order || order.userId !== userId) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
    if (order.status === 'payed' || order.status === 'complete') {
      throw new HttpError('CONFLICT', 'Заказ уже оплачен: его можно вернуть в разделе покупок');
    }
    if (order.status === 'created') await cancelCreatedOrder(tx, orderId, 'CANCELED_BY_USER', now);
    return readOrder(tx, userId, orderId);
  });
}

/** An order as its owner sees it; someone else's answers like a missing one. */
export async function readOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
  return toOrder(order, await findLines(db, orderId));
}

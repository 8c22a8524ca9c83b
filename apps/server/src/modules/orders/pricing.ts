import type { PreorderLine } from '@sportkarta/contract/api/orders';
import { AGE_GROUP_RANGES, type AgeBandTargetGroup } from '@sportkarta/contract/enums';
import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import { addDays, ageOn, dateInZone, dayAllowed } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { findMemberships } from '../sections/repository';
import type { NewOrderLine } from './order-repository';
import {
  findRate,
  findService,
  lockHoldSession,
  personDayCount,
  serviceDaySold,
  type Sellable,
  type VenueSales,
} from './repository';

// Issue 10: the server's prices and rules. A request names what to buy; every kopeck, every
// date rule and every limit is decided here, by the same function for the quote and the order.

/** Half-up kopecks of a fee in hundredths of a percent (150 = 1.5 %). */
export const feeOf = (amountKopecks: number, basisPoints: number): number =>
  Math.floor((amountKopecks * basisPoints + 5000) / 10000);

const refuse = (message: string): HttpError => new HttpError('ORDER_CANT_BE_CREATED', message);

/** Issue 25: an item (event, service, package) the venue has withdrawn from sale. */
export const WITHDRAWN_FROM_SALE = 'Спортобъект снял это с продажи';
/** Issue 25: a rate the venue has withdrawn from sale (its package may still sell others). */
export const RATE_WITHDRAWN = 'Этот тариф снят с продажи — выберите другой';

export interface PricingContext {
  venue: VenueSales;
  /** Null for the public quote: rules about the person are checked when they order. */
  userId: string | null;
  childId: string | null;
  holderBirthDate: string | null;
  now: Date;
  /** A price quote (calculateCommission): the order's own rules wait for the order. */
  quote?: boolean;
}

export interface PricedLine extends NewOrderLine {
  /** For the hold's session: its start (shown on the order). */
  sessionStartsAt: Date | null;
  isPackage: boolean;
}

function checkSellable(item: Sellable, ctx: PricingContext, visitDay: string): void {
  if (item.complexId !== ctx.venue.complexId)
    throw refuse('Все позиции заказа должны быть одного спортобъекта');
  // Issue 25: withdrawn by the venue (ARCHIVED): a 409 of its own, not a rule of the order.
  if (item.status !== 'ACTIVE') throw new HttpError('CONFLICT', WITHDRAWN_FROM_SALE);
  if (item.salesOpenAt && item.salesOpenAt > ctx.now) throw new HttpError('SALES_NOT_OPEN');
  if (ctx.childId && item.audience === 'ONLY_USER')
    throw refuse('Эту услугу можно купить только для себя, не для ребёнка');
  const range =
    item.targetGroup === 'SPECIFIC'
      ? { from: item.ageFrom ?? 0, to: item.ageTo }
      : item.targetGroup === 'ALL'
        ? null
        : AGE_GROUP_RANGES[item.targetGroup as AgeBandTargetGroup];
  if (range && ctx.holderBirthDate) {
    const age = ageOn(ctx.holderBirthDate, visitDay);
    if (age < range.from || (range.to !== null && age > range.to))
      throw refuse(
        range.to === null
          ? `Услуга для посетителей от ${range.from} лет`
          : `Услуга для посетителей ${range.from}–${range.to} лет`,
      );
  }
}

async function priceReservation(
  db: Db,
  line: Extract<PreorderLine, { kind: 'RESERVATION' }>,
  ctx: PricingContext,
): Promise<Omit<PricedLine, 'feeKopecks'>> {
  const session = await lockHoldSession(db, line.reservationId);
  const hold = session?.hold;
  const live =
    hold && hold.status === 'ACTIVE' && hold.expiresAt > ctx.now && hold.orderId === null;
  if (!session || !hold || (ctx.userId !== null && hold.userId !== ctx.userId) || !live)
    throw new HttpError('HOLD_EXPIRED');
  checkSellable(session, ctx, dateInZone(session.startsAt, session.timeZone));
  // Issue 25: a product on a part («Дорожка 3») has its own name and price.
  const price = hold.product?.priceKopecks ?? session.priceKopecks;
  return {
    kind: 'RESERVATION',
    title: hold.product ? `${session.name} — ${hold.product.name}` : session.name,
    serviceId: null,
    packageRateId: null,
    sessionId: session.id,
    holdId: hold.id,
    sectionMemberId: null,
    visitDate: dateInZone(session.startsAt, session.timeZone),
    quantity: hold.quantity,
    unitPriceKopecks: price,
    amountKopecks: price * hold.quantity,
    sessionStartsAt: session.startsAt,
    isPackage: false,
  };
}

async function priceService(
  db: Db,
  line: Extract<PreorderLine, { kind: 'SERVICE' }>,
  ctx: PricingContext,
): Promise<Omit<PricedLine, 'feeKopecks'>> {
  const service = await findService(db, line.serviceId);
  if (!service) throw new HttpError('NOT_FOUND', 'Услуга не найдена');
  const today = dateInZone(ctx.now, service.timeZone);
  const day = line.visitDate;
  if (day < today || day > addDays(today, SALES_HORIZON_DAYS))
    throw refuse('На эту дату услугу купить нельзя');
  if (!dayAllowed(service.dayRule, day))
    throw refuse(
      service.dayRule === 'ON_WEEKDAYS'
        ? 'Эту услугу можно купить только на будние дни'
        : 'Эту услугу можно купить только на выходные дни',
    );
  checkSellable(service, ctx, day);
  if (service.dailyCapacity !== null) {
    const sold = await serviceDaySold(db, service.id, day);
    if (sold + line.quantity > service.dailyCapacity)
      throw new HttpError('SOLD_OUT', 'На этот день билеты закончились');
  }
  if (ctx.userId !== null) {
    const had = await personDayCount(db, {
      userId: ctx.userId,
      childId: ctx.childId,
      serviceId: service.id,
      day,
      now: ctx.now,
    });
    if (had + line.quantity > service.perPersonDailyLimit)
      throw new HttpError(
        'VISIT_LIMITS_EXCEEDED',
        `На один день одному посетителю можно купить не больше ${service.perPersonDailyLimit} билетов этой услуги`,
      );
  }
  return {
    kind: 'SERVICE',
    title: service.name,
    serviceId: service.id,
    packageRateId: null,
    sessionId: null,
    holdId: null,
    sectionMemberId: null,
    visitDate: day,
    quantity: line.quantity,
    unitPriceKopecks: service.priceKopecks,
    amountKopecks: service.priceKopecks * line.quantity,
    sessionStartsAt: null,
    isPackage: false,
  };
}

async function pricePackage(
  db: Db,
  line: Extract<PreorderLine, { kind: 'SERVICE_PACKAGE' }>,
  ctx: PricingContext,
): Promise<Omit<PricedLine, 'feeKopecks'>> {
  const rate = await findRate(db, line.rateId);
  if (!rate) throw new HttpError('NOT_FOUND', 'Тариф не найден');
  if (rate.kind === 'SERVICE_PACKAGE_SECTION')
    throw refuse('Тариф секции оплачивается после того, как заявку в группу примут');
  checkSellable(rate, ctx, dateInZone(ctx.now, rate.timeZone));
  if (rate.withdrawn) throw new HttpError('CONFLICT', RATE_WITHDRAWN);
  return packageLine(rate, line.quantity, null);
}

function packageLine(
  rate: NonNullable<Awaited<ReturnType<typeof findRate>>>,
  quantity: number,
  sectionMemberId: string | null,
): Omit<PricedLine, 'feeKopecks'> {
  return {
    kind: sectionMemberId === null ? 'SERVICE_PACKAGE' : 'SECTION_GROUP',
    title: `${rate.name} — ${rate.category}`,
    serviceId: null,
    packageRateId: rate.id,
    sessionId: null,
    holdId: null,
    sectionMemberId,
    visitDate: null,
    quantity,
    unitPriceKopecks: rate.priceKopecks,
    amountKopecks: rate.priceKopecks * quantity,
    sessionStartsAt: null,
    isPackage: true,
  };
}

/**
 * Issue 13: a section's rate for an approved application of the buyer (or of the child the
 * order is for). A quote prices the rate of one's own application; the order checks the rest.
 */
async function priceSectionGroup(
  db: Db,
  line: Extract<PreorderLine, { kind: 'SECTION_GROUP' }>,
  ctx: PricingContext,
): Promise<Omit<PricedLine, 'feeKopecks'>> {
  const [member] = await findMemberships(db, { id: line.sectionMemberId });
  if (!member || (ctx.userId !== null && member.userId !== ctx.userId))
    throw new HttpError('NOT_FOUND', 'Заявка не найдена');
  const rate = await findRate(db, line.rateId);
  if (!rate || rate.packageId !== member.packageId)
    throw new HttpError('NOT_FOUND', 'Тариф не найден');
  if (!ctx.quote) {
    if (member.status !== 'APPROVED')
      throw refuse('Оплатить секцию можно после того, как заявку в группу примут');
    if (member.childId !== ctx.childId) throw refuse('Заявка подана на другого участника');
  }
  checkSellable(rate, ctx, dateInZone(ctx.now, rate.timeZone));
  if (rate.withdrawn) throw new HttpError('CONFLICT', RATE_WITHDRAWN);
  return packageLine(rate, 1, member.id);
}

/** Prices every line by the server's catalogue and rules; the fee is the owner's, per line. */
export async function priceLines(
  db: Db,
  lines: readonly PreorderLine[],
  ctx: PricingContext,
): Promise<{
  lines: PricedLine[];
  subtotalKopecks: number;
  feeKopecks: number;
  totalKopecks: number;
}> {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const base =
      line.kind === 'RESERVATION'
        ? await priceReservation(db, line, ctx)
        : line.kind === 'SERVICE'
          ? await priceService(db, line, ctx)
          : line.kind === 'SECTION_GROUP'
            ? await priceSectionGroup(db, line, ctx)
            : await pricePackage(db, line, ctx);
    priced.push({ ...base, feeKopecks: feeOf(base.amountKopecks, ctx.venue.feeBasisPoints) });
  }
  const subtotalKopecks = priced.reduce((s, l) => s + l.amountKopecks, 0);
  const feeKopecks = priced.reduce((s, l) => s + l.feeKopecks, 0);
  return { lines: priced, subtotalKopecks, feeKopecks, totalKopecks: subtotalKopecks + feeKopecks };
}

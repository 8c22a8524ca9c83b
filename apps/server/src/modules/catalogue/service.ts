import type {
  CashboxAccount,
  DayWithServiceResponse,
  ScheduledEventsResponse,
  Service,
  ServicePackage,
  ServiceTypesResponse,
  SessionSeats,
  UnscheduledServicesResponse,
} from '@sportkarta/contract/api/catalogue';
import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import type { PaymentMethod } from '@sportkarta/contract/enums';
import { addDays, bandOf, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { policyUrl } from '../places/owner';
import { dayAllowed, serviceAvailability, sessionAvailability } from './availability';
import { productsOfSessions } from './products';
import type { WatchedSeats } from './live-seats';
import {
  cashboxOf,
  countPackages,
  countSections,
  findPlace,
  findVenue,
  packagesOf,
  permitsOf,
  placesWithCounts,
  policiesOf,
  seatsOf,
  servicesOfPlace,
  sessionDays,
  sessionsOfDay,
  type CatalogueItemRow,
  type PackageRow,
  type PlaceRow,
} from './repository';

export const VENUE_NOT_FOUND = 'Спортобъект не найден';
export const PLACE_NOT_FOUND_TEXT = 'Площадка не найдена';
const toIso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

async function venue(db: Db, complexId: number) {
  const v = await findVenue(db, complexId);
  if (!v) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  return v;
}
async function place(db: Db, placeId: number): Promise<PlaceRow> {
  const p = await findPlace(db, placeId);
  if (!p) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND_TEXT);
  return p;
}

const audienceOf = (r: Omit<CatalogueItemRow, 'serviceType' | 'priceKopecks'>) => ({
  audience: r.audience as Service['audience'],
  targetGroup: r.targetGroup as Service['targetGroup'],
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  salesOpenAt: toIso(r.salesOpenAt),
  permits: r.permits,
});

/** GET /v1/mob/service-types: the tabs with something to show and the places that sell. */
export async function serviceTypes(
  db: Db,
  complexId: number,
  now: Date,
): Promise<ServiceTypesResponse> {
  const v = await venue(db, complexId);
  const places = (await placesWithCounts(db, complexId, now)).filter(
    (p) => p.services + p.scheduledEvents > 0,
  );
  const packages = await countPackages(db, complexId);
  const sections = await countSections(db, complexId);
  const tabs: ServiceTypesResponse['tabs'] = [];
  if (places.length > 0) tabs.push('services');
  if (packages > 0) tabs.push('service-packages');
  if (sections > 0) tabs.push('sections');
  if (tabs.length > 0) tabs.push('all');
  return { complexId, timeZone: v.timeZone, tabs, places, packages, sections };
}

export async function servicePermits(db: Db, complexId: number) {
  await venue(db, complexId);
  return { permits: await permitsOf(db, complexId) };
}

/** The longest period one calendar call may ask for (a month view with its edges). */
const MAX_CALENDAR_SPAN_DAYS = 62;

/** POST /v2/mob/dayWithService: the calendar's marks (spec §2.4) within the sales horizon. */
export async function dayWithService(
  db: Db,
  q: { placeId: number; dateFrom: string; dateTo: string },
  now: Date,
): Promise<DayWithServiceResponse> {
  // The asked period, before clipping to the horizon (clipped, it could never exceed 62 days).
  if (q.dateTo > addDays(q.dateFrom, MAX_CALENDAR_SPAN_DAYS))
    throw new HttpError('VALIDATION_ERROR', 'Период календаря не может быть длиннее 62 дней');
  const p = await place(db, q.placeId);
  const minDate = dateInZone(now, p.timeZone);
  const maxDate = addDays(minDate, SALES_HORIZON_DAYS);
  const from = q.dateFrom < minDate ? minDate : q.dateFrom;
  const to = q.dateTo > maxDate ? maxDate : q.dateTo;
  if (from > to) return { minDate, maxDate, days: [] };
  const eventDays = new Set(await sessionDays(db, p, from, to, now));
  const rules = [...new Set((await servicesOfPlace(db, p.placeId, from)).map((s) => s.dayRule))];
  const days: DayWithServiceResponse['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const types: DayWithServiceResponse['days'][number]['types'] = [];
    if (eventDays.has(day)) types.push('SCHEDULED_EVENT');
    if (rules.some((r) => dayAllowed(r, day))) types.push('SERVICE');
    if (types.length > 0) days.push({ date: day, types });
  }
  return { minDate, maxDate, days };
}

/** GET /v1/mob/public/scheduled-events and POST /v2/mob/scheduled-events. */
export async function scheduledEvents(
  db: Db,
  q: { placeId: number; date: string },
  now: Date,
): Promise<ScheduledEventsResponse> {
  const p = await place(db, q.placeId);
  const { events, sessions } = await sessionsOfDay(db, p, q.date, now);
  const withParts = new Set(events.filter((e) => e.hasProducts).map((e) => e.id));
  const products = await productsOfSessions(
    db,
    sessions.filter((s) => withParts.has(s.eventId)),
    now,
  );
  return {
    complexId: p.complexId,
    date: q.date,
    timeZone: p.timeZone,
    serverNow: now.toISOString(),
    events: events.map((e) => ({
      id: e.id,
      placeId: e.placeId ?? p.placeId,
      name: e.name,
      description: e.description,
      serviceType: e.serviceType as Service['serviceType'],
      priceKopecks: e.priceKopecks,
      durationMinutes: e.durationMinutes,
      ...audienceOf(e),
      sessions: sessions
        .filter((s) => s.eventId === e.id)
        .map((s) => ({
          id: s.id,
          startsAt: toIso(s.startsAt)!,
          endsAt: toIso(s.endsAt)!,
          band: bandOf(new Date(s.startsAt), p.timeZone),
          capacity: s.capacity,
          seatsLeft: Math.max(0, s.seatsLeft),
          availability: sessionAvailability(s, now),
          salesOpenAt: toIso(s.salesOpenAt ?? e.salesOpenAt),
          ...(products.has(s.id) ? { products: products.get(s.id) } : {}),
        })),
    })),
  };
}

/** GET …/scheduled-events/seats: the seats of the sessions a person is looking at. */
export async function sessionSeats(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<SessionSeats> {
  return { sessions: (await watchedSeats(db, ids, now)).map((w) => w.seats) };
}

/**
 * The live-seats watcher's read (live-seats.ts): each session's seats and the moment they next
 * change by time alone.
 */
export async function watchedSeats(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<WatchedSeats[]> {
  const rows = ids.length === 0 ? [] : await seatsOf(db, ids, now);
  return rows.map((r) => ({
    seats: {
      id: r.id,
      seatsLeft: Math.max(0, r.seatsLeft),
      availability: sessionAvailability(r, now),
    },
    changesAt: r.changesAt,
  }));
}

/** GET /v1/mob/unscheduled-services and POST /v2/mob/public/unscheduled-services. */
export async function unscheduledServices(
  db: Db,
  q: { placeId: number; date?: string | undefined },
  now: Date,
): Promise<UnscheduledServicesResponse> {
  const p = await place(db, q.placeId);
  const today = dateInZone(now, p.timeZone);
  const day = q.date ?? today;
  const rows = await servicesOfPlace(db, p.placeId, day);
  const services: Service[] = rows.map((s) => {
    const left = s.dailyCapacity === null ? null : Math.max(0, s.dailyCapacity - s.soldThatDay);
    const availability = serviceAvailability({ dayRule: s.dayRule, ticketsLeft: left }, day, today);
    return {
      id: s.id,
      placeId: s.placeId ?? p.placeId,
      name: s.name,
      description: s.description,
      serviceType: s.serviceType as Service['serviceType'],
      priceKopecks: s.priceKopecks,
      visitQuota: s.visitQuota,
      dayRule: s.dayRule as Service['dayRule'],
      durationMinutes: s.durationMinutes,
      dailyCapacity: s.dailyCapacity,
      ticketsLeft: left,
      perPersonDailyLimit: s.perPersonDailyLimit,
      availability,
      ...audienceOf(s),
    };
  });
  return {
    complexId: p.complexId,
    date: day,
    timeZone: p.timeZone,
    serverNow: now.toISOString(),
    services,
  };
}

function toPackage(r: PackageRow): ServicePackage {
  return {
    id: r.id,
    complexId: r.complexId,
    placeId: r.placeId,
    name: r.name,
    description: r.description,
    kind: r.kind as ServicePackage['kind'],
    dayRule: r.dayRule as ServicePackage['dayRule'],
    availability: r.rates.length > 0 ? 'AVAILABLE' : 'DEPLETED',
    ...audienceOf(r),
    rates: r.rates.map((x) => ({ ...x, term: x.term as ServicePackage['rates'][number]['term'] })),
  };
}

export async function complexPackages(
  db: Db,
  complexId: number,
  kind: string | undefined,
  now: Date,
) {
  await venue(db, complexId);
  const rows = await packagesOf(db, { complexId });
  return {
    serverNow: now.toISOString(),
    packages: rows.filter((r) => kind === undefined || r.kind === kind).map(toPackage),
  };
}

export async function onePackage(db: Db, id: number): Promise<ServicePackage> {
  const [row] = await packagesOf(db, { packageId: id });
  if (!row) throw new HttpError('NOT_FOUND', 'Абонемент не найден');
  return toPackage(row);
}

/** What each acquirer offers (spec §3 payment methods); the app filters by platform. */
const METHODS: Readonly<Record<'YOOKASSA' | 'SBERBANK', PaymentMethod[]>> = {
  YOOKASSA: ['bank_card', 'yoo_money', 'apple_pay', 'google_pay'],
  SBERBANK: ['bank_card', 'sberbank'],
};

export async function cashboxAccount(db: Db, complexId: number): Promise<CashboxAccount> {
  const row = await cashboxOf(db, complexId);
  if (!row) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  return {
    complexId,
    provider: row.provider,
    inAppPurchase: row.provider !== null,
    methods: row.provider ? METHODS[row.provider] : [],
    feeBasisPoints: row.feeBasisPoints,
  };
}

const agreementOf = (p: {
  id: string;
  kind: 'VISIT' | 'PAYBACK';
  title: string;
  ownerId: string;
}) => ({
  ...p,
  url: policyUrl(p.ownerId, p.id),
});

/** The owner's two purchase policies (spec §2.4): both must be ticked when both exist. */
export async function purchaseAgreements(db: Db, complexId: number) {
  const v = await venue(db, complexId);
  const rows = await policiesOf(db, { ownerId: v.ownerId });
  return { required: rows.length >= 2, agreements: rows.map(agreementOf) };
}

export async function purchaseAgreement(db: Db, id: string) {
  const [row] = await policiesOf(db, { id });
  if (!row) throw new HttpError('NOT_FOUND', 'Документ не найден');
  return agreementOf(row);
}

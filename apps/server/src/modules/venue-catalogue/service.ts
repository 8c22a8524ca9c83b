import type { z } from 'zod';
import {
  audienceProblem,
  RATE_IN_USE,
  termProblem,
  type CatalogueEvent,
  type CataloguePackage,
  type CatalogueRate,
  type CatalogueService,
  type CreateEventRequestSchema,
  type CreateEventResult,
  type CreatePackageRequestSchema,
  type CreatePackageResult,
  type CreateRateRequestSchema,
  type CreateServiceRequestSchema,
  type CreateServiceResult,
  type DeleteRateResult,
  type UpdateEventRequest,
  type UpdatePackageRequest,
  type UpdateRateRequest,
  type UpdateServiceRequest,
  type VenueCatalogue,
} from '@sportkarta/contract/api/venue-catalogue';
import type { AuditKind } from '@sportkarta/contract/api/venue-desk';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { appendAudit, type AuditEntryInput } from '../staff-audit/append';
import {
  deleteUnusedRate,
  eventsOf,
  insertEvent,
  insertPackage,
  insertRate,
  insertService,
  packagesOf,
  placeOfVenue,
  rateOf,
  ratesInPackage,
  servicesOf,
  syncHasServices,
  updateEvent,
  updatePackage,
  updateRate,
  updateService,
  venueOf,
  type EventRow,
  type PackageRow,
  type RateRow,
  type ServiceRow,
} from './repository';

// Issue 25: the venue's administrator runs its own catalogue (docs/venue-side.md "Catalogue
// editor"). Every write is one transaction with its audit entry (what changed: before and
// after). A creation is once per idempotency key. Prices are read by the checkout at the moment
// of a purchase and copied into the order line, so no edit here reaches an order already made.
// Withdrawing (ARCHIVED, a rate's withdrawn_at) stops offering and selling; what was sold stays
// valid. A rate some order names is never deleted.

export const EVENT_NOT_FOUND = 'Событие не найдено';
export const SERVICE_NOT_FOUND = 'Услуга не найдена';
export const PACKAGE_NOT_FOUND = 'Абонемент не найден';
export const RATE_NOT_FOUND = 'Тариф не найден';
export const PLACE_NOT_HERE = 'Площадка не найдена среди площадок этого спортобъекта';
export const LAST_RATE =
  'У абонемента должен остаться хотя бы один тариф — снимите абонемент с продажи';

export interface CatalogueDeps {
  db: Db;
  /** The venue's "has services" mark changed: the venue index re-reads it now. */
  venueChanged(): void;
}

export interface Actor {
  complexId: number;
  userId: string;
  now: Date;
}

type EventInput = z.output<typeof CreateEventRequestSchema>;
type ServiceInput = z.output<typeof CreateServiceRequestSchema>;
type PackageInput = z.output<typeof CreatePackageRequestSchema>;
type RateInput = z.output<typeof CreateRateRequestSchema>;

const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const dateOrNull = (s: string | null) => (s === null ? null : new Date(s));

const audienceView = (r: EventRow | ServiceRow | PackageRow) => ({
  audience: r.audience,
  targetGroup: r.targetGroup,
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  salesOpenAt: isoOrNull(r.salesOpenAt),
  status: r.status,
});

function eventView(r: EventRow): CatalogueEvent {
  return {
    id: r.id,
    placeId: r.placeId,
    name: r.name,
    description: r.description,
    serviceType: r.serviceType,
    priceKopecks: r.priceKopecks,
    durationMinutes: r.durationMinutes,
    ...audienceView(r),
    upcomingSessions: r.upcomingSessions,
  };
}

function serviceView(r: ServiceRow): CatalogueService {
  return {
    id: r.id,
    placeId: r.placeId,
    name: r.name,
    description: r.description,
    serviceType: r.serviceType,
    priceKopecks: r.priceKopecks,
    durationMinutes: r.durationMinutes,
    dayRule: r.dayRule,
    visitQuota: r.visitQuota,
    dailyCapacity: r.dailyCapacity,
    perPersonDailyLimit: r.perPersonDailyLimit,
    ...audienceView(r),
  };
}

function rateView(r: RateRow): CatalogueRate {
  return {
    id: r.id,
    packageId: r.packageId,
    category: r.category,
    costKopecks: r.costKopecks,
    term: r.term,
    manualTermDays: r.manualTermDays,
    visits: r.visits,
    freezeDays: r.freezeDays,
    freezeTimes: r.freezeTimes,
    withdrawn: r.withdrawnAt !== null,
    withdrawnAt: isoOrNull(r.withdrawnAt),
    inUse: r.inUse,
  };
}

function packageView(r: PackageRow): CataloguePackage {
  return {
    id: r.id,
    placeId: r.placeId,
    name: r.name,
    description: r.description,
    kind: r.kind,
    dayRule: r.dayRule,
    ...audienceView(r),
    rates: r.rates.map(rateView),
  };
}

/** GET …/catalogue (catalogue.edit): everything the venue sells, on sale or withdrawn. */
export async function venueCatalogue(
  db: Db,
  complexId: number,
  now: Date,
): Promise<VenueCatalogue> {
  const venue = await venueOf(db, complexId);
  if (!venue) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const [events, services, packages] = [
    await eventsOf(db, { complexId, now }),
    await servicesOf(db, { complexId }),
    await packagesOf(db, { complexId }),
  ];
  return {
    complexId,
    timeZone: venue.timeZone,
    places: venue.places,
    events: events.map(eventView),
    services: services.map(serviceView),
    packages: packages.map(packageView),
  };
}

export async function checkPlace(db: Db, complexId: number, placeId: number | null | undefined) {
  if (placeId === null || placeId === undefined) return;
  if (!(await placeOfVenue(db, complexId, placeId)))
    throw new HttpError('VALIDATION_ERROR', PLACE_NOT_HERE);
}

function checkAudience(a: {
  targetGroup: string;
  ageFrom: number | null;
  ageTo: number | null;
}): void {
  const problem = audienceProblem(a);
  if (problem) throw new HttpError('VALIDATION_ERROR', problem.message);
}

/** One audit entry of a catalogue write, in the write's transaction. */
function audit(
  tx: Db,
  a: Actor,
  e: { kind: AuditKind; objectType: AuditEntryInput['objectType']; objectId: number },
  change: { before?: unknown; after?: unknown },
) {
  return appendAudit(tx, {
    complexId: a.complexId,
    actorUserId: a.userId,
    kind: e.kind,
    at: a.now,
    objectType: e.objectType,
    objectId: String(e.objectId),
    ...change,
  });
}

/**
 * A creation once per key: the item the key made before (the same one again, or 409 when the
 * body names another), or a new one with its audit entry. Answers the row and whether it is new.
 */
export async function createOnce<R>(
  deps: CatalogueDeps,
  a: Actor,
  o: {
    find: (db: Db) => Promise<R | undefined>;
    insert: (tx: Db) => Promise<number | undefined>;
    same: (r: R) => boolean;
    conflict: string;
    kind: AuditKind;
    objectType: AuditEntryInput['objectType'];
    after: unknown;
    /** More rows of the same creation (a package's rates). */
    more?: (tx: Db, id: number) => Promise<void>;
  },
): Promise<{ row: R; fresh: boolean }> {
  const repeated = (r: R) => {
    if (!o.same(r)) throw new HttpError('CONFLICT', o.conflict);
    return { row: r, fresh: false };
  };
  const before = await o.find(deps.db);
  if (before) return repeated(before);
  const made = await deps.db.transaction(async (tx) => {
    const id = await o.insert(tx);
    if (id === undefined) return undefined;
    await o.more?.(tx, id);
    await audit(
      tx,
      a,
      { kind: o.kind, objectType: o.objectType, objectId: id },
      { after: o.after },
    );
    return { changed: await syncHasServices(tx, a.complexId) };
  });
  if (made?.changed) deps.venueChanged();
  // A twin request with the same key committed first: answer its item.
  const row = (await o.find(deps.db))!;
  return made === undefined ? repeated(row) : { row, fresh: true };
}

/** The fields of `patch` whose values differ from `row`'s: what to write and to audit. */
function changesOf<T extends Record<string, unknown>>(
  row: T,
  patch: Partial<T>,
): { set: Partial<T>; before: Partial<T>; after: Partial<T> } {
  const set: Partial<T> = {};
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const next = patch[key];
    if (next === undefined) continue;
    const norm = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
    if (norm(row[key]) === norm(next)) continue;
    set[key] = next;
    before[key] = norm(row[key]) as T[keyof T];
    after[key] = norm(next) as T[keyof T];
  }
  return { set, before, after };
}

/**
 * Who it is for after a change: a target group other than SPECIFIC clears the ages unless the
 * change names them; the result must be whole (ages only, and then some, for SPECIFIC).
 */
export function mergedAudience(
  row: { targetGroup: string; ageFrom: number | null; ageTo: number | null },
  p: { targetGroup?: string; ageFrom?: number | null; ageTo?: number | null },
) {
  const targetGroup = p.targetGroup ?? row.targetGroup;
  const clears = p.targetGroup !== undefined && targetGroup !== 'SPECIFIC';
  const merged = {
    targetGroup,
    ageFrom: p.ageFrom !== undefined ? p.ageFrom : clears ? null : row.ageFrom,
    ageTo: p.ageTo !== undefined ? p.ageTo : clears ? null : row.ageTo,
  };
  checkAudience(merged);
  return merged;
}

/**
 * A change under the row's lock: 404 without the row, nothing written (and no entry) when
 * nothing differs, else the write and its audit entry in one transaction.
 */
export async function patchOnce<R, F extends Record<string, unknown>>(
  deps: CatalogueDeps,
  a: Actor,
  o: {
    lock: (tx: Db) => Promise<R | undefined>;
    notFound: string;
    plan: (tx: Db, row: R) => Promise<{ current: F; next: Partial<F> }>;
    write: (tx: Db, set: Partial<F>) => Promise<void>;
    kind: AuditKind;
    objectType: AuditEntryInput['objectType'];
    objectId: number;
  },
): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    const row = await o.lock(tx);
    if (!row) throw new HttpError('NOT_FOUND', o.notFound);
    const { current, next } = await o.plan(tx, row);
    const { set, before, after } = changesOf(current, next);
    if (Object.keys(set).length === 0) return false;
    await o.write(tx, set);
    await audit(tx, a, o, { before, after });
    return syncHasServices(tx, a.complexId);
  });
  if (changed) deps.venueChanged();
}

// ---- scheduled events ---------------------------------------------------------------------

/** POST …/catalogue/events: a scheduled event, once per key. */
export async function createEvent(
  deps: CatalogueDeps,
  a: Actor & { body: EventInput },
): Promise<CreateEventResult> {
  const { idempotencyKey, ...fields } = a.body;
  const find = async (db: Db) =>
    (await eventsOf(db, { complexId: a.complexId, now: a.now, key: idempotencyKey }))[0];
  if (!(await find(deps.db))) await checkPlace(deps.db, a.complexId, fields.placeId);
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: (tx) =>
      insertEvent(tx, {
        ...fields,
        salesOpenAt: dateOrNull(fields.salesOpenAt),
        complexId: a.complexId,
        idempotencyKey,
      }),
    same: (r) => r.name === fields.name && r.placeId === fields.placeId,
    conflict: 'Этот ключ запроса уже использован для другого события',
    kind: 'EVENT_CREATE',
    objectType: 'scheduled_event',
    after: fields,
  });
  return { event: eventView(row), fresh };
}

const eventFields = (r: EventRow) => ({
  placeId: r.placeId,
  name: r.name,
  description: r.description,
  serviceType: r.serviceType as string,
  priceKopecks: r.priceKopecks,
  durationMinutes: r.durationMinutes,
  audience: r.audience as string,
  targetGroup: r.targetGroup as string,
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  salesOpenAt: r.salesOpenAt,
  status: r.status as string,
});

/** PATCH …/catalogue/events/{eventId}: any field; a new price sells from now on. */
export async function updateEventOf(
  deps: CatalogueDeps,
  a: Actor & { eventId: number; body: UpdateEventRequest },
): Promise<CatalogueEvent> {
  const one = (db: Db, lock?: boolean) =>
    eventsOf(db, { complexId: a.complexId, now: a.now, eventId: a.eventId, lock }).then(
      (rows) => rows[0],
    );
  const p = a.body;
  await patchOnce(deps, a, {
    lock: (tx) => one(tx, true),
    notFound: EVENT_NOT_FOUND,
    plan: async (tx, row) => {
      await checkPlace(tx, a.complexId, p.placeId);
      const current = eventFields(row);
      return {
        current,
        next: {
          ...p,
          ...mergedAudience(row, p),
          salesOpenAt: p.salesOpenAt === undefined ? undefined : dateOrNull(p.salesOpenAt),
        },
      };
    },
    write: (tx, set) => updateEvent(tx, a.eventId, set),
    kind: 'EVENT_UPDATE',
    objectType: 'scheduled_event',
    objectId: a.eventId,
  });
  return eventView((await one(deps.db))!);
}

// ---- services without a schedule ----------------------------------------------------------

/** POST …/catalogue/services: a service without a schedule, once per key. */
export async function createService(
  deps: CatalogueDeps,
  a: Actor & { body: ServiceInput },
): Promise<CreateServiceResult> {
  const { idempotencyKey, ...fields } = a.body;
  const find = async (db: Db) =>
    (await servicesOf(db, { complexId: a.complexId, key: idempotencyKey }))[0];
  if (!(await find(deps.db))) await checkPlace(deps.db, a.complexId, fields.placeId);
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: (tx) =>
      insertService(tx, {
        ...fields,
        salesOpenAt: dateOrNull(fields.salesOpenAt),
        complexId: a.complexId,
        idempotencyKey,
      }),
    same: (r) => r.name === fields.name && r.placeId === fields.placeId,
    conflict: 'Этот ключ запроса уже использован для другой услуги',
    kind: 'SERVICE_CREATE',
    objectType: 'service',
    after: fields,
  });
  return { service: serviceView(row), fresh };
}

const serviceFields = (r: ServiceRow) => ({
  placeId: r.placeId,
  name: r.name,
  description: r.description,
  serviceType: r.serviceType as string,
  priceKopecks: r.priceKopecks,
  durationMinutes: r.durationMinutes,
  dayRule: r.dayRule as string,
  visitQuota: r.visitQuota,
  dailyCapacity: r.dailyCapacity,
  perPersonDailyLimit: r.perPersonDailyLimit,
  audience: r.audience as string,
  targetGroup: r.targetGroup as string,
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  salesOpenAt: r.salesOpenAt,
  status: r.status as string,
});

/** PATCH …/catalogue/services/{serviceId} */
export async function updateServiceOf(
  deps: CatalogueDeps,
  a: Actor & { serviceId: number; body: UpdateServiceRequest },
): Promise<CatalogueService> {
  const one = (db: Db, lock?: boolean) =>
    servicesOf(db, { complexId: a.complexId, serviceId: a.serviceId, lock }).then((r) => r[0]);
  const p = a.body;
  await patchOnce(deps, a, {
    lock: (tx) => one(tx, true),
    notFound: SERVICE_NOT_FOUND,
    plan: async (tx, row) => {
      await checkPlace(tx, a.complexId, p.placeId);
      return {
        current: serviceFields(row),
        next: {
          ...p,
          ...mergedAudience(row, p),
          salesOpenAt: p.salesOpenAt === undefined ? undefined : dateOrNull(p.salesOpenAt),
        },
      };
    },
    write: (tx, set) => updateService(tx, a.serviceId, set),
    kind: 'SERVICE_UPDATE',
    objectType: 'service',
    objectId: a.serviceId,
  });
  return serviceView((await one(deps.db))!);
}

// ---- packages and rates -------------------------------------------------------------------

const rateValues = (r: RateInput) => ({
  category: r.category,
  costKopecks: r.costKopecks,
  term: r.term,
  manualTermDays: r.manualTermDays,
  visits: r.visits,
  freezeDays: r.freezeDays,
  freezeTimes: r.freezeTimes,
});

/** POST …/catalogue/packages: a package with its rates, once per key. */
export async function createPackage(
  deps: CatalogueDeps,
  a: Actor & { body: PackageInput },
): Promise<CreatePackageResult> {
  const { idempotencyKey, rates, ...fields } = a.body;
  const find = async (db: Db) =>
    (await packagesOf(db, { complexId: a.complexId, key: idempotencyKey }))[0];
  if (!(await find(deps.db))) await checkPlace(deps.db, a.complexId, fields.placeId);
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: (tx) =>
      insertPackage(tx, {
        ...fields,
        salesOpenAt: dateOrNull(fields.salesOpenAt),
        complexId: a.complexId,
        kind: 'SERVICE_PACKAGE',
        idempotencyKey,
      }),
    more: async (tx, packageId) => {
      for (const r of rates) await insertRate(tx, { ...rateValues(r), packageId });
    },
    same: (r) => r.name === fields.name && r.placeId === fields.placeId,
    conflict: 'Этот ключ запроса уже использован для другого абонемента',
    kind: 'PACKAGE_CREATE',
    objectType: 'service_package',
    after: { ...fields, rates },
  });
  return { package: packageView(row), fresh };
}

const packageFields = (r: PackageRow) => ({
  placeId: r.placeId,
  name: r.name,
  description: r.description,
  dayRule: r.dayRule as string,
  audience: r.audience as string,
  targetGroup: r.targetGroup as string,
  ageFrom: r.ageFrom,
  ageTo: r.ageTo,
  salesOpenAt: r.salesOpenAt,
  status: r.status as string,
});

const onePackage = (db: Db, complexId: number, packageId: number, lock?: boolean) =>
  packagesOf(db, { complexId, packageId, lock }).then((r) => r[0]);

/** PATCH …/catalogue/packages/{packageId}: the package itself (its rates one by one). */
export async function updatePackageOf(
  deps: CatalogueDeps,
  a: Actor & { packageId: number; body: UpdatePackageRequest },
): Promise<CataloguePackage> {
  const p = a.body;
  await patchOnce(deps, a, {
    lock: (tx) => onePackage(tx, a.complexId, a.packageId, true),
    notFound: PACKAGE_NOT_FOUND,
    plan: async (tx, row) => {
      await checkPlace(tx, a.complexId, p.placeId);
      return {
        current: packageFields(row),
        next: {
          ...p,
          ...mergedAudience(row, p),
          salesOpenAt: p.salesOpenAt === undefined ? undefined : dateOrNull(p.salesOpenAt),
        },
      };
    },
    write: (tx, set) => updatePackage(tx, a.packageId, set),
    kind: 'PACKAGE_UPDATE',
    objectType: 'service_package',
    objectId: a.packageId,
  });
  return packageView((await onePackage(deps.db, a.complexId, a.packageId))!);
}

/** POST …/catalogue/packages/{packageId}/rates: one more rate, last in the package's order. */
export async function addRate(
  deps: CatalogueDeps,
  a: Actor & { packageId: number; body: RateInput },
): Promise<CatalogueRate> {
  const { rateId, changed } = await deps.db.transaction(async (tx) => {
    const pkg = await onePackage(tx, a.complexId, a.packageId, true);
    if (!pkg) throw new HttpError('NOT_FOUND', PACKAGE_NOT_FOUND);
    const values = rateValues(a.body);
    const id = await insertRate(tx, { ...values, packageId: a.packageId });
    await audit(
      tx,
      a,
      { kind: 'RATE_CREATE', objectType: 'package_rate', objectId: id },
      { after: { packageId: a.packageId, ...values } },
    );
    return { rateId: id, changed: await syncHasServices(tx, a.complexId) };
  });
  if (changed) deps.venueChanged();
  return rateView((await rateOf(deps.db, { complexId: a.complexId, rateId }))!);
}

const rateFields = (r: RateRow) => ({
  category: r.category,
  costKopecks: r.costKopecks,
  term: r.term as string,
  manualTermDays: r.manualTermDays,
  visits: r.visits,
  freezeDays: r.freezeDays,
  freezeTimes: r.freezeTimes,
  withdrawnAt: r.withdrawnAt,
});

/**
 * PATCH …/catalogue/rates/{rateId}: cost, term, visits, freezing; `withdrawn` takes it off sale
 * (or back). A new cost sells from now on: orders already made keep the price they copied.
 */
export async function updateRateOf(
  deps: CatalogueDeps,
  a: Actor & { rateId: number; body: UpdateRateRequest },
): Promise<CatalogueRate> {
  const { withdrawn, ...p } = a.body;
  await patchOnce(deps, a, {
    lock: (tx) => rateOf(tx, { complexId: a.complexId, rateId: a.rateId, lock: true }),
    notFound: RATE_NOT_FOUND,
    plan: async (_tx, row) => {
      const term = p.term ?? row.term;
      const manualTermDays =
        p.manualTermDays !== undefined
          ? p.manualTermDays
          : p.term !== undefined && term !== 'MANUAL_DAYS'
            ? null
            : row.manualTermDays;
      const problem = termProblem({ term, manualTermDays });
      if (problem) throw new HttpError('VALIDATION_ERROR', problem.message);
      return {
        current: rateFields(row),
        next: {
          ...p,
          manualTermDays,
          withdrawnAt:
            withdrawn === undefined ? undefined : withdrawn ? (row.withdrawnAt ?? a.now) : null,
        },
      };
    },
    write: (tx, set) => updateRate(tx, a.rateId, set),
    kind: 'RATE_UPDATE',
    objectType: 'package_rate',
    objectId: a.rateId,
  });
  return rateView((await rateOf(deps.db, { complexId: a.complexId, rateId: a.rateId }))!);
}

/**
 * DELETE …/catalogue/rates/{rateId}: only a rate no order names (else 409: withdraw it), and
 * never a package's last one.
 */
export async function deleteRate(
  deps: CatalogueDeps,
  a: Actor & { rateId: number },
): Promise<DeleteRateResult> {
  const changed = await deps.db.transaction(async (tx) => {
    const rate = await rateOf(tx, { complexId: a.complexId, rateId: a.rateId, lock: true });
    if (!rate) throw new HttpError('NOT_FOUND', RATE_NOT_FOUND);
    if (rate.inUse) throw new HttpError('CONFLICT', RATE_IN_USE);
    if ((await ratesInPackage(tx, rate.packageId)) <= 1) throw new HttpError('CONFLICT', LAST_RATE);
    if (!(await deleteUnusedRate(tx, a.rateId))) throw new HttpError('CONFLICT', RATE_IN_USE);
    await audit(
      tx,
      a,
      { kind: 'RATE_DELETE', objectType: 'package_rate', objectId: a.rateId },
      { before: { ...rateFields(rate), packageId: rate.packageId } },
    );
    return syncHasServices(tx, a.complexId);
  });
  if (changed) deps.venueChanged();
  return { rateId: a.rateId, deleted: true };
}

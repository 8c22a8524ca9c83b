import type {
  PackageEvent,
  PackageFreeze,
  StaffActivateRequest,
  StaffPackage,
} from '@sportkarta/contract/api/venue-packages';
import { ACTIVATE_AHEAD_DAYS } from '@sportkarta/contract/api/venue-packages';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { packageFreezes, type FreezeRow } from '../purchases/freeze-repository';
import { activatePackage, findPackages, type SoldPackageRow } from '../service-packages/repository';
import {
  activationRefusal,
  CHANGED_MEANWHILE,
  PACKAGE_NOT_FOUND,
  packageStatus,
} from '../service-packages/service';
import { appendAudit } from '../staff-audit/append';
import { packageHappenings, venuePackageOwner, type HappeningRow } from './repository';

// Issue 25: the front desk's side of a visitor's package. Activation reuses the visitor's own
// rule and guarded UPDATE (modules/service-packages): only a sold, not yet activated package
// moves to ACTIVE, from today or a later day of the venue; the door refuses it before that day.

type Deps = { db: Db };

async function venueRow(db: Db, complexId: number, id: string): Promise<SoldPackageRow> {
  const userId = await venuePackageOwner(db, complexId, id);
  const [row] = userId ? await findPackages(db, userId, id) : [];
  if (!row) throw new HttpError('NOT_FOUND', PACKAGE_NOT_FOUND);
  return row;
}

/** Of one moment, in the order things happen: a sale before its activation, and so on. */
const RANK: Record<HappeningRow['kind'], number> = {
  SOLD: 0,
  ACTIVATED: 1,
  DESK_ACTIVATED: 1,
  FROZEN: 2,
  VISIT: 3,
  REFUND_ASKED: 4,
  REFUNDED: 5,
};
const byTime = (a: HappeningRow, b: HappeningRow) =>
  a.at.getTime() - b.at.getTime() || RANK[a.kind] - RANK[b.kind];

function event(h: HappeningRow): PackageEvent {
  const kind = h.kind === 'DESK_ACTIVATED' ? 'ACTIVATED' : h.kind;
  return { kind, at: h.at.toISOString(), who: h.who, detail: h.detail || null };
}

const freeze = (f: FreezeRow): PackageFreeze => ({ ...f, at: f.at.toISOString() });

async function view(db: Db, row: SoldPackageRow, now: Date): Promise<StaffPackage> {
  const status = packageStatus(row, now);
  const [happenings, freezes] = await Promise.all([
    packageHappenings(db, row.id),
    packageFreezes(db, row.id, now),
  ]);
  return {
    id: row.id,
    title: `${row.name} · ${row.rateName}`,
    holderName: row.holderName,
    status,
    timeZone: row.timeZone,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    visitsTotal: row.visitsTotal,
    visitsUsed: row.visitsUsed,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    startsOn: row.startsOn,
    validUntil: row.validUntil?.toISOString() ?? null,
    canActivate: activationRefusal(row, now) === null,
    today: dateInZone(now, row.timeZone),
    events: happenings.sort(byTime).map(event),
    freezes: freezes.map(freeze),
  };
}

/** GET …/service-packages/{id}: the package and its record. Another venue's — 404. */
export async function staffPackage(
  deps: Deps,
  a: { complexId: number; packageId: string; now: Date },
): Promise<StaffPackage> {
  return view(deps.db, await venueRow(deps.db, a.complexId, a.packageId), a.now);
}

/** POST …/service-packages/{id}/activate: from today or a later day; audited; once per key. */
export async function staffActivate(
  deps: Deps,
  a: {
    complexId: number;
    packageId: string;
    userId: string;
    body: StaffActivateRequest;
    now: Date;
  },
): Promise<StaffPackage> {
  const row = await venueRow(deps.db, a.complexId, a.packageId);
  // The same request again (the answer was lost): the same answer.
  if (row.activationKey === a.body.idempotencyKey) return view(deps.db, row, a.now);
  const today = dateInZone(a.now, row.timeZone);
  if (a.body.startDate < today)
    throw new HttpError('BAD_REQUEST', 'Дата начала уже прошла: выберите сегодня или позже');
  if (a.body.startDate > addDays(today, ACTIVATE_AHEAD_DAYS))
    throw new HttpError(
      'BAD_REQUEST',
      `Дата начала — не позже чем через ${ACTIVATE_AHEAD_DAYS} дней`,
    );
  const why = activationRefusal(row, a.now);
  if (why) throw new HttpError('CONFLICT', why);
  const done = await deps.db.transaction(async (tx) => {
    const moved = await activatePackage(tx, row.id, a.now, {
      startDay: a.body.startDate,
      key: a.body.idempotencyKey,
    });
    if (!moved) return false;
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'PACKAGE_ACTIVATE',
      at: a.now,
      objectType: 'package',
      objectId: row.id,
      orderNumber: row.orderNumber,
      before: { status: row.status },
      after: { status: 'ACTIVE', startDate: a.body.startDate },
    });
    return true;
  });
  if (!done) {
    // Changed in between: by this same request sent twice at once — its answer; else say so.
    const now = await venueRow(deps.db, a.complexId, a.packageId);
    if (now.activationKey !== a.body.idempotencyKey)
      throw new HttpError('CONFLICT', CHANGED_MEANWHILE);
  }
  return staffPackage(deps, a);
}

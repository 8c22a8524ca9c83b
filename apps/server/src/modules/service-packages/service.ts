import type { SoldPackage, SoldPackageList } from '@sportkarta/contract/api/service-packages';
import type { ValidityPeriod } from '@sportkarta/contract/enums';
import { packageStartsMessage } from '@sportkarta/contract/door-rules';
import type { VisitorPackageStatus } from '@sportkarta/contract/enums-statuses';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import { PACKAGE_PREFIX } from '../check-in/service';
import { freezePackage, unfreezePackage } from '../purchases/freeze-repository';
import { activatePackage, findPackages, type SoldPackageRow } from './repository';

// Issue 12: packages after the purchase (docs/api-purchases.md "Packages"). CREATED until the
// holder activates it; ACTIVE ⇄ FREEZED within the rate's freeze days and times; time and
// visits end it (the background job and check-in write that down).

export const PACKAGE_NOT_FOUND = 'Абонемент не найден';
export const CHANGED_MEANWHILE = 'Абонемент уже изменён, обновите экран';
const DAY_MS = 86_400_000;
/** A package's QR code, when it has no end of its own, is signed for this long. */
const OPEN_QR_MS = 365 * DAY_MS;

type Deps = { db: Db; signer: QrSigner };

/** Activated at the venue's desk from a later day (issue 25), before that day. */
const startsLater = (row: SoldPackageRow, now: Date): boolean =>
  row.activatedAt !== null && row.activatedAt > now;

/** Days of the running freeze, counted as started days (a freeze of an hour costs a day). */
const frozenDays = (row: SoldPackageRow, now: Date): number =>
  row.frozenAt ? Math.max(1, Math.ceil((now.getTime() - row.frozenAt.getTime()) / DAY_MS)) : 0;

export function packageStatus(row: SoldPackageRow, now: Date): VisitorPackageStatus {
  if (row.refund === 'DONE' || row.orderStatus === 'returned') return 'REFUNDED';
  const stored = row.status as VisitorPackageStatus;
  if (stored !== 'ACTIVE') return stored;
  if (row.visitsTotal !== null && row.visitsUsed >= row.visitsTotal) return 'EXHAUSTED';
  if (row.validUntil && row.validUntil <= now) return 'OUTDATED';
  return 'ACTIVE';
}

function freezeOf(row: SoldPackageRow, now: Date) {
  const daysLeft = Math.max(0, row.freezeDays - row.freezeDaysUsed - frozenDays(row, now));
  return {
    daysAllowed: row.freezeDays,
    daysUsed: row.freezeDaysUsed,
    daysLeft,
    timesAllowed: row.freezeTimes,
    timesUsed: row.freezesUsed,
  };
}

async function toPackage(row: SoldPackageRow, signer: QrSigner, now: Date): Promise<SoldPackage> {
  const status = packageStatus(row, now);
  const freeze = freezeOf(row, now);
  const noRefund = row.refund === 'NONE';
  const qrUntil =
    row.validUntil && row.validUntil > now ? row.validUntil : new Date(now.getTime() + OPEN_QR_MS);
  return {
    id: row.id,
    name: row.name,
    rateName: row.rateName,
    term: row.term as ValidityPeriod,
    termDays: row.termDays,
    complexId: row.complexId,
    complexName: row.complexName,
    timeZone: row.timeZone,
    dayRule: row.dayRule as SoldPackage['dayRule'],
    status,
    holder: { childId: row.childId, name: row.holderName },
    visitsTotal: row.visitsTotal,
    visitsUsed: row.visitsUsed,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    startsOn: startsLater(row, now) ? row.startsOn : null,
    validUntil: row.validUntil?.toISOString() ?? null,
    frozenAt: row.frozenAt?.toISOString() ?? null,
    freeze,
    canActivate: status === 'CREATED' && noRefund,
    canFreeze:
      status === 'ACTIVE' &&
      noRefund &&
      !startsLater(row, now) &&
      freeze.daysLeft > 0 &&
      row.freezesUsed < row.freezeTimes,
    canUnfreeze: status === 'FREEZED',
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    purchasedAt: row.createdAt.toISOString(),
    qrToken: await signer.sign({ qrCodeId: PACKAGE_PREFIX + row.id, validUntil: qrUntil, now }),
  };
}

export async function listPackages(
  deps: Deps,
  a: { userId: string; now: Date },
): Promise<SoldPackageList> {
  const rows = await findPackages(deps.db, a.userId);
  return {
    items: await Promise.all(rows.map((r) => toPackage(r, deps.signer, a.now))),
    serverNow: a.now.toISOString(),
  };
}

async function mine(deps: Deps, userId: string, id: string): Promise<SoldPackageRow> {
  const [row] = await findPackages(deps.db, userId, id);
  if (!row) throw new HttpError('NOT_FOUND', PACKAGE_NOT_FOUND);
  return row;
}

export async function readPackage(
  deps: Deps,
  a: { userId: string; id: string; now: Date },
): Promise<SoldPackage> {
  return toPackage(await mine(deps, a.userId, a.id), deps.signer, a.now);
}

const conflict = (message: string) => new HttpError('CONFLICT', message);

const REFUND_UNDER_WAY = 'По абонементу оформляется или оформлен возврат';
const ALREADY_ACTIVE = 'Абонемент уже активирован';

/** Why a package cannot be activated now (the visitor's and the front desk's one rule). */
export function activationRefusal(row: SoldPackageRow, now: Date): string | null {
  const status = packageStatus(row, now);
  if (status === 'REFUNDED' || status === 'CANCELED' || row.refund !== 'NONE')
    return REFUND_UNDER_WAY;
  return status === 'CREATED' ? null : ALREADY_ACTIVE;
}

/** Why an action is not possible now, in Russian; null when it is. */
function refusal(
  p: SoldPackage,
  refunding: boolean,
  action: 'activate' | 'freeze' | 'unfreeze',
): string | null {
  if (p.status === 'REFUNDED' || p.status === 'CANCELED' || (refunding && action !== 'unfreeze'))
    return REFUND_UNDER_WAY;
  if (action === 'activate') return p.canActivate ? null : ALREADY_ACTIVE;
  if (action === 'unfreeze') return p.canUnfreeze ? null : 'Абонемент не заморожен';
  if (p.status !== 'ACTIVE') return 'Заморозить можно только активный абонемент';
  if (p.freeze.daysAllowed === 0) return 'Тариф этого абонемента не допускает заморозку';
  if (p.freeze.timesUsed >= p.freeze.timesAllowed)
    return 'Все заморозки по этому абонементу уже использованы';
  if (p.freeze.daysLeft === 0) return 'Дни заморозки по этому абонементу закончились';
  return null;
}

/** Activate, freeze or unfreeze one of my packages; answers it as it is afterwards. */
export async function changePackage(
  deps: Deps,
  a: { userId: string; id: string; now: Date; action: 'activate' | 'freeze' | 'unfreeze' },
): Promise<SoldPackage> {
  const row = await mine(deps, a.userId, a.id);
  const before = await toPackage(row, deps.signer, a.now);
  const why =
    a.action === 'freeze' && startsLater(row, a.now) && row.startsOn
      ? `${packageStartsMessage(row.startsOn)}: заморозить его можно с этого дня`
      : refusal(before, row.refund !== 'NONE', a.action);
  if (why) throw conflict(why);
  const done =
    a.action === 'activate'
      ? await activatePackage(deps.db, row.id, a.now)
      : a.action === 'freeze'
        ? await freezePackage(deps.db, { id: row.id, now: a.now, userId: a.userId })
        : await unfreezePackage(deps.db, { id: row.id, now: a.now });
  // Another device changed it in between: say so rather than pretend.
  if (!done) throw conflict(CHANGED_MEANWHILE);
  return readPackage(deps, a);
}

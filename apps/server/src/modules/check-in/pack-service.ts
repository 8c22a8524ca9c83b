import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/venue-staff';
import { ageOn, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { complexZone } from '../staff/repository';
import { isRealVenue, type DemoSeal } from '../auth/demo-seal';
import { venueCashbox } from '../auth/demo-seal-repository';
import { listsOf } from './lists-repository';
import { packPackages, packTickets, type PackRow } from './pack-repository';
import { ruleFor, sessionWindow, type DoorRule } from './rules';

/**
 * GET …/offline-pack: the venue's day for a scanner without the network, in the venue's time
 * zone (which the pack names: the device's own clock may be in another one). Every code the
 * server would answer for at this door is in, with what `decideAtDoor` reads, so the device
 * refuses it with the server's reason and text — a package the day rule refuses (WRONG_DAY), a
 * used-up one (EXHAUSTED), a refunded ticket; one no list admits is in as NOT_ON_LIST.
 */
export async function offlinePack(
  db: Db,
  a: { complexId: number; kid: string; now: Date; seal: DemoSeal },
): Promise<OfflinePack> {
  const zone = await complexZone(db, a.complexId);
  if (!zone) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const day = dateInZone(a.now, zone);
  const [lists, tickets, packages, cashbox] = await Promise.all([
    listsOf(db, a.complexId),
    packTickets(db, a.complexId, day, a.seal.realAcquirers),
    packPackages(db, a.complexId, day, a.seal.realAcquirers),
    venueCashbox(db, a.complexId),
  ]);
  // The device refuses a demo code as the server does (DEMO) where the venue's money is real.
  const real = isRealVenue(cashbox, a.seal);
  const items = [...tickets, ...packages].map((r) =>
    toItem(r, ruleFor(lists, r.product, r.productId), day, real),
  );
  return { generatedAt: a.now.toISOString(), validDate: day, timeZone: zone, kid: a.kid, items };
}

function toItem(
  r: PackRow,
  rule: DoorRule | null,
  day: string,
  realVenue: boolean,
): OfflinePackItem {
  const w = r.startsAt && rule ? sessionWindow(r.startsAt, r.endsAt, rule) : null;
  return {
    qrCodeId: r.qrCodeId,
    kind: r.product === 'PACKAGE' ? 'PACKAGE' : 'TICKET',
    title: r.title,
    holderName: r.holderName,
    childAge: r.childBirthDate ? ageOn(r.childBirthDate, day) : null,
    sessionStart: r.startsAt?.toISOString() ?? null,
    sessionEnd: r.endsAt?.toISOString() ?? null,
    onList: rule !== null,
    admitFrom: w?.from.toISOString() ?? null,
    admitUntil: w?.until?.toISOString() ?? null,
    visitsLeft: r.visitsTotal === null ? null : Math.max(0, r.visitsTotal - r.visitsUsed),
    status: r.status,
    usedAt: r.usedAt?.toISOString() ?? null,
    reentry: rule?.reentry ?? false,
    refund: r.refund,
    orderStatus: r.orderStatus,
    validUntil: r.validUntil?.toISOString() ?? null,
    visitDate: r.visitDate,
    dayRule: r.dayRule,
    startsOn: r.startsOn,
    visitsTotal: r.visitsTotal,
    visitsUsed: r.visitsUsed,
    demo: r.demoPaid && realVenue,
  };
}

import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/venue-staff';
import { ageOn, dateInZone, dayAllowed } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { complexZone } from '../staff/repository';
import { listsOf } from './lists-repository';
import { packPackages, packTickets, type PackRow } from './pack-repository';
import { ruleFor, sessionWindow } from './rules';

/**
 * GET …/offline-pack: the venue's day for a scanner without the network. An item no list of
 * the venue admits is left out (the device refuses what it does not hold); a package whose
 * day rule refuses the day is left out; a used package or ticket stays, with `usedAt`.
 */
export async function offlinePack(
  db: Db,
  a: { complexId: number; kid: string; now: Date },
): Promise<OfflinePack> {
  const zone = await complexZone(db, a.complexId);
  if (!zone) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const day = dateInZone(a.now, zone);
  const [lists, tickets, packages] = await Promise.all([
    listsOf(db, a.complexId),
    packTickets(db, a.complexId, day),
    packPackages(db, a.complexId, day),
  ]);
  const items: OfflinePackItem[] = [];
  for (const r of [...tickets, ...packages]) {
    if (r.product === 'PACKAGE' && r.status === 'EXHAUSTED' && !r.usedAt) continue;
    if (r.dayRule && !dayAllowed(r.dayRule, day)) continue;
    const rule = ruleFor(lists, r.product, r.productId);
    if (!rule) continue;
    items.push(toItem(r, rule, day));
  }
  return { generatedAt: a.now.toISOString(), validDate: day, kid: a.kid, items };
}

function toItem(r: PackRow, rule: NonNullable<ReturnType<typeof ruleFor>>, day: string) {
  const w = r.startsAt ? sessionWindow(r.startsAt, r.endsAt, rule) : null;
  return {
    qrCodeId: r.qrCodeId,
    kind: r.product === 'PACKAGE' ? ('PACKAGE' as const) : ('TICKET' as const),
    title: r.title,
    holderName: r.holderName,
    childAge: r.childBirthDate ? ageOn(r.childBirthDate, day) : null,
    sessionStart: r.startsAt?.toISOString() ?? null,
    sessionEnd: r.endsAt?.toISOString() ?? null,
    admitFrom: w?.from.toISOString() ?? null,
    admitUntil: w?.until?.toISOString() ?? null,
    visitsLeft: r.visitsTotal === null ? null : Math.max(0, r.visitsTotal - r.visitsUsed),
    status: r.status,
    usedAt: r.usedAt?.toISOString() ?? null,
    reentry: rule.reentry,
  };
}

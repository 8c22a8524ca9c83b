import {
  CHECK_IN_MESSAGES,
  type CheckInResponse,
  type CheckInResult,
} from '@sportkarta/contract/api/check-in';
import type { VisitorPackageStatus } from '@sportkarta/contract/enums-statuses';
import { ageOn, dateInZone, dayAllowed } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import {
  lockPackage,
  lockTicket,
  recordPackageVisit,
  recordTicketVisit,
  staffVenues,
  type PackageAtDoor,
  type TicketAtDoor,
} from './repository';

// Issue 12: check-in at the door (docs/api-purchases.md "Check-in"). The order of the checks
// is the order of the answers: who may scan, whose code it is, then what the code allows.

export const NOT_STAFF = 'Отмечать посещения могут только сотрудники спортобъекта';
export const OTHER_VENUE = 'Этот билет — для другого спортобъекта, здесь его отметить нельзя';
export const FORGED = 'QR-код не распознан: его выдала не Спорткарта';
export const UNKNOWN = 'Билет не найден';
/** A package's QR id: `pkg:` and the sold package's id (tickets' ids never have a colon). */
export const PACKAGE_PREFIX = 'pkg:';
/** A session's ticket admits from this long before the start. */
const ENTRY_BEFORE_MS = 30 * 60_000;

const MESSAGES = CHECK_IN_MESSAGES;

type Deps = { db: Db; signer: QrSigner };
type Scan = { staffUserId: string; qrToken: string; now: Date };
type Door = TicketAtDoor | PackageAtDoor;

/** The answer common to every refusal: what ends a purchase whatever its kind. */
function closed(row: Door): CheckInResult | null {
  if (row.refund === 'DONE' || row.orderStatus === 'returned' || row.status === 'REFUNDED')
    return 'REFUNDED';
  if (row.refund === 'PENDING') return 'REFUND_PENDING';
  if (row.orderStatus === 'canceled' || row.status === 'CANCELED') return 'CANCELED';
  if (row.status === 'DEACTIVATED') return 'USED';
  if (row.status === 'EXHAUSTED') return 'EXHAUSTED';
  if (row.status === 'OUTDATED') return 'OUTDATED';
  return null;
}

function ticketRefusal(
  t: TicketAtDoor,
  expired: boolean,
  today: string,
  now: Date,
): CheckInResult | null {
  const ended = closed(t);
  if (ended) return ended;
  if (expired || t.validUntil <= now) return 'OUTDATED';
  if (t.startsAt && now.getTime() < t.startsAt.getTime() - ENTRY_BEFORE_MS) return 'NOT_YET';
  if (!t.startsAt && t.visitDate && t.visitDate > today) return 'WRONG_DAY';
  return null;
}

function packageRefusal(p: PackageAtDoor, today: string, now: Date): CheckInResult | null {
  const ended = closed(p);
  if (ended) return ended;
  if (p.status === 'CREATED') return 'NOT_ACTIVATED';
  if (p.status === 'FREEZED') return 'FREEZED';
  if (p.validUntil && p.validUntil <= now) return 'OUTDATED';
  if (!dayAllowed(p.dayRule, today)) return 'WRONG_DAY';
  return null;
}

function answer(
  row: Door,
  kind: 'TICKET' | 'PACKAGE',
  result: CheckInResult,
  today: string,
  after?: { status: string; visitsUsed: number },
): CheckInResponse {
  const visitsUsed = after?.visitsUsed ?? row.visitsUsed;
  const status = (after?.status ?? row.status) as VisitorPackageStatus;
  let message = MESSAGES[result];
  if (result === 'WRONG_DAY' && 'dayRule' in row)
    message =
      row.dayRule === 'ON_WEEKENDS'
        ? 'Абонемент — только на выходные'
        : 'Абонемент — только на будни';
  if (result === 'WRONG_DAY' && 'visitDate' in row && row.visitDate)
    message = `Билет на ${row.visitDate.split('-').reverse().join('.')}`;
  return {
    result,
    admitted: result === 'ACCEPTED',
    message,
    kind,
    title: row.title,
    complexName: row.complexName,
    holder: {
      name: row.holderName,
      childAge: row.childBirthDate ? ageOn(row.childBirthDate, today) : null,
    },
    status,
    visitsTotal: row.visitsTotal,
    visitsUsed,
    visitsLeft: row.visitsTotal === null ? null : Math.max(0, row.visitsTotal - visitsUsed),
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

/**
 * Checks a scanned code in: 400 when the code is not ours, 403 when the scanner is not staff
 * (of this venue), 404 for a code of ours naming nothing; otherwise 200 with what to show —
 * admitted (one visit recorded in the same transaction as the checks) or why not.
 */
export async function checkIn(deps: Deps, scan: Scan): Promise<CheckInResponse> {
  const venues = await staffVenues(deps.db, scan.staffUserId);
  if (!venues.length) throw new HttpError('FORBIDDEN', NOT_STAFF);
  const code = await deps.signer.verify(scan.qrToken.trim(), scan.now);
  if (!code) throw new HttpError('BAD_REQUEST', FORGED);
  return deps.db.transaction(async (tx) => {
    const isPackage = code.id.startsWith(PACKAGE_PREFIX);
    const row = isPackage
      ? await lockPackage(tx, code.id.slice(PACKAGE_PREFIX.length))
      : await lockTicket(tx, code.id);
    if (!row) throw new HttpError('NOT_FOUND', UNKNOWN);
    if (!venues.includes(row.complexId)) throw new HttpError('FORBIDDEN', OTHER_VENUE);
    const today = dateInZone(scan.now, row.timeZone);
    const visit = {
      complexId: row.complexId,
      staffUserId: scan.staffUserId,
      localDate: today,
      now: scan.now,
    };
    if (!isPackage) {
      const ticket = row as TicketAtDoor;
      const refusal = ticketRefusal(ticket, code.expired, today, scan.now);
      if (refusal) return answer(ticket, 'TICKET', refusal, today);
      const after = await recordTicketVisit(tx, { ...visit, ticketId: ticket.id });
      return answer(ticket, 'TICKET', 'ACCEPTED', today, after);
    }
    const pkg = row as PackageAtDoor;
    const refusal = code.expired ? 'OUTDATED' : packageRefusal(pkg, today, scan.now);
    if (refusal) return answer(pkg, 'PACKAGE', refusal, today);
    const after = await recordPackageVisit(tx, { ...visit, packageId: pkg.id });
    if (!after) return answer(pkg, 'PACKAGE', 'ALREADY_TODAY', today);
    return answer(pkg, 'PACKAGE', 'ACCEPTED', today, after);
  });
}

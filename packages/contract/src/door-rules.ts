import { CHECK_IN_MESSAGES, REENTRY_LIFTS, type CheckInResult } from './api/check-in';
import type { OfflinePack, OfflinePackItem } from './api/venue-staff';
import { dateInZone, dayAllowed } from './zoned';

// Issue 24: what a scanned ticket or package allows at a door — ONE decision for the server
// (apps/server/src/modules/check-in: an online scan, a synced one) and for the scanner without
// the network (apps/web/src/features/venue-scanner: the offline pack), so the two cannot give
// different answers or texts for the same code (docs/venue-side.md "The scanner's offline
// rules"). Pure: the moment, the venue's day and what was admitted today are inputs.

/** What the door knows of a code: the server's row or the offline pack's item, alike. */
export interface DoorItem {
  kind: 'TICKET' | 'PACKAGE';
  /** The ticket's or package's status (ACTIVE, DEACTIVATED, EXHAUSTED, REFUNDED, …). */
  status: string;
  /** The order line's refund: none, under way, done. */
  refund: 'NONE' | 'PENDING' | 'DONE';
  orderStatus: string;
  /** ISO moment it stops being valid; null — never (a package without an end). */
  validUntil: string | null;
  /** A session's start (a ticket of a session); null — a service day or a package. */
  sessionStart: string | null;
  /** The door's window for the session (its check-in lists), ISO moments. */
  admitFrom: string | null;
  admitUntil: string | null;
  /** The day of a service ticket (YYYY-MM-DD). */
  visitDate: string | null;
  /** A package's day rule (ANY_DAY, ON_WEEKDAYS, ON_WEEKENDS). */
  dayRule: string | null;
  /**
   * The venue's day a package's term starts (YYYY-MM-DD; activated at the desk from a later
   * day, issue 25): the door refuses it before that day. Null or absent — no such limit.
   */
  startsOn?: string | null;
  visitsTotal: number | null;
  visitsUsed: number;
  /** The door's lists allow a second entry the same day. */
  reentry: boolean;
  /**
   * Bought by a demo login or paid through a payment emulator, at a venue whose acquirer is
   * real (issue 26): never admitted, whatever else holds.
   */
  demo: boolean;
}

/** The moment of a scan at the venue. */
export interface DoorMoment {
  now: Date;
  /** The venue's day of `now` (YYYY-MM-DD in the venue's time zone). */
  today: string;
  /** The QR code's own `exp` has passed. */
  expired: boolean;
  /** Admitted already on the venue's day (a first admission, not a re-entry). */
  admittedToday: boolean;
}

export interface DoorDecision {
  result: CheckInResult;
  /** ACCEPTED as a re-entry: no visit is spent. */
  reentry: boolean;
}

/** What ends a purchase whatever its kind (refunded, canceled, used up). */
function closed(item: DoorItem): CheckInResult | null {
  if (item.refund === 'DONE' || item.orderStatus === 'returned' || item.status === 'REFUNDED')
    return 'REFUNDED';
  if (item.refund === 'PENDING') return 'REFUND_PENDING';
  if (item.orderStatus === 'canceled' || item.status === 'CANCELED') return 'CANCELED';
  if (item.status === 'DEACTIVATED') return 'USED';
  if (item.status === 'EXHAUSTED') return 'EXHAUSTED';
  if (item.status === 'OUTDATED') return 'OUTDATED';
  return null;
}

const passed = (iso: string | null, now: Date) => iso !== null && Date.parse(iso) <= now.getTime();

/** Why the code does not admit by its own rules (today's admissions aside); null — it does. */
export function doorRefusal(item: DoorItem, m: Omit<DoorMoment, 'admittedToday'>) {
  const t = m.now.getTime();
  if (item.demo) return 'DEMO';
  if (item.kind === 'PACKAGE') {
    if (m.expired) return 'OUTDATED';
    const ended = closed(item);
    if (ended) return ended;
    if (item.status === 'CREATED') return 'NOT_ACTIVATED';
    if (item.status === 'FREEZED') return 'FREEZED';
    if (item.startsOn && item.startsOn > m.today) return 'NOT_YET';
    if (passed(item.validUntil, m.now)) return 'OUTDATED';
    if (item.dayRule && !dayAllowed(item.dayRule, m.today)) return 'WRONG_DAY';
    return null;
  }
  const ended = closed(item);
  if (ended) return ended;
  if (m.expired || passed(item.validUntil, m.now)) return 'OUTDATED';
  if (item.sessionStart) {
    if (item.admitFrom && t < Date.parse(item.admitFrom)) return 'NOT_YET';
    if (item.admitUntil && t > Date.parse(item.admitUntil)) return 'OUTSIDE_WINDOW';
  }
  if (!item.sessionStart && item.visitDate && item.visitDate > m.today) return 'WRONG_DAY';
  return null;
}

/**
 * The door's answer, in the order of the checks: the code's own rules, a package once a day,
 * then a re-entry lifting only "used up by today's own admission" while every other rule holds.
 */
export function decideAtDoor(item: DoorItem, m: DoorMoment): DoorDecision {
  const refusal: CheckInResult | null =
    doorRefusal(item, m) ?? (item.kind === 'PACKAGE' && m.admittedToday ? 'ALREADY_TODAY' : null);
  if (!refusal) return { result: 'ACCEPTED', reentry: false };
  const reentry =
    item.reentry &&
    REENTRY_LIFTS.includes(refusal) &&
    m.admittedToday &&
    !doorRefusal({ ...item, status: 'ACTIVE' }, m);
  return reentry ? { result: 'ACCEPTED', reentry: true } : { result: refusal, reentry: false };
}

/** A ticket's or package's status after one more visit (the server's update does the same). */
export function statusAfterVisit(
  item: Pick<DoorItem, 'kind' | 'status' | 'visitsTotal'>,
  used: number,
) {
  if (item.visitsTotal === null) return item.status;
  if (item.kind === 'TICKET' && item.visitsTotal === 1) return 'DEACTIVATED';
  return used >= item.visitsTotal ? 'EXHAUSTED' : item.status;
}

export const REENTRY_MESSAGE = 'Повторный вход';

/** What the door shows for a decision, in large letters — online and offline alike. */
export function doorMessage(
  d: DoorDecision,
  item: Pick<DoorItem, 'kind' | 'dayRule' | 'visitDate' | 'startsOn'>,
): string {
  if (d.reentry) return REENTRY_MESSAGE;
  if (d.result === 'NOT_YET' && item.kind === 'PACKAGE' && item.startsOn)
    return packageStartsMessage(item.startsOn);
  if (d.result === 'WRONG_DAY' && item.kind === 'PACKAGE')
    return item.dayRule === 'ON_WEEKENDS'
      ? 'Абонемент — только на выходные'
      : 'Абонемент — только на будни';
  if (d.result === 'WRONG_DAY' && item.visitDate)
    return `Билет на ${item.visitDate.split('-').reverse().join('.')}`;
  return CHECK_IN_MESSAGES[d.result];
}

/** A package activated from a later day, before that day. */
export const packageStartsMessage = (startsOn: string) =>
  `Абонемент действует с ${startsOn.split('-').reverse().join('.')}`;

/** Another venue's code: its name, nothing of who holds it. */
export const otherVenueMessage = (complexName: string) =>
  `${CHECK_IN_MESSAGES.OTHER_VENUE}: «${complexName}»`;

/** What the offline scanner decides from the venue's pack (the device's half of the door). */
export type PackAnswer =
  | { found: false; reason: 'NO_PACK' | 'NOT_IN_PACK' }
  | {
      found: true;
      item: OfflinePackItem;
      decision: DoorDecision;
      message: string;
      /** Visits left after this scan; null — unlimited. */
      visitsLeft: number | null;
    };

/**
 * The pack's answer for a code at `now`: the venue's day is read in the pack's time zone (a
 * phone in Moscow at 23:30 scans on the next day of a venue in Vladivostok), and `unseen`
 * first admissions this device made that the pack does not count yet are spent first.
 */
export function decideFromPack(
  pack: OfflinePack | null,
  qrCodeId: string,
  m: { now: Date; expired: boolean; unseen: number },
): PackAnswer {
  if (!pack || pack.validDate !== dateInZone(m.now, pack.timeZone))
    return { found: false, reason: 'NO_PACK' };
  const item = pack.items.find((i) => i.qrCodeId === qrCodeId);
  if (!item) return { found: false, reason: 'NOT_IN_PACK' };
  const visitsUsed = item.visitsUsed + m.unseen;
  const row: DoorItem = {
    ...item,
    visitsUsed,
    status: m.unseen > 0 ? statusAfterVisit(item, visitsUsed) : item.status,
  };
  const decision: DoorDecision = item.onList
    ? decideAtDoor(row, {
        now: m.now,
        today: pack.validDate,
        expired: m.expired,
        // `usedAt` is the first admission of the venue's day (a re-entry is not one).
        admittedToday: item.usedAt !== null || m.unseen > 0,
      })
    : { result: 'NOT_ON_LIST', reentry: false };
  const left = item.visitsTotal === null ? null : Math.max(0, item.visitsTotal - visitsUsed);
  const spends = decision.result === 'ACCEPTED' && !decision.reentry;
  return {
    found: true,
    item,
    decision,
    message: doorMessage(decision, item),
    visitsLeft: left === null ? null : spends ? Math.max(0, left - 1) : left,
  };
}

import {
  CHECK_IN_MESSAGES,
  type CheckInResponse,
  type CheckInResult,
} from '@sportkarta/contract/api/check-in';
import {
  DEFAULT_ADMIT_BEFORE_MINUTES,
  type CheckInList,
} from '@sportkarta/contract/api/venue-staff';
import {
  doorMessage,
  otherVenueMessage,
  type DoorDecision,
  type DoorItem,
} from '@sportkarta/contract/door-rules';
import type { VisitorPackageStatus } from '@sportkarta/contract/enums-statuses';
import { ageOn } from '@sportkarta/contract/zoned';
import { isRealVenue, type DemoSeal } from '../auth/demo-seal';
import type { PackageAtDoor, TicketAtDoor } from './repository';

// Issue 12/24: what a scanned code allows at a door — pure rules, the same for an online scan,
// a synced offline one and the offline pack's windows (docs/venue-side.md "Check-in").

export type Door = TicketAtDoor | PackageAtDoor;
export type DoorKind = 'TICKET' | 'PACKAGE';

/** The door's rule for one product: the widest of the venue's lists that admit it. */
export interface DoorRule {
  admitBeforeMinutes: number;
  admitAfterStartMinutes: number | null;
  reentry: boolean;
}

const DEFAULT_RULE: DoorRule = {
  admitBeforeMinutes: DEFAULT_ADMIT_BEFORE_MINUTES,
  admitAfterStartMinutes: null,
  reentry: false,
};

/** Null when the venue has lists and none admits the product (NOT_ON_LIST). */
export function ruleFor(
  lists: readonly CheckInList[],
  product: 'EVENT' | 'SERVICE' | 'PACKAGE',
  productId: number | null,
): DoorRule | null {
  if (!lists.length) return DEFAULT_RULE;
  const ids = (l: CheckInList) =>
    product === 'EVENT' ? l.eventIds : product === 'SERVICE' ? l.serviceIds : l.packageIds;
  const admitting = lists.filter(
    (l) => l.allProducts || (productId !== null && ids(l).includes(productId)),
  );
  if (!admitting.length) return null;
  const afters = admitting.map((l) => l.admitAfterStartMinutes);
  return {
    admitBeforeMinutes: Math.max(...admitting.map((l) => l.admitBeforeMinutes)),
    admitAfterStartMinutes: afters.includes(null) ? null : Math.max(...(afters as number[])),
    reentry: admitting.some((l) => l.reentry),
  };
}

export function productOf(row: Door, kind: DoorKind): 'EVENT' | 'SERVICE' | 'PACKAGE' {
  if (kind === 'PACKAGE') return 'PACKAGE';
  return (row as TicketAtDoor).startsAt ? 'EVENT' : 'SERVICE';
}

/** A session's window at this door: from before its start until its end (or the list's limit). */
export function sessionWindow(
  startsAt: Date,
  endsAt: Date | null,
  rule: DoorRule,
): { from: Date; until: Date | null } {
  const from = new Date(startsAt.getTime() - rule.admitBeforeMinutes * 60_000);
  const until =
    rule.admitAfterStartMinutes === null
      ? endsAt
      : new Date(startsAt.getTime() + rule.admitAfterStartMinutes * 60_000);
  return { from, until };
}

/** The door's view of a row: the contract's one decision reads it (`decideAtDoor`). */
export function doorItem(row: Door, kind: DoorKind, rule: DoorRule, seal: DemoSeal): DoorItem {
  const ticket = kind === 'TICKET' ? (row as TicketAtDoor) : null;
  const w = ticket?.startsAt ? sessionWindow(ticket.startsAt, ticket.endsAt, rule) : null;
  return {
    kind,
    status: row.status,
    refund: row.refund,
    orderStatus: row.orderStatus,
    validUntil: row.validUntil?.toISOString() ?? null,
    sessionStart: ticket?.startsAt?.toISOString() ?? null,
    admitFrom: w?.from.toISOString() ?? null,
    admitUntil: w?.until?.toISOString() ?? null,
    visitDate: ticket?.visitDate ?? null,
    dayRule: kind === 'PACKAGE' ? (row as PackageAtDoor).dayRule : null,
    startsOn: kind === 'PACKAGE' ? (row as PackageAtDoor).startsOn : null,
    visitsTotal: row.visitsTotal,
    visitsUsed: row.visitsUsed,
    reentry: rule.reentry,
    demo:
      row.demoPaid &&
      isRealVenue({ provider: row.venueProvider, accountKey: row.venueAccountKey }, seal),
  };
}

export function answer(
  row: Door,
  kind: DoorKind,
  decision: CheckInResult | DoorDecision,
  today: string,
  after?: { status: string; visitsUsed: number },
): CheckInResponse {
  const d = typeof decision === 'string' ? { result: decision, reentry: false } : decision;
  const { result } = d;
  const visitsUsed = after?.visitsUsed ?? row.visitsUsed;
  const status = (after?.status ?? row.status) as VisitorPackageStatus;
  const message =
    result === 'OTHER_VENUE'
      ? otherVenueMessage(row.complexName)
      : doorMessage(d, {
          kind,
          dayRule: 'dayRule' in row ? row.dayRule : null,
          visitDate: 'visitDate' in row ? row.visitDate : null,
          startsOn: 'startsOn' in row ? row.startsOn : null,
        });
  // Another venue's staff see what the visitor's own screen shows, not who holds it.
  const hidden = result === 'OTHER_VENUE';
  return {
    result,
    admitted: result === 'ACCEPTED',
    message,
    kind,
    title: row.title,
    complexName: row.complexName,
    holder: {
      name: hidden ? '' : row.holderName,
      childAge: row.childBirthDate && !hidden ? ageOn(row.childBirthDate, today) : null,
    },
    status: hidden ? null : status,
    visitsTotal: hidden ? null : row.visitsTotal,
    visitsUsed: hidden ? 0 : visitsUsed,
    visitsLeft:
      hidden || row.visitsTotal === null ? null : Math.max(0, row.visitsTotal - visitsUsed),
    validUntil: hidden ? null : (row.validUntil?.toISOString() ?? null),
  };
}

/** The answer to a code that names nothing the scanner may see (sync only: FORGED, UNKNOWN). */
export function blankAnswer(result: 'FORGED' | 'UNKNOWN', kind: DoorKind): CheckInResponse {
  return {
    result,
    admitted: false,
    message: CHECK_IN_MESSAGES[result],
    kind,
    title: '',
    complexName: '',
    holder: { name: '', childAge: null },
    status: null,
    visitsTotal: null,
    visitsUsed: 0,
    visitsLeft: null,
    validUntil: null,
  };
}

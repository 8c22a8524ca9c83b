import { REENTRY_LIFTS, type CheckInResult } from '@sportkarta/contract/api/check-in';
import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/venue-staff';
import type { TokenCheck } from './qr-token';
import { EMPTY_VERDICT, refusal, type Verdict } from './verdict';

// Issue 24: the door's decision without the network, from the venue's offline pack for the day
// and what this device has admitted since (docs/venue-side.md, "The door without the network").
// The server's rules (apps/server/src/modules/check-in/rules.ts) as far as the pack carries
// them: the pack has already applied the venue's lists (the window, re-entry) and left out what
// no list admits. A pure function of its inputs: the clock is one of them.

/** One admission made on this device (online or offline), kept for the day. */
export interface LocalAdmission {
  qrCodeId: string;
  nonce: string;
  /** ISO 8601. */
  at: string;
}

export interface OfflineInput {
  token: TokenCheck;
  pack: OfflinePack | null;
  admissions: readonly LocalAdmission[];
  /** Nonces of check-ins still waiting to be sent: the pack cannot know them yet. */
  pending: ReadonlySet<string>;
  now: Date;
  /** The device's date (YYYY-MM-DD): a pack of another day decides nothing. */
  today: string;
}

/** A status that ends what the code allows, answered as the server's `closed` answers it. */
const CLOSED: Readonly<Partial<Record<string, CheckInResult>>> = {
  REFUNDED: 'REFUNDED',
  CANCELED: 'CANCELED',
  DEACTIVATED: 'USED',
  EXHAUSTED: 'EXHAUSTED',
  OUTDATED: 'OUTDATED',
  CREATED: 'NOT_ACTIVATED',
  FREEZED: 'FREEZED',
};

/**
 * This device's admissions the pack does not count yet: made after it was generated, or still
 * queued (made offline before a newer pack was fetched, not yet sent).
 */
export function unseenAdmissions(
  input: Pick<OfflineInput, 'pack' | 'admissions' | 'pending'>,
  qrCodeId: string,
) {
  const generatedAt = input.pack ? Date.parse(input.pack.generatedAt) : 0;
  return input.admissions.filter(
    (a) =>
      a.qrCodeId === qrCodeId && (Date.parse(a.at) > generatedAt || input.pending.has(a.nonce)),
  ).length;
}

function about(item: OfflinePackItem): Omit<Verdict, 'admitted' | 'reason'> {
  return {
    ...EMPTY_VERDICT,
    offline: true,
    kind: item.kind,
    title: item.title,
    holderName: item.holderName,
    childAge: item.childAge,
    visitsLeft: item.visitsLeft,
  };
}

/** What the code allows whatever it was used for: its status, its expiry, the door's window. */
function ruleRefusal(
  item: OfflinePackItem,
  status: string,
  expired: boolean,
  now: Date,
): CheckInResult | null {
  const closed = CLOSED[status];
  if (closed) return closed;
  if (expired) return 'OUTDATED';
  const t = now.getTime();
  if (item.admitFrom && t < Date.parse(item.admitFrom)) return 'NOT_YET';
  if (item.admitUntil && t > Date.parse(item.admitUntil)) return 'OUTSIDE_WINDOW';
  return null;
}

/** What the visits allow: a package once a day, a ticket while its visits last. */
function visitsRefusal(item: OfflinePackItem, left: number | null, usedToday: boolean) {
  if (usedToday && item.kind === 'PACKAGE') return 'ALREADY_TODAY';
  if (left !== null && left <= 0) return usedToday ? 'USED' : 'EXHAUSTED';
  return null;
}

export function decideOffline(input: OfflineInput): Verdict {
  const { token, pack, now } = input;
  if (token.status === 'forged') return { ...refusal('FORGED'), offline: true };
  if (!pack || pack.validDate !== input.today) return { ...refusal('NO_PACK'), offline: true };
  const item = pack.items.find((i) => i.qrCodeId === token.qrCodeId);
  if (!item)
    return { ...refusal(token.status === 'expired' ? 'OUTDATED' : 'NOT_IN_PACK'), offline: true };
  const base = about(item);
  const expired = token.status === 'expired';
  const seen = unseenAdmissions(input, item.qrCodeId);
  // `usedAt` is the first admission of the venue's day (a re-entry is not one).
  const usedToday = item.usedAt !== null || seen > 0;
  const left = item.visitsLeft === null ? null : item.visitsLeft - seen;
  const refused =
    ruleRefusal(item, item.status, expired, now) ?? visitsRefusal(item, left, usedToday);
  if (!refused)
    return {
      ...base,
      admitted: true,
      reason: 'ACCEPTED',
      visitsLeft: left === null ? null : left - 1,
    };
  // A re-entry lifts only "used up by today's admission"; every other rule still holds.
  const reentry =
    item.reentry &&
    usedToday &&
    REENTRY_LIFTS.includes(refused) &&
    !ruleRefusal(item, 'ACTIVE', expired, now);
  if (reentry)
    return { ...base, admitted: true, reason: 'ACCEPTED', reentry: true, visitsLeft: left };
  const window =
    refused === 'NOT_YET' || refused === 'OUTSIDE_WINDOW'
      ? { from: item.admitFrom, until: item.admitUntil }
      : null;
  return {
    ...base,
    admitted: false,
    reason: refused,
    window,
    visitsLeft: left === null ? null : Math.max(0, left),
  };
}

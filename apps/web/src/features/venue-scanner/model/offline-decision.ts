import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/check-in-offline';
import type { TokenCheck } from './qr-token';
import { EMPTY_VERDICT, refusal, type Verdict, type VerdictReason } from './verdict';

// Issue 24: the door's decision without the network, from the venue's offline pack for the day
// and what this device has admitted since (docs/venue-scanner.md, "Offline rules"). A pure
// function of its inputs: the clock is one of them.

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

/** A status that ends what the code allows, and the answer it gives. */
const CLOSED: Partial<Record<OfflinePackItem['status'], VerdictReason>> = {
  REFUNDED: 'REFUNDED',
  CANCELED: 'CANCELED',
  DEACTIVATED: 'USED',
  COMPLETED: 'USED',
  EXHAUSTED: 'EXHAUSTED',
  OUTDATED: 'OUTDATED',
  CREATED: 'NOT_ACTIVATED',
  SOLD: 'NOT_ACTIVATED',
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

export function decideOffline(input: OfflineInput): Verdict {
  const { token, pack, now } = input;
  if (token.status === 'forged') return { ...refusal('FORGED'), offline: true };
  if (!pack || pack.validDate !== input.today) return { ...refusal('NO_PACK'), offline: true };
  const item = pack.items.find((i) => i.qrCodeId === token.qrCodeId);
  if (!item)
    return { ...refusal(token.status === 'expired' ? 'OUTDATED' : 'NOT_IN_PACK'), offline: true };
  const base = about(item);
  const refuse = (reason: VerdictReason, extra: Partial<Verdict> = {}): Verdict => ({
    ...base,
    admitted: false,
    reason,
    ...extra,
  });
  const closed = CLOSED[item.status];
  const seen = unseenAdmissions(input, item.qrCodeId);
  const usedToday = item.usedAt !== null || seen > 0;
  // A used ticket lets its holder back in only where the list allows re-entry, and only today.
  if (closed && !(closed === 'USED' && item.reentry && usedToday)) return refuse(closed);
  if (token.status === 'expired') return refuse('OUTDATED');
  const t = now.getTime();
  const from = item.admitFrom ? Date.parse(item.admitFrom) : -Infinity;
  const until = item.admitUntil ? Date.parse(item.admitUntil) : Infinity;
  if (t < from || t > until)
    return refuse('OUTSIDE_WINDOW', { window: { from: item.admitFrom, until: item.admitUntil } });
  // Re-entry lets the holder back in without spending another visit.
  if (usedToday && item.reentry)
    return { ...base, admitted: true, reason: 'ACCEPTED', reentry: true };
  // A package admits once a day (the server's ALREADY_TODAY); a ticket while visits are left.
  if (usedToday && item.kind === 'PACKAGE') return refuse('ALREADY_TODAY');
  const left = item.visitsLeft === null ? null : item.visitsLeft - seen;
  if (left !== null && left <= 0)
    return refuse(usedToday ? 'USED' : 'EXHAUSTED', { visitsLeft: 0 });
  return {
    ...base,
    admitted: true,
    reason: 'ACCEPTED',
    visitsLeft: left === null ? null : left - 1,
  };
}

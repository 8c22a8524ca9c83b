import { decideFromPack } from '@sportkarta/contract/door-rules';
import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/venue-staff';
import type { TokenCheck } from './qr-token';
import { EMPTY_VERDICT, refusal, type Verdict } from './verdict';

// Issue 24: the door's decision without the network, from the venue's offline pack for the day
// and what this device has admitted since (docs/venue-side.md, "The scanner's offline rules").
// The decision itself is the server's (`decideAtDoor`, contract door-rules.ts) on the pack's
// item: the same reason and text for the same code. The pack has applied the venue's lists
// (the window, re-entry, NOT_ON_LIST). A pure function of its inputs: the clock is one of them,
// and "today" is the venue's day in its zone (the pack's `timeZone`), never the phone's.

/** One admission made on this device (online or offline), kept for the day. */
export interface LocalAdmission {
  qrCodeId: string;
  nonce: string;
  /** ISO 8601. */
  at: string;
  /** A re-entry: it spent no visit. */
  reentry?: boolean;
}

export interface OfflineInput {
  token: TokenCheck;
  pack: OfflinePack | null;
  admissions: readonly LocalAdmission[];
  /** Nonces of check-ins still waiting to be sent: the pack cannot know them yet. */
  pending: ReadonlySet<string>;
  now: Date;
}

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
      a.qrCodeId === qrCodeId &&
      !a.reentry &&
      (Date.parse(a.at) > generatedAt || input.pending.has(a.nonce)),
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
  const expired = token.status === 'expired';
  const answer = decideFromPack(pack, token.qrCodeId, {
    now,
    expired,
    unseen: pack ? unseenAdmissions(input, token.qrCodeId) : 0,
  });
  if (!answer.found) {
    const reason = answer.reason === 'NOT_IN_PACK' && expired ? 'OUTDATED' : answer.reason;
    return { ...refusal(reason), offline: true };
  }
  const { item, decision } = answer;
  const window =
    decision.result === 'NOT_YET' || decision.result === 'OUTSIDE_WINDOW'
      ? { from: item.admitFrom, until: item.admitUntil, timeZone: pack!.timeZone }
      : null;
  return {
    ...about(item),
    admitted: decision.result === 'ACCEPTED',
    reason: decision.result,
    message: answer.message,
    reentry: decision.reentry,
    window,
    visitsLeft: answer.visitsLeft,
  };
}

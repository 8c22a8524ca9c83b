import {
  CHECK_IN_MESSAGES,
  CHECK_IN_RESULTS,
  type CheckInResponse,
  type CheckInResult,
} from '@sportkarta/contract/api/check-in';
import { REENTRY_MESSAGE } from '@sportkarta/contract/door-rules';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';

// What the door shows after a scan: admitted (green) or refused (red) and why, with the
// holder. The server's results (FORGED and UNKNOWN among them) read as the server words them
// (CHECK_IN_MESSAGES); the device's own reasons are one the offline pack does not hold, no pack
// or key to decide with, a 403 of the server, an error.

export type ClientReason = 'NOT_IN_PACK' | 'NO_PACK' | 'NO_KEY' | 'NOT_STAFF' | 'ERROR';
export type VerdictReason = CheckInResult | ClientReason;

const CLIENT_REASONS: Readonly<Record<ClientReason, string>> = ruVenueScanner.reasons;

const isCheckInResult = (reason: VerdictReason): reason is CheckInResult =>
  (CHECK_IN_RESULTS as readonly string[]).includes(reason);

/** A reason in words when the server gave none: its own wording of a result, else the device's. */
export const reasonWords = (reason: VerdictReason): string =>
  isCheckInResult(reason) ? CHECK_IN_MESSAGES[reason] : CLIENT_REASONS[reason];

export interface Verdict {
  admitted: boolean;
  reason: VerdictReason;
  /** The server's message when it answered; else the device's text for `reason` (ru-scanner). */
  message: string | null;
  /** A second admission allowed by the check-in list's re-entry rule. */
  reentry: boolean;
  /** Decided on this device without the server. */
  offline: boolean;
  kind: 'TICKET' | 'PACKAGE' | null;
  title: string | null;
  holderName: string | null;
  childAge: number | null;
  /** Issue 25: the part of the place to go to («Дорожка 4»), given by the server on admission. */
  part: string | null;
  /** Visits left after this scan; null — unlimited or not known. */
  visitsLeft: number | null;
  /** For NOT_YET and OUTSIDE_WINDOW decided offline: the door's window, in the venue's zone. */
  window: { from: string | null; until: string | null; timeZone: string } | null;
}

const EMPTY: Omit<Verdict, 'admitted' | 'reason'> = {
  message: null,
  reentry: false,
  offline: false,
  kind: null,
  title: null,
  holderName: null,
  childAge: null,
  part: null,
  visitsLeft: null,
  window: null,
};

/** A refusal that names no ticket (a forged code, an error of the server). */
export const refusal = (reason: VerdictReason, message: string | null = null): Verdict => ({
  ...EMPTY,
  admitted: false,
  reason,
  message,
});

/** The server's answer to a check-in. */
export function fromResponse(response: CheckInResponse): Verdict {
  return {
    ...EMPTY,
    admitted: response.admitted,
    reason: response.result,
    message: response.message,
    reentry: response.admitted && response.message === REENTRY_MESSAGE,
    kind: response.kind,
    title: response.title,
    holderName: response.holder.name,
    childAge: response.holder.childAge,
    part: response.admitted ? (response.part ?? null) : null,
    visitsLeft: response.visitsLeft,
  };
}

export { EMPTY as EMPTY_VERDICT };

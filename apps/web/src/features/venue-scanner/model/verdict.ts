import type { ScanResponse, ScanResult } from '@sportkarta/contract/api/check-in-offline';

// What the door shows after a scan: admitted (green) or refused (red) and why, with the
// holder. Reasons beyond the server's results are the device's own: a code that is not ours,
// one the offline pack does not hold, no pack or key to decide with, a 403/404 of the server.

export type ClientReason =
  'FORGED' | 'NOT_IN_PACK' | 'NO_PACK' | 'NO_KEY' | 'UNKNOWN' | 'NOT_STAFF' | 'ERROR';
export type VerdictReason = ScanResult | ClientReason;

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
  /** Visits left after this scan; null — unlimited or not known. */
  visitsLeft: number | null;
  /** For OUTSIDE_WINDOW decided offline: the door's window. */
  window: { from: string | null; until: string | null } | null;
}

const EMPTY: Omit<Verdict, 'admitted' | 'reason'> = {
  message: null,
  reentry: false,
  offline: false,
  kind: null,
  title: null,
  holderName: null,
  childAge: null,
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
export function fromResponse(response: ScanResponse): Verdict {
  return {
    ...EMPTY,
    admitted: response.admitted,
    reason: response.result,
    message: response.message,
    kind: response.kind,
    title: response.title,
    holderName: response.holder.name,
    childAge: response.holder.childAge,
    visitsLeft: response.visitsLeft,
  };
}

export { EMPTY as EMPTY_VERDICT };

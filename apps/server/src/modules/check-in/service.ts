import type { CheckInResponse } from '@sportkarta/contract/api/check-in';
import { decideAtDoor, REENTRY_MESSAGE } from '@sportkarta/contract/door-rules';
import { dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import type { StaffAccess } from '../../plugins/staff-guard';
import type { DemoSeal } from '../auth/demo-seal';
import { assignLeaf } from '../place-parts/door-repository';
import { appendAudit } from '../staff-audit/append';
import { listsOf } from './lists-repository';
import { claimNonce, saveNonce } from './nonce-repository';
import {
  admittedOn,
  lockPackage,
  lockTicket,
  recordPackageVisit,
  recordReentry,
  recordTicketVisit,
  type VisitInput,
} from './repository';
import {
  answer,
  blankAnswer,
  doorItem,
  productOf,
  ruleFor,
  type Door,
  type DoorKind,
} from './rules';

// Issue 12/24: check-in at the door (docs/venue-side.md "Check-in"). The order of the checks
// is the order of the answers: whose code it is, which door, then what the code allows.

export const FORGED = 'QR-код не распознан: его выдала не Спорткарта';
export const UNKNOWN = 'Билет не найден';
export const NONCE_TAKEN = 'Этот ключ повтора уже использован другим сотрудником';
/** A package's QR id: `pkg:` and the sold package's id (tickets' ids never have a colon). */
export const PACKAGE_PREFIX = 'pkg:';

/** `seal`: which acquirers are real — a demo code is refused at such a venue (issue 26). */
export type Deps = { db: Db; signer: QrSigner; seal: DemoSeal };

/** One scan, online or synced: who, where, when it happened, on which device. */
export interface Scan {
  access: StaffAccess;
  /** The door's venue; null — any venue where the person may check in. */
  doorComplexId: number | null;
  /** When the code was scanned (the sync's scannedAt, never later than now). */
  at: Date;
  deviceId: string | null;
  offline: boolean;
  seal: DemoSeal;
}

export interface Scanned {
  response: CheckInResponse;
  row: Door | null;
  /** The venue the code belongs to (null when unknown). */
  complexId: number | null;
  recorded: boolean;
}

export const kindOf = (qrCodeId: string): DoorKind =>
  qrCodeId.startsWith(PACKAGE_PREFIX) ? 'PACKAGE' : 'TICKET';

/**
 * Evaluates a verified code at `scan.at` and, unless `dryRun`, records the visit in `tx` when
 * it admits. Never throws for the code itself: UNKNOWN and OTHER_VENUE are answers here.
 */
export async function scanInTx(
  tx: Db,
  code: { id: string; expired: boolean },
  scan: Scan,
  dryRun = false,
): Promise<Scanned> {
  const kind = kindOf(code.id);
  const row =
    kind === 'PACKAGE'
      ? await lockPackage(tx, code.id.slice(PACKAGE_PREFIX.length), scan.seal.realAcquirers)
      : await lockTicket(tx, code.id, scan.seal.realAcquirers);
  if (!row)
    return { response: blankAnswer('UNKNOWN', kind), row: null, complexId: null, recorded: false };
  const today = dateInZone(scan.at, row.timeZone);
  const done = (response: CheckInResponse, recorded = false): Scanned => ({
    response,
    row,
    complexId: row.complexId,
    recorded,
  });
  const mine =
    scan.doorComplexId === null
      ? scan.access.venuesWith('checkin.scan').includes(row.complexId)
      : scan.doorComplexId === row.complexId;
  if (!mine) return done(answer(row, kind, 'OTHER_VENUE', today));
  const rule = ruleFor(await listsOf(tx, row.complexId), productOf(row, kind), row.productId);
  if (!rule) return done(answer(row, kind, 'NOT_ON_LIST', today));
  const visit: VisitInput = {
    complexId: row.complexId,
    staffUserId: scan.access.userId,
    localDate: today,
    now: scan.at,
    deviceId: scan.deviceId,
    offline: scan.offline,
  };
  const target = kind === 'PACKAGE' ? { packageId: row.id } : { ticketId: row.id };
  const decision = decideAtDoor(doorItem(row, kind, rule, scan.seal), {
    now: scan.at,
    today,
    expired: code.expired,
    admittedToday: (await admittedOn(tx, target, today)) !== null,
  });
  if (decision.result !== 'ACCEPTED') return done(answer(row, kind, decision, today));
  if (decision.reentry) {
    if (!dryRun)
      await recordReentry(tx, {
        ...visit,
        ticketId: kind === 'TICKET' ? row.id : null,
        packageId: kind === 'PACKAGE' ? row.id : null,
      });
    return done(answer(row, kind, decision, today), !dryRun);
  }
  if (dryRun) return done(answer(row, kind, 'ACCEPTED', today));
  const after =
    kind === 'PACKAGE'
      ? await recordPackageVisit(tx, { ...visit, packageId: row.id })
      : await recordTicketVisit(tx, { ...visit, ticketId: row.id });
  if (!after) return done(answer(row, kind, 'ALREADY_TODAY', today));
  // Issue 25: the lane the visitor goes to — an «any lane» ticket gets it now (place-parts/door-repository.ts).
  const part =
    'waitsForLeaf' in row ? (row.waitsForLeaf ? await assignLeaf(tx, row.id) : row.partName) : null;
  const admitted = answer(row, kind, 'ACCEPTED', today, after);
  return done(part ? { ...admitted, part } : admitted, true);
}

/** The audit entry of an admission (online, or synced from an offline device). */
export function auditAdmission(tx: Db, s: Scanned, scan: Scan, qrCodeId: string) {
  return appendAudit(tx, {
    complexId: s.complexId!,
    actorUserId: scan.access.userId,
    kind: scan.offline ? 'CHECK_IN_SYNC' : 'CHECK_IN',
    at: scan.at,
    objectType: kindOf(qrCodeId) === 'PACKAGE' ? 'package' : 'ticket',
    objectId: s.row!.id,
    orderNumber: s.row!.orderNumber,
    deviceId: scan.deviceId,
    before: { status: s.row!.status, visitsUsed: s.row!.visitsUsed },
    after: {
      status: s.response.status,
      visitsUsed: s.response.visitsUsed,
      reentry: s.response.message === REENTRY_MESSAGE,
    },
  });
}

/**
 * POST /v1/mob/staff/check-in: 400 when the code is not ours, 404 for a code of ours naming
 * nothing; otherwise 200 with what to show — admitted (one visit recorded in the same
 * transaction as the checks) or why not. With a nonce a retry answers the first answer.
 */
export async function checkIn(
  deps: Deps,
  a: {
    access: StaffAccess;
    qrToken: string;
    nonce?: string | undefined;
    complexId?: number | undefined;
    deviceId?: string | undefined;
    now: Date;
  },
): Promise<CheckInResponse> {
  const code = await deps.signer.verify(a.qrToken.trim(), a.now);
  if (!code) throw new HttpError('BAD_REQUEST', FORGED);
  const scan: Scan = {
    access: a.access,
    doorComplexId: a.complexId ?? null,
    at: a.now,
    deviceId: a.deviceId ?? null,
    offline: false,
    seal: deps.seal,
  };
  return deps.db.transaction(async (tx) => {
    if (a.nonce) {
      const prior = await claimNonce(tx, {
        nonce: a.nonce,
        userId: a.access.userId,
        complexId: scan.doorComplexId,
        deviceId: scan.deviceId,
        now: a.now,
      });
      if (prior && prior.userId !== a.access.userId) throw new HttpError('CONFLICT', NONCE_TAKEN);
      if (prior) return prior.response;
    }
    const s = await scanInTx(tx, code, scan);
    if (s.response.result === 'UNKNOWN') throw new HttpError('NOT_FOUND', UNKNOWN);
    if (s.recorded) await auditAdmission(tx, s, scan, code.id);
    if (a.nonce) await saveNonce(tx, a.nonce, 'ONLINE', s.response);
    return s.response;
  });
}

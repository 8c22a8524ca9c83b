import type { CheckInResponse } from '@sportkarta/contract/api/check-in';
import type {
  CheckInSyncItem,
  CheckInSyncResponse,
  SyncOutcome,
} from '@sportkarta/contract/api/venue-staff';
import type { StaffAccess } from '../../plugins/staff-guard';
import { appendAudit } from '../staff-audit/append';
import { claimNonce, saveNonce } from './nonce-repository';
import { blankAnswer } from './rules';
import { auditAdmission, kindOf, scanInTx, type Deps, type Scan, type Scanned } from './service';

// Issue 24: an offline scanner's queue, sent when the network returns (docs/venue-side.md
// "Offline"). Each item is applied in its own transaction under its nonce, at the moment it
// was scanned; an item the device admitted but the server refuses is a conflict: nothing is
// recorded as a visit, and the administrator sees it in the audit log.

function tokenId(qrToken: string): string {
  try {
    const body = qrToken.split('.')[1] ?? '';
    const sub = (JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub.slice(0, 100) : '';
  } catch {
    return '';
  }
}

function auditConflict(
  deps: Deps,
  tx: Parameters<typeof appendAudit>[0],
  s: Scanned,
  scan: Scan,
  item: CheckInSyncItem,
  complexId: number,
) {
  const qrCodeId = tokenId(item.qrToken);
  return appendAudit(tx, {
    complexId,
    actorUserId: scan.access.userId,
    kind: 'CHECK_IN_CONFLICT',
    at: scan.at,
    objectType: kindOf(qrCodeId) === 'PACKAGE' ? 'package' : 'ticket',
    objectId: s.row?.id ?? qrCodeId,
    orderNumber: s.row?.orderNumber ?? null,
    deviceId: scan.deviceId,
    after: {
      qrCodeId,
      scannedAt: item.scannedAt,
      result: s.response.result,
      message: s.response.message,
      title: s.response.title,
      holderName: s.row?.holderName ?? '',
    },
  });
}

export async function syncCheckIns(
  deps: Deps,
  a: {
    access: StaffAccess;
    complexId: number;
    deviceId: string;
    items: readonly CheckInSyncItem[];
    now: Date;
  },
): Promise<CheckInSyncResponse> {
  const results: CheckInSyncResponse['results'] = [];
  for (const item of a.items) {
    const scanned = new Date(item.scannedAt);
    // A device's clock ahead of ours does not record a visit in the future.
    const at = scanned > a.now ? a.now : scanned;
    const code = await deps.signer.verify(item.qrToken.trim(), at);
    const scan: Scan = {
      access: a.access,
      doorComplexId: a.complexId,
      at,
      deviceId: a.deviceId,
      offline: true,
      seal: deps.seal,
    };
    const result = await deps.db.transaction(async (tx) => {
      const prior = await claimNonce(tx, {
        nonce: item.nonce,
        userId: a.access.userId,
        complexId: a.complexId,
        deviceId: a.deviceId,
        now: a.now,
      });
      if (prior)
        return prior.userId === a.access.userId
          ? { outcome: 'DUPLICATE' as const, response: prior.response }
          : { outcome: 'REFUSED' as const, response: blankAnswer('UNKNOWN', 'TICKET') };
      let outcome: SyncOutcome;
      let response: CheckInResponse;
      if (!code) {
        const s: Scanned = {
          response: blankAnswer('FORGED', kindOf(tokenId(item.qrToken))),
          row: null,
          complexId: null,
          recorded: false,
        };
        outcome = item.offlineAdmitted ? 'CONFLICT' : 'REFUSED';
        if (item.offlineAdmitted) await auditConflict(deps, tx, s, scan, item, a.complexId);
        response = s.response;
      } else {
        const s = await scanInTx(tx, code, scan, !item.offlineAdmitted);
        response = s.response;
        if (!item.offlineAdmitted) outcome = 'REFUSED';
        else if (s.recorded) {
          outcome = 'APPLIED';
          await auditAdmission(tx, s, scan, code.id);
        } else {
          outcome = 'CONFLICT';
          await auditConflict(deps, tx, s, scan, item, a.complexId);
        }
      }
      await saveNonce(tx, item.nonce, outcome, response);
      return { outcome, response };
    });
    results.push({ nonce: item.nonce, ...result });
  }
  return { results };
}

import { z } from 'zod';
import { VisitorPackageStatusSchema } from '../enums-statuses';
import { CHECK_IN_RESULTS, CheckInRequestSchema, CheckInResponseSchema } from './check-in';

// Issue 24: the door scanner of the venue's staff, online and offline. The scanner answers
// from the server when it can; without the network it admits against the venue's offline pack
// for the day and queues each check-in with a nonce, sent to the sync endpoint when the network
// returns (applied once however often it is sent). The shapes the server branch implements.

/** The permission key that lets a staff member use the door scanner at a venue. */
export const PERMISSION_CHECKIN_SCAN = 'checkin.scan';

export const STAFF_ROLES = ['ADMIN', 'FRONT_DESK', 'CONTROLLER', 'COACH'] as const;
export const StaffRoleKindSchema = z.enum(STAFF_ROLES);
export type StaffRoleKind = z.infer<typeof StaffRoleKindSchema>;

/** `GET /v1/mob/staff/roles`: each venue where the person holds a role, with its permissions. */
export const StaffRoleSchema = z.object({
  complexId: z.number().int(),
  complexName: z.string(),
  role: StaffRoleKindSchema,
  permissions: z.array(z.string()),
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;
export const StaffRoleListSchema = z.array(StaffRoleSchema);

/**
 * `POST /v1/mob/staff/check-in` as the scanner sends it: the scanned code, the venue it scans
 * for (a code of another venue answers OTHER_VENUE), the device and a nonce that makes a repeat
 * of the same scan safe.
 */
export const ScanRequestSchema = CheckInRequestSchema.extend({
  nonce: z.uuid().optional(),
  complexId: z.number().int().optional(),
  deviceId: z.string().min(1).max(100).optional(),
});
export type ScanRequest = z.infer<typeof ScanRequestSchema>;

/** The check-in's answers plus the two of issue 24: another venue's code, outside the window. */
export const SCAN_RESULTS = [...CHECK_IN_RESULTS, 'OTHER_VENUE', 'OUTSIDE_WINDOW'] as const;
export const ScanResultSchema = z.enum(SCAN_RESULTS);
export type ScanResult = z.infer<typeof ScanResultSchema>;

export const ScanResponseSchema = CheckInResponseSchema.extend({ result: ScanResultSchema });
export type ScanResponse = z.infer<typeof ScanResponseSchema>;

/** One ticket or package the venue may admit today, as the scanner keeps it offline. */
export const OfflinePackItemSchema = z.object({
  /** The QR token's `sub`: a ticket's id, or `pkg:` and the package's id. */
  qrCodeId: z.string(),
  kind: z.enum(['TICKET', 'PACKAGE']),
  title: z.string(),
  holderName: z.string(),
  childAge: z.number().int().nullable(),
  sessionStart: z.iso.datetime({ offset: true }).nullable(),
  sessionEnd: z.iso.datetime({ offset: true }).nullable(),
  /** The door admits from … until … (the check-in list's window); null — no limit that side. */
  admitFrom: z.iso.datetime({ offset: true }).nullable(),
  admitUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Visits left before today's scans; null — unlimited. */
  visitsLeft: z.number().int().nullable(),
  status: VisitorPackageStatusSchema,
  /** When it was last admitted (a ticket's one visit, a package's visit today), if it was. */
  usedAt: z.iso.datetime({ offset: true }).nullable(),
  /** May the holder go in again after being admitted (the check-in list's re-entry rule). */
  reentry: z.boolean(),
});
export type OfflinePackItem = z.infer<typeof OfflinePackItemSchema>;

/** `GET /v1/mob/staff/complexes/:complexId/offline-pack`. */
export const OfflinePackSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  /** The venue's day the pack is for (YYYY-MM-DD). */
  validDate: z.iso.date(),
  /** The QR key the pack's codes are signed with (`GET /v1/mob/public/qr-key`). */
  kid: z.string(),
  items: z.array(OfflinePackItemSchema),
});
export type OfflinePack = z.infer<typeof OfflinePackSchema>;

export const SyncItemSchema = z.object({
  nonce: z.uuid(),
  qrToken: CheckInRequestSchema.shape.qrToken,
  /** When the device scanned it (ISO 8601). */
  scannedAt: z.iso.datetime({ offset: true }),
  /** What the door did: admitted the holder without the server. */
  offlineAdmitted: z.boolean(),
});
export type SyncItem = z.infer<typeof SyncItemSchema>;

/** `POST /v1/mob/staff/check-in/sync`: a device's queued scans, each applied once by nonce. */
export const SyncRequestSchema = z.object({
  complexId: z.number().int(),
  deviceId: z.string().min(1).max(100),
  items: z.array(SyncItemSchema).min(1).max(500),
});
export type SyncRequest = z.infer<typeof SyncRequestSchema>;

export const SYNC_OUTCOMES = ['APPLIED', 'DUPLICATE', 'CONFLICT', 'REFUSED'] as const;
export const SyncOutcomeSchema = z.enum(SYNC_OUTCOMES);
export type SyncOutcome = z.infer<typeof SyncOutcomeSchema>;

export const SyncResponseSchema = z.object({
  results: z.array(
    z.object({ nonce: z.uuid(), outcome: SyncOutcomeSchema, response: ScanResponseSchema }),
  ),
});
export type SyncResponse = z.infer<typeof SyncResponseSchema>;

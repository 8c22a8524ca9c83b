import {
  POLICY_KINDS,
  POLICY_MESSAGES,
  type PolicyKind,
  type PolicyVersion,
  type VenuePolicies,
} from '@sportkarta/contract/api/venue-policies';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { endsLikePdf, sniffScan } from '../../lib/scan-store';
import { policyUrl } from '../places/owner';
import { DEMO_VENUE_OWNER_ID } from '../staff/demo-repository';
import { appendAudit } from '../staff-audit/append';
import {
  addPolicyVersion,
  ownerOfVenue,
  policyVersions,
  type PolicyVersionRow,
} from './repository';

// Issue 25: an organisation's policies as versioned PDFs. An upload adds a version and
// supersedes the current one (never deleted: orders keep the versions their buyers agreed to,
// and the public file address of each version keeps working); the visitor's screens show the
// current ones. Docs: docs/venue-side.md "Policies".

const VENUE_NOT_FOUND = 'Спортобъект не найден';
/** Every demo copy's venue shares one demo organisation: one copy must not change the others'. */
export const DEMO_POLICIES = 'В демо-режиме правила организации не меняются';

function view(ownerId: string, r: PolicyVersionRow): PolicyVersion {
  return {
    id: r.id,
    kind: r.kind,
    version: r.version,
    title: r.title,
    uploadedAt: r.createdAt.toISOString(),
    uploadedBy: r.uploadedBy,
    supersededAt: r.supersededAt?.toISOString() ?? null,
    url: policyUrl(ownerId, r.id),
    orders: r.orders,
  };
}

/** GET …/policies: per kind, the current version and the earlier ones. */
export async function venuePolicies(db: Db, complexId: number): Promise<VenuePolicies> {
  const owner = await ownerOfVenue(db, complexId);
  if (!owner) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  const rows = await policyVersions(db, owner.ownerId);
  return {
    ownerName: owner.ownerName,
    venues: owner.venues,
    policies: POLICY_KINDS.map((kind) => {
      const versions = rows.filter((r) => r.kind === kind).map((r) => view(owner.ownerId, r));
      return {
        kind,
        current: versions.find((v) => v.supersededAt === null) ?? null,
        earlier: versions.filter((v) => v.supersededAt !== null),
      };
    }),
  };
}

/** Bytes that are a whole PDF by their signature and ending, never by a name or a header. */
export function assertPdf(pdf: Uint8Array | undefined): asserts pdf is Uint8Array {
  if (!pdf || pdf.length === 0) throw new HttpError('VALIDATION_ERROR', POLICY_MESSAGES.noFile);
  if (sniffScan(pdf) !== 'pdf' || !endsLikePdf(pdf))
    throw new HttpError('VALIDATION_ERROR', POLICY_MESSAGES.notPdf);
}

/** POST …/policies/{kind}: a new current version, with its audit entry, in one transaction. */
export async function uploadPolicy(
  db: Db,
  v: {
    complexId: number;
    kind: PolicyKind;
    title: string;
    pdf: Uint8Array;
    userId: string;
    now: Date;
  },
): Promise<VenuePolicies> {
  const owner = await ownerOfVenue(db, v.complexId);
  if (!owner) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  if (owner.ownerId === DEMO_VENUE_OWNER_ID) throw new HttpError('FORBIDDEN', DEMO_POLICIES);
  await db.transaction(async (tx) => {
    const added = await addPolicyVersion(tx, {
      ownerId: owner.ownerId,
      kind: v.kind,
      title: v.title,
      pdf: Buffer.from(v.pdf),
      userId: v.userId,
      now: v.now,
    });
    await appendAudit(tx, {
      complexId: v.complexId,
      actorUserId: v.userId,
      kind: 'POLICY_UPLOAD',
      at: v.now,
      objectType: 'policy',
      objectId: added.id,
      after: { kind: v.kind, version: added.version, title: v.title, bytes: v.pdf.length },
    });
  });
  return venuePolicies(db, v.complexId);
}

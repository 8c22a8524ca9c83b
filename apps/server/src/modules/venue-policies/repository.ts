import type { PolicyKind } from '@sportkarta/contract/api/venue-policies';
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { policyFiles } from '../../db/schema';

// Issue 25: the versions of an organisation's policies (docs/venue-side.md "Policies").
// raw SQL where the orders that agreed to each version are counted in the reading statement.

const OwnerSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  venues: z.number(),
});

/** The organisation that runs the venue and how many venues it runs; undefined for no venue. */
export async function ownerOfVenue(db: Db, complexId: number) {
  const [row] = await queryRows(
    db,
    sql`select o.id::text as "ownerId", o.name as "ownerName",
               (select count(*)::int from complexes x where x.owner_id = o.id) as venues
          from complexes c join place_owners o on o.id = c.owner_id
         where c.id = ${complexId}`,
    OwnerSchema,
  );
  return row;
}

const VersionRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['VISIT', 'PAYBACK']),
  version: z.number(),
  title: z.string(),
  createdAt: z.coerce.date(),
  supersededAt: z.coerce.date().nullable(),
  uploadedBy: z.string().nullable(),
  orders: z.number(),
});
export type PolicyVersionRow = z.infer<typeof VersionRowSchema>;

/** Every version of the organisation's policies, per kind newest first. */
export function policyVersions(db: Db, ownerId: string): Promise<PolicyVersionRow[]> {
  return queryRows(
    db,
    sql`select f.id::text, f.kind, f.version, f.title, f.created_at as "createdAt",
               f.superseded_at as "supersededAt",
               nullif(trim(concat_ws(' ', u.last_name, u.first_name)), '') as "uploadedBy",
               ((select count(*) from orders o where o.visit_policy_id = f.id)
                + (select count(*) from orders o where o.payback_policy_id = f.id))::int as orders
          from policy_files f left join users u on u.id = f.uploaded_by
         where f.owner_id = ${ownerId}
         order by f.kind desc, f.version desc`,
    VersionRowSchema,
  );
}

/**
 * Adds a version and supersedes the current one, in the caller's transaction. The
 * organisation's row is locked first, so two uploads of one kind at once get versions N and
 * N+1 (never two current ones: the partial unique index would refuse the second anyway).
 */
export async function addPolicyVersion(
  tx: Db,
  v: { ownerId: string; kind: PolicyKind; title: string; pdf: Buffer; userId: string; now: Date },
): Promise<{ id: string; version: number }> {
  await tx.execute(sql`select id from place_owners where id = ${v.ownerId} for update`);
  const current = and(
    eq(policyFiles.ownerId, v.ownerId),
    eq(policyFiles.kind, v.kind),
    isNull(policyFiles.supersededAt),
  );
  const [last] = await tx
    .select({ version: max(policyFiles.version) })
    .from(policyFiles)
    .where(and(eq(policyFiles.ownerId, v.ownerId), eq(policyFiles.kind, v.kind)));
  await tx.update(policyFiles).set({ supersededAt: v.now }).where(current);
  const [row] = await tx
    .insert(policyFiles)
    .values({
      ownerId: v.ownerId,
      kind: v.kind,
      title: v.title,
      pdf: v.pdf,
      createdAt: v.now,
      version: (last?.version ?? 0) + 1,
      uploadedBy: v.userId,
    })
    .returning({ id: policyFiles.id, version: policyFiles.version });
  return row!;
}

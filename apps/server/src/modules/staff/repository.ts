import type { StaffScope, VenueRole } from '@sportkarta/contract/api/venue-staff';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { complexes } from '../../db/schema';

// Issue 24: the roles a person holds, resolved to venues — a venue's own grants and those of
// the organisation that owns it (docs/venue-side.md "Roles").

const GrantRowSchema = z.object({
  grantId: z.string(),
  complexId: z.number(),
  complexName: z.string(),
  timeZone: z.string(),
  ownerId: z.string(),
  role: z.string().transform((r) => r as VenueRole),
  scope: z.enum(['COMPLEX', 'OWNER']).transform((s) => s as StaffScope),
  coachId: z.number().nullable(),
});
export type GrantRow = z.infer<typeof GrantRowSchema>;

// raw SQL: one union of the venue's own grants and its owner's, joined to each venue it covers

/** Every grant of the person, one row per venue it covers; or those at one venue. */
export async function grantsOf(db: Db, userId: string, complexId?: number): Promise<GrantRow[]> {
  const at = complexId === undefined ? sql`` : sql`and c.id = ${complexId}`;
  return queryRows(
    db,
    sql`select vs.id as "grantId", c.id as "complexId", c.name as "complexName",
               c.time_zone as "timeZone", c.owner_id::text as "ownerId", vs.role,
               case when vs.complex_id is null then 'OWNER' else 'COMPLEX' end as scope,
               vs.coach_id as "coachId"
          from venue_staff vs
          join complexes c on c.id = vs.complex_id or c.owner_id = vs.owner_id
         where vs.user_id = ${userId} ${at}
         order by c.name, c.id, vs.complex_id nulls last`,
    GrantRowSchema,
  );
}

/** The venue's time zone; undefined for a venue that does not exist. */
export async function complexZone(db: Db, complexId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ zone: complexes.timeZone })
    .from(complexes)
    .where(eq(complexes.id, complexId));
  return row?.zone;
}

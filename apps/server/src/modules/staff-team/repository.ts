import type { StaffScope, VenueRole } from '@sportkarta/contract/api/venue-staff';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { coaches, venueStaff } from '../../db/schema';

// Issue 24: a venue's team — its own grants and its owner's — and the lock that keeps the
// last administrator: every team change of an owner's venues takes the owner's row first.

const MemberRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.string().transform((r) => r as VenueRole),
  scope: z.enum(['COMPLEX', 'OWNER']).transform((s) => s as StaffScope),
  coachId: z.number().nullable(),
  ownerId: z.string(),
  createdAt: z.coerce.date(),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

// raw SQL: the venue's grants and its owner's in one list, the name put together, the
// owner's row locked (`for update`), and counts of administrators per venue

/** The grants at a venue (its own and its owner's); with `grantId`, that one grant. */
export async function teamOf(db: Db, complexId: number, grantId?: string): Promise<MemberRow[]> {
  return queryRows(
    db,
    sql`select vs.id, vs.user_id as "userId",
               coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                        u.phone, '') as name,
               u.phone, vs.role, case when vs.complex_id is null then 'OWNER' else 'COMPLEX' end as scope,
               vs.coach_id as "coachId", c.owner_id::text as "ownerId", vs.created_at as "createdAt"
          from complexes c
          join venue_staff vs on vs.complex_id = c.id or vs.owner_id = c.owner_id
          join users u on u.id = vs.user_id
         where c.id = ${complexId} ${grantId ? sql`and vs.id = ${grantId}` : sql``}
         order by vs.complex_id nulls first, vs.created_at, vs.id`,
    MemberRowSchema,
  );
}

/** Locks the owner of the venue (one team change at a time across its venues). */
export async function lockOwnerOf(db: Db, complexId: number): Promise<string | undefined> {
  const [row] = await queryRows(
    db,
    sql`select o.id::text as id from place_owners o
         where o.id = (select owner_id from complexes where id = ${complexId})
         for update`,
    z.object({ id: z.string() }),
  );
  return row?.id;
}

/**
 * The owner's venues that would be left without an administrator if the grant `without`
 * stopped being one (checked under the owner's lock).
 */
export async function venuesLeftWithoutAdmin(
  db: Db,
  ownerId: string,
  without: string,
): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as n from complexes c
         where c.owner_id = ${ownerId}
           and exists (select 1 from venue_staff g where g.id = ${without}
                        and (g.complex_id = c.id or g.owner_id = c.owner_id))
           and not exists (select 1 from venue_staff a
                            where a.role = 'ADMIN' and a.id <> ${without}
                              and (a.complex_id = c.id or a.owner_id = c.owner_id))`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}

export async function insertGrant(
  db: Db,
  g: {
    userId: string;
    complexId: number | null;
    ownerId: string | null;
    role: VenueRole;
    coachId: number | null;
    now: Date;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(venueStaff)
    .values({ ...g, createdAt: g.now })
    .onConflictDoNothing()
    .returning({ id: venueStaff.id });
  return row?.id ?? null;
}

export async function setGrantRole(
  db: Db,
  id: string,
  role: VenueRole,
  coachId: number | null,
): Promise<void> {
  await db.update(venueStaff).set({ role, coachId }).where(eq(venueStaff.id, id));
}

export async function deleteGrant(db: Db, id: string): Promise<void> {
  await db.delete(venueStaff).where(eq(venueStaff.id, id));
}

export async function coachOfVenue(db: Db, coachId: number, complexId: number): Promise<boolean> {
  const rows = await db
    .select({ id: coaches.id })
    .from(coaches)
    .where(and(eq(coaches.id, coachId), eq(coaches.complexId, complexId)));
  return rows.length > 0;
}

/** The venue's coach cards, for naming a coach's grant: surname first, in name order. */
export function coachesOfVenue(db: Db, complexId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({
      id: coaches.id,
      name: sql<string>`concat_ws(' ', ${coaches.lastName}, ${coaches.firstName}, ${coaches.middleName})`,
    })
    .from(coaches)
    .where(eq(coaches.complexId, complexId))
    .orderBy(asc(coaches.lastName), asc(coaches.firstName), asc(coaches.id));
}

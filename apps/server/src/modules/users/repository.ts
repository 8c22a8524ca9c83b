import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendSettings, supportRequests, userAgreements, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Finds the person with this phone or creates one (login_method PHONE). ON CONFLICT keeps two
 * simultaneous first sign-ins from creating two people.
 */
export async function findOrCreateUserByPhone(db: Db, phone: string): Promise<UserRow> {
  await db.insert(users).values({ phone, loginMethod: 'PHONE' }).onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!row) throw new Error('user upsert returned nothing');
  return row;
}

export async function updateUserProfile(
  db: Db,
  id: string,
  fields: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'middleName' | 'birthDate' | 'gender' | 'email' | 'inn' | 'photo'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Phones (E.164) among `phones` that belong to people who have not deleted their account. */
export async function findRegisteredPhones(db: Db, phones: string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  // Only people who allowed being found by number («Находить меня по номеру телефона»): the
  // others answer as unknown numbers do (issue 26).
  const rows = await db
    .select({ phone: users.phone })
    .from(users)
    .innerJoin(friendSettings, eq(friendSettings.userId, users.id))
    .where(
      and(
        inArray(users.phone, phones),
        isNull(users.deletedAt),
        eq(friendSettings.findableByPhone, true),
      ),
    );
  return rows.flatMap((r) => (r.phone ? [r.phone] : []));
}

/**
 * Account deletion: every personal field cleared, the row kept as a tombstone (id, created_at,
 * deleted_at) so records that refer to it stay consistent.
 */
export async function anonymiseUser(db: Db, id: string): Promise<void> {
  // Support messages and acceptances are personal records too.
  await db.delete(supportRequests).where(eq(supportRequests.userId, id));
  await db.delete(userAgreements).where(eq(userAgreements.userId, id));
  await db
    .update(users)
    .set({
      phone: null,
      sberSub: null,
      firstName: null,
      lastName: null,
      middleName: null,
      birthDate: null,
      gender: null,
      email: null,
      inn: null,
      photo: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

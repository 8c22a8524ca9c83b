import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_USER } from '../../db/seed/agreements-data';
import type { UserRow } from '../users/repository';

/** The seeded demo person: the template every demo login copies; nobody signs into it. */
export async function findDemoTemplate(db: Db): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, DEMO_USER.id), eq(users.isDemo, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * A new demo person copied from the template: names, e-mail, photo token (`photo`, a copy of the
 * file made by the caller), no phone (unique). `created_at` is `now` (the sweeper ages copies by
 * it). What else the copy gets is written by the modules' steps (lib/demo-copy-step.ts).
 */
export async function insertDemoUser(
  db: Db,
  template: UserRow,
  photo: string | null,
  now: Date,
): Promise<UserRow> {
  const [copy] = await db
    .insert(users)
    .values({
      firstName: template.firstName,
      lastName: template.lastName,
      middleName: template.middleName,
      birthDate: template.birthDate,
      gender: template.gender,
      email: template.email,
      inn: template.inn,
      photo,
      loginMethod: template.loginMethod,
      isDemo: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return copy!;
}

/**
 * Locks up to `limit` demo copies created before `cutoff` (never the template), skipping those
 * another sweeper holds: several processes may sweep at once. Call inside a transaction.
 */
export async function lockExpiredDemoCopies(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select id from users
         where is_demo and created_at < ${cutoff} and id <> ${DEMO_USER.id}
         order by created_at limit ${limit}
         for update skip locked`,
    z.object({ id: z.string() }),
  );
  return rows.map((r) => r.id);
}

/**
 * Deletes these demo copies; everything they own goes by ON DELETE CASCADE (sessions, children,
 * favourites, orders, holds, tickets, payment attempts, documents). Answers each one's photo.
 */
export async function deleteDemoCopies(
  db: Db,
  ids: readonly string[],
): Promise<{ photo: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .delete(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isDemo, true)))
    .returning({ photo: users.photo });
}

/**
 * True for a demo person (a copy or the template). The payments module asks this before talking
 * to a provider: a demo person's orders only ever go to the emulated providers.
 */
export async function isDemoUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isDemo ?? false;
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { agreements, children, complexes, placeFavorites, userAgreements, users } from '../schema';
import { ensureAvatar } from './avatars';
import { AGREEMENT_SEEDS, DEMO_CHILDREN, DEMO_USER } from './agreements-data';
import { seedDemoFriends } from './friends';
import type { FileStore } from '../../lib/file-store';

const DEMO_FAVORITES = 3;

/**
 * Agreements and the demo person with two children (issue 3). Idempotent like the rest of the
 * seed; the avatar is drawn again when its file is missing (a fresh DATA_DIR on an old database).
 */
export async function seedAccounts(db: Db, fileStore: FileStore): Promise<void> {
  await db
    .insert(agreements)
    .values(AGREEMENT_SEEDS.map((a) => ({ ...a })))
    .onConflictDoNothing();

  const created = await db
    .insert(users)
    .values({ ...DEMO_USER, loginMethod: 'PHONE', isDemo: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  await db
    .insert(children)
    .values(DEMO_CHILDREN.map((c) => ({ ...c, parentId: DEMO_USER.id })))
    .onConflictDoNothing();
  // The shared demo person has accepted the seeded agreements: a visitor trying the demo goes
  // straight to the app instead of accepting documents on someone else's behalf.
  await db
    .insert(userAgreements)
    .values(
      AGREEMENT_SEEDS.map((a) => ({ userId: DEMO_USER.id, agreement: a.kind, version: a.version })),
    )
    .onConflictDoNothing();

  // Favourites only when the demo person is created: what visitors of the shared demo change
  // later is not put back at the next start.
  if (created.length > 0) await seedDemoFavorites(db);
  // Issue 14: the people every demo copy has as friends (modules/friends/demo.ts).
  await seedDemoFriends(db, fileStore);

  await ensureAvatar(db, fileStore, DEMO_USER.id);
}

/** A few nearby venues in the demo person's favourites (issue 3: "later issues give it favourites"). */
async function seedDemoFavorites(db: Db): Promise<void> {
  const first = await db
    .select({ id: complexes.id })
    .from(complexes)
    .where(eq(complexes.moderation, 'APPROVED'))
    .orderBy(asc(complexes.id))
    .limit(DEMO_FAVORITES);
  if (first.length === 0) return;
  await db
    .insert(placeFavorites)
    .values(first.map((c) => ({ userId: DEMO_USER.id, complexId: c.id })))
    .onConflictDoNothing();
}

import { existsSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_QUALITY, PHOTO_SIZE } from '@sportkarta/contract/config/limits';
import { PHOTO_TOKEN, photoPath, savePhoto } from '../../modules/profile-media/photo-store';
import type { Db } from '../client';
import { agreements, children, complexes, placeFavorites, userAgreements, users } from '../schema';
import { AGREEMENT_SEEDS, DEMO_CHILDREN, DEMO_USER } from './agreements-data';

const DEMO_FAVORITES = 3;

/** A drawn avatar (initials on the theme green), rendered once with sharp. */
async function demoAvatar(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2e9b5f"/><stop offset="1" stop-color="#146c43"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="250" cy="200" r="95" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M70 500c20-120 100-180 180-180s160 60 180 180z" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: PHOTO_QUALITY }).toBuffer();
}

/**
 * Agreements and the demo person with two children (issue 3). Idempotent like the rest of the
 * seed; the avatar is drawn again when its file is missing (a fresh DATA_DIR on an old database).
 */
export async function seedAccounts(db: Db, uploadsDir: string): Promise<void> {
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

  const [demo] = await db
    .select({ photo: users.photo, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, DEMO_USER.id));
  if (!demo || demo.deletedAt) return;
  if (demo.photo && PHOTO_TOKEN.test(demo.photo) && existsSync(photoPath(uploadsDir, demo.photo)))
    return;
  const token = await savePhoto(uploadsDir, await demoAvatar());
  await db.update(users).set({ photo: token }).where(eq(users.id, DEMO_USER.id));
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

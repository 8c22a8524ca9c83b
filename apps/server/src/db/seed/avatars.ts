import { PHOTO_QUALITY, PHOTO_SIZE } from '@sportkarta/contract/config/limits';
import { eq } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store';
import { PHOTO_TOKEN, photoKey, savePhoto } from '../../lib/photo-store';
import { loadSharp } from '../../lib/sharp';
import type { Db } from '../client';
import { users } from '../schema';

// The seeded people's photos (the demo person, their friends): drawn, not downloaded.

/** A drawn avatar (a silhouette on a gradient, the theme green by default), rendered with sharp. */
async function demoAvatar(
  colors: readonly [string, string] = ['#2e9b5f', '#146c43'],
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="250" cy="200" r="95" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M70 500c20-120 100-180 180-180s160 60 180 180z" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: PHOTO_QUALITY }).toBuffer();
}

/**
 * Gives a seeded person a drawn photo when they have none or its file is missing (a fresh
 * DATA_DIR on an old database); a deleted person is left alone.
 */
export async function ensureAvatar(
  db: Db,
  files: FileStore,
  userId: string,
  colors?: readonly [string, string],
): Promise<void> {
  const [row] = await db
    .select({ photo: users.photo, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.deletedAt) return;
  if (row.photo && PHOTO_TOKEN.test(row.photo) && (await files.has(photoKey(row.photo)))) return;
  const token = await savePhoto(files, await demoAvatar(colors));
  await db.update(users).set({ photo: token }).where(eq(users.id, userId));
}

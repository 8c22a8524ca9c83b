import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES, PHOTO_QUALITY, PHOTO_SIZE } from '@sportkarta/contract/config/limits';
import { HttpError } from '../errors';
import type { FileStore } from './file-store';
import { loadSharp } from './sharp';

/** Public path of stored photos; the file name is a 192-bit random token (capability URL). */
export const PHOTO_URL_PREFIX = '/v1/photos/';
export const PHOTO_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const PHOTO_MESSAGES = {
  type: 'Фотография должна быть в формате JPG или PNG',
  /** Where WebP is taken too (a coach's photo from the venue's editor). */
  typeOrWebp: 'Фотография должна быть в формате JPG, PNG или WebP',
  unreadable: 'Файл не является изображением JPG или PNG',
  // Plain spaces as digit groups (toLocaleString would put no-break spaces into the message).
  tooLarge: `Фотография слишком большая: не больше ${String(IMAGE_MAX_BYTES).replace(/\B(?=(\d{3})+$)/g, ' ')} байт`,
  tooManyPixels: 'Фотография слишком большая по размеру в пикселях',
} as const;

/** Decompression bombs: a 10 MB PNG can claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export function photoUrl(token: string | null): string | null {
  return token ? `${PHOTO_URL_PREFIX}${token}.jpg` : null;
}

/** The photo's key in the file store (lib/file-store). */
export function photoKey(token: string): string {
  if (!PHOTO_TOKEN.test(token)) throw new Error('bad photo token');
  return `photos/${token}.jpg`;
}

/**
 * spec §5 / issue 3: the type is checked by content, not by name or declared type; the image is
 * re-encoded to a JPEG of at most 500×500 at quality 70, which drops EXIF/GPS and any payload.
 * A visitor's photo is JPEG or PNG (spec §5); `webp` also takes WebP (the venue's coach cards).
 */
export async function normalisePhoto(
  input: Uint8Array,
  o: { webp?: boolean } = {},
): Promise<Buffer> {
  if (input.length > IMAGE_MAX_BYTES)
    throw new HttpError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  const sharp = await loadSharp();
  const unreadable = o.webp ? PHOTO_MESSAGES.typeOrWebp : PHOTO_MESSAGES.unreadable;
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new HttpError('VALIDATION_ERROR', unreadable);
  }
  const formats = o.webp ? ['jpeg', 'png', 'webp'] : ['jpeg', 'png'];
  if (!format || !formats.includes(format)) {
    throw new HttpError(
      'VALIDATION_ERROR',
      o.webp ? PHOTO_MESSAGES.typeOrWebp : PHOTO_MESSAGES.type,
    );
  }
  if (pixels > MAX_INPUT_PIXELS)
    throw new HttpError('VALIDATION_ERROR', PHOTO_MESSAGES.tooManyPixels);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // PNG transparency → white, JPEG has no alpha
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError('VALIDATION_ERROR', unreadable);
  }
}

/** Stores an already normalised JPEG under a fresh random token. */
export async function savePhoto(files: FileStore, jpeg: Buffer): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await files.put(photoKey(token), jpeg, 'image/jpeg');
  return token;
}

export async function deletePhoto(files: FileStore, token: string | null): Promise<void> {
  if (!token || !PHOTO_TOKEN.test(token)) return;
  await files.delete([photoKey(token)]);
}

export async function readPhoto(files: FileStore, token: string): Promise<Buffer | null> {
  if (!PHOTO_TOKEN.test(token)) return null;
  return files.get(photoKey(token));
}

/**
 * Photo handling shared by the profile and children: a new file replaces the old one (the old
 * file is deleted after the row points at the new one); `photo: ''` removes it.
 */
export async function resolvePhoto(
  files: FileStore,
  current: string | null,
  sent: string | null | undefined,
  file: Uint8Array | null,
): Promise<{ token: string | null; obsolete: string | null }> {
  if (file) {
    const token = await savePhoto(files, await normalisePhoto(file));
    return { token, obsolete: current };
  }
  if (sent === '' || sent === null) return { token: null, obsolete: current };
  return { token: current, obsolete: null };
}

/** A copy of a stored photo under a fresh token (null when the file is missing). */
export async function copyPhoto(files: FileStore, token: string | null): Promise<string | null> {
  if (!token) return null;
  const jpeg = await readPhoto(files, token);
  return jpeg ? savePhoto(files, jpeg) : null;
}

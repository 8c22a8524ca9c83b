import { randomBytes } from 'node:crypto';
import {
  PERMIT_DOC_SCAN_MAX_BYTES,
  PERMIT_DOC_SCAN_MAX_SIDE,
  PERMIT_DOC_SCAN_QUALITY,
  PERMIT_DOC_THUMB_SIDE,
} from '@sportkarta/contract/config/documents';
import { HttpError } from '../errors';
import type { FileStore } from './file-store';
import { loadSharp } from './sharp';

// Scans of permit documents (issue 14): the type is read from the bytes (spec §3 upload kind
// «image» and PDF), never from the file's name or the declared type; images are re-encoded
// (metadata and any appended payload dropped), PDFs kept as sent. Files live under
// the file store (lib/file-store: DATA_DIR/uploads or a private bucket) under `documents/`,
// named by a 192-bit random token, and are served only to their owner through an
// authenticated route (never as a public capability URL like avatars).

export type ScanType = 'image/jpeg' | 'application/pdf';

/** Plain spaces as digit groups (toLocaleString would put no-break spaces into the message). */
const MAX_BYTES_TEXT = String(PERMIT_DOC_SCAN_MAX_BYTES).replace(/\B(?=(\d{3})+$)/g, ' ');

export const SCAN_MESSAGES = {
  type: 'Скан документа должен быть изображением JPG или PNG или файлом PDF',
  broken: 'Файл повреждён: его не удалось прочитать',
  tooLarge: `Файл слишком большой: не больше ${MAX_BYTES_TEXT} байт`,
  tooManyPixels: 'Изображение слишком большое по размеру в пикселях',
} as const;

/** Decompression bombs: a 10 MB PNG can claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_EOF = Buffer.from('%%EOF');

/** What the bytes are, by their signature; null for anything else (a renamed .txt or .exe). */
export function sniffScan(bytes: Uint8Array): 'jpeg' | 'png' | 'pdf' | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  return null;
}

export interface PreparedScan {
  contentType: ScanType;
  file: Buffer;
  thumb: Buffer | null;
}

async function prepareImage(input: Uint8Array): Promise<PreparedScan> {
  const sharp = await loadSharp();
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new HttpError('VALIDATION_ERROR', SCAN_MESSAGES.broken);
  }
  if (pixels > MAX_INPUT_PIXELS)
    throw new HttpError('VALIDATION_ERROR', SCAN_MESSAGES.tooManyPixels);
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // EXIF orientation first: the metadata goes with re-encoding
      .flatten({ background: '#ffffff' });
    const fit = (side: number) => ({
      fit: 'inside' as const,
      withoutEnlargement: true,
      width: side,
      height: side,
    });
    const file = await upright
      .clone()
      .resize(fit(PERMIT_DOC_SCAN_MAX_SIDE))
      .jpeg({ quality: PERMIT_DOC_SCAN_QUALITY, mozjpeg: true })
      .toBuffer();
    const thumb = await upright
      .clone()
      .resize(fit(PERMIT_DOC_THUMB_SIDE))
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
    return { contentType: 'image/jpeg', file, thumb };
  } catch {
    throw new HttpError('VALIDATION_ERROR', SCAN_MESSAGES.broken);
  }
}

/** A PDF's `%%EOF` marker within its last kilobyte: a truncated or padded file has none. */
export function endsLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes(PDF_EOF);
}

/**
 * Checks one uploaded file and makes what is stored of it. A PDF must also end like one (its
 * `%%EOF` marker within the last kilobyte), so a truncated or padded file is refused.
 */
export async function prepareScan(input: Uint8Array): Promise<PreparedScan> {
  if (input.length > PERMIT_DOC_SCAN_MAX_BYTES)
    throw new HttpError('PAYLOAD_TOO_LARGE', SCAN_MESSAGES.tooLarge);
  const kind = sniffScan(input);
  if (kind === null) throw new HttpError('VALIDATION_ERROR', SCAN_MESSAGES.type);
  if (kind !== 'pdf') return prepareImage(input);
  if (!endsLikePdf(input)) throw new HttpError('VALIDATION_ERROR', SCAN_MESSAGES.broken);
  return { contentType: 'application/pdf', file: Buffer.from(input), thumb: null };
}

const extOf = (type: ScanType) => (type === 'application/pdf' ? 'pdf' : 'jpg');

function keyOf(token: string, name: string): string {
  if (!TOKEN.test(token)) throw new Error('bad scan token');
  return `documents/${token}.${name}`;
}

/** Writes a prepared scan (and its thumbnail) under a fresh random token. */
export async function saveScan(files: FileStore, scan: PreparedScan): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await files.put(keyOf(token, extOf(scan.contentType)), scan.file, scan.contentType);
  if (scan.thumb) await files.put(keyOf(token, 'thumb.jpg'), scan.thumb, 'image/jpeg');
  return token;
}

export async function readScan(
  files: FileStore,
  token: string,
  type: ScanType,
  thumb: boolean,
): Promise<Buffer | null> {
  if (!TOKEN.test(token)) return null;
  return files.get(keyOf(token, thumb ? 'thumb.jpg' : extOf(type)));
}

/** Removes the files of these tokens (missing ones are fine). */
export async function deleteScans(files: FileStore, tokens: readonly string[]): Promise<void> {
  await files.delete(
    tokens
      .filter((t) => TOKEN.test(t))
      .flatMap((t) => ['jpg', 'pdf', 'thumb.jpg'].map((name) => keyOf(t, name))),
  );
}

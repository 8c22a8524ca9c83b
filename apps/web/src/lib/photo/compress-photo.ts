import { IMAGE_MAX_BYTES, PHOTO_QUALITY, PHOTO_SIZE } from '@sportkarta/contract/config/limits';

// spec §5/§9: photos are compressed on the device to 500×500 at quality 70, at most
// 10,000,000 bytes. The server re-encodes again and strips metadata (docs/api-accounts.md).
// Scans of documents (issue 14) pass a larger size, so that their small print stays readable.

/** How a picked image is made smaller: fit inside side × side, JPEG quality in percent. */
export interface PhotoSize {
  side: number;
  quality: number;
}

export const PROFILE_PHOTO: PhotoSize = { side: PHOTO_SIZE, quality: PHOTO_QUALITY };

export class PhotoError extends Error {
  override readonly name = 'PhotoError';
  constructor(readonly reason: 'too-big' | 'load' | 'denied') {
    super(reason);
  }
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new PhotoError('load'));
    };
    img.src = url;
  });
}

/** The largest size that fits inside PHOTO_SIZE × PHOTO_SIZE, never enlarged. */
export function fitInside(width: number, height: number, max: number = PHOTO_SIZE) {
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export async function compressPhoto(file: Blob, size: PhotoSize = PROFILE_PHOTO): Promise<Blob> {
  if (file.size > IMAGE_MAX_BYTES) throw new PhotoError('too-big');
  const img = await loadImage(file);
  const { width, height } = fitInside(img.naturalWidth, img.naturalHeight, size.side);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('load');
  context.drawImage(img, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', size.quality / 100),
  );
  if (!blob) throw new PhotoError('load');
  if (blob.size > IMAGE_MAX_BYTES) throw new PhotoError('too-big');
  return blob;
}

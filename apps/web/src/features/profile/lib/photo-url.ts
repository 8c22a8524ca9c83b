import { mediaUrl } from '@/lib/media-url';

/** Photo URLs are capability paths (/v1/photos/<token>.jpg) under the API base address. */
export function photoUrl(photo: string | null | undefined): string | null {
  return photo ? mediaUrl(photo) : null;
}

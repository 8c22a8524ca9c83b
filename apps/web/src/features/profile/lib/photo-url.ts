import { getApiBase } from '@/lib/api-base';

/** Photo URLs are capability paths (/v1/photos/<token>.jpg) under the API base address. */
export function photoUrl(photo: string | null | undefined): string | null {
  if (!photo) return null;
  return /^(https?:|blob:|data:)/.test(photo) ? photo : `${getApiBase()}${photo}`;
}

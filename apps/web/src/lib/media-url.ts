import { getApiBase } from '@/lib/api-base';

/**
 * News images and venue photos are stored relative to the API base (contract
 * NewsItemSchema.image, PhotoSchema.url); absolute, data: and blob: addresses pass as they are.
 */
export function mediaUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${getApiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
}

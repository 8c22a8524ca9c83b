import { getApiBase } from '@/lib/api-base';

/** News images are stored relative to the API base (contract NewsItemSchema.image). */
export function mediaUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${getApiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
}

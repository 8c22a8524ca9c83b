import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Strong ETag of a JSON answer: the same data always gives the same tag, on every process. */
export function etagOf(payload: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(payload)).digest('base64url')}"`;
}

/** If-None-Match may list several tags and carry weak prefixes (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(etag);
}

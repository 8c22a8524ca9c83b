import type { FastifyReply } from 'fastify';

/**
 * The emulators' pages post forms that end in a redirect to the app (the web route or the
 * native scheme), and Chromium applies form-action to that redirect, so these pages carry
 * their own CSP instead of the app's `form-action 'self'`.
 */
export const EMULATOR_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  // oidc-provider's own interstitials (logout, form_post) submit themselves by inline script.
  "script-src 'unsafe-inline'",
  "form-action 'self' http: https: ru.sportkarta.app:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', EMULATOR_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

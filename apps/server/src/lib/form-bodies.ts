import type { FastifyInstance } from 'fastify';

/**
 * Form-encoded bodies, in this scope only: the providers' protocols (Sberbank's callbacks) and
 * the emulators' pages post forms.
 */
export function acceptForms(app: FastifyInstance, bodyLimit: number): void {
  // A parent scope may have added it already (the page inside a provider's scope).
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

import type { FastifyInstance } from 'fastify';
import type { Actor, CatalogueDeps } from './service';

/**
 * What the venue's editors' routes share (the catalogue, the sections editor): the writes'
 * dependencies, the `catalogue.edit` guard, and the acting person at the app's clock.
 */
export function editorContext(app: FastifyInstance) {
  const deps = (): CatalogueDeps => ({
    db: app.db,
    // The map's "has services" filter reads the venue index: re-check it now, not in a ttl.
    venueChanged: () => {
      app.venueIndex.check().catch((err: unknown) => app.log.error({ err }, 'индекс площадок'));
    },
  });
  const guard = app.staffGuard('catalogue.edit');
  const actor = (request: {
    params: { complexId: number };
    user?: { id: string } | null;
  }): Actor => ({
    complexId: request.params.complexId,
    userId: request.user!.id,
    now: app.clock.now(),
  });
  return { deps, guard, actor };
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import {
  approvedVenueBatches,
  approvedVenuesSignature,
  loadSportTypeDictionary,
} from './repository';
import { VenueIndexStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The in-memory index of the approved venues (docs/architecture.md «Discovery»), one per
     * app: the map's clusters and the list's nearest-first pages read it through `get()`.
     */
    venueIndex: VenueIndexStore;
  }
}

/**
 * Owns the venue index of this app: creates it over the app's database, builds it once the
 * database is ready (so the first request does not pay for it: about 2 s at 100k venues; a
 * failure is logged and retried by the first request), re-checks its version every
 * MAP_INDEX_TTL_SECONDS even without traffic (a change shows within the ttl), and on close
 * stops the timer and lets a rebuild under way finish before the database closes.
 * Registered on the root app, before the routes that read it.
 */
export function registerVenueIndex(app: FastifyInstance, config: AppConfig): void {
  const ttlMs = config.mapIndexTtlSeconds * 1000;
  const db = app.db;
  const store = new VenueIndexStore(
    {
      batches: () => approvedVenueBatches(db),
      signature: () => approvedVenuesSignature(db),
      sportTypes: () => loadSportTypeDictionary(db),
    },
    ttlMs,
    (err) => app.log.error({ err }, 'не удалось обновить индекс площадок'),
  );
  app.decorate('venueIndex', store);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    app.dbReady
      .then(() => store.get())
      .catch((err: unknown) => app.log.warn({ err }, 'индекс площадок не построен'));
    if (ttlMs > 0) {
      timer = setInterval(() => {
        store.check().catch((err: unknown) => app.log.error({ err }, 'индекс площадок'));
      }, ttlMs);
      timer.unref();
    }
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await store.settled();
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { VenueIndexStore } from './index-store';
import {
  approvedVenuesSignature,
  approvedVenueBatches,
  loadSportTypeDictionary,
} from './repository';

// One venue index per database handle: the map (modules/map) and the list (modules/places) are
// separate Fastify plugins, and both read the same index so it is built and refreshed once.
const stores = new WeakMap<Db, VenueIndexStore>();

export function venueIndexStore(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
): VenueIndexStore {
  let store = stores.get(db);
  if (!store) {
    store = new VenueIndexStore(
      {
        batches: () => approvedVenueBatches(db),
        signature: () => approvedVenuesSignature(db),
        sportTypes: () => loadSportTypeDictionary(db),
      },
      config.mapIndexTtlSeconds * 1000,
      (err) => log.error({ err }, 'не удалось обновить индекс площадок'),
    );
    stores.set(db, store);
  }
  return store;
}

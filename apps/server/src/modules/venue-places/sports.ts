import type { z } from 'zod';
import type { VenuePlaces, VenueSportsRequestSchema } from '@sportkarta/contract/api/venue-places';
import { HttpError } from '../../errors';
import { appendAudit } from '../staff-audit/append';
import type { Actor, CatalogueDeps } from '../venue-catalogue/service';
import { loadSportTypeDictionary } from '../venue-index';
import { placesOf, setVenueSports, updatePlace, venueSportIds } from './repository';
import { PLACE_NOT_FOUND, VENUE_NOT_FOUND, venuePlaces } from './service';
import { checkKnown, checkWithin, sportNames, uniq } from './sports-rules';

// Issue 25 (flag sports-page): the venue's sports and its places' in one write. The venue's are
// what the visitor's search by sport reads (complexes.sport_type_ids): the venue index learns of
// the change from the version the complexes trigger raises (migration 0006) and re-checks it at
// once (deps.venueChanged), so the search finds or loses the venue on the next request.

type SportsInput = z.output<typeof VenueSportsRequestSchema>;

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/** PUT …/sports: nothing differs — nothing written, no entry; else one entry with what did. */
export async function saveVenueSports(
  deps: CatalogueDeps,
  a: Actor & { body: SportsInput },
): Promise<VenuePlaces> {
  const dict = await loadSportTypeDictionary(deps.db);
  const venueIds = uniq(a.body.sportTypeIds);
  const asked = new Map(a.body.places.map((p) => [p.placeId, uniq(p.sportTypeIds)]));
  checkKnown([...venueIds, ...[...asked.values()].flat()], dict);
  const changed = await deps.db.transaction(async (tx) => {
    const current = await venueSportIds(tx, a.complexId, true);
    if (!current) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
    const places = await placesOf(tx, { complexId: a.complexId, lock: true });
    for (const id of asked.keys())
      if (!places.some((p) => p.id === id)) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
    const moved = places.filter(
      (p) => asked.has(p.id) && !sameSet(p.sportTypeIds, asked.get(p.id)!),
    );
    for (const p of places) checkWithin(asked.get(p.id) ?? p.sportTypeIds, venueIds, dict, p.name);
    const venueMoved = !sameSet(current, venueIds);
    if (!venueMoved && moved.length === 0) return false;
    if (venueMoved) await setVenueSports(tx, a.complexId, venueIds);
    for (const p of moved) await updatePlace(tx, p.id, { sportTypeIds: asked.get(p.id)! });
    const placeLine = (name: string, ids: readonly number[]) => `${name}: ${sportNames(ids, dict)}`;
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'VENUE_SPORTS_UPDATE',
      at: a.now,
      objectType: 'complex',
      objectId: String(a.complexId),
      before: {
        ...(venueMoved ? { sports: sportNames(current, dict) } : {}),
        ...(moved.length
          ? { placeSports: moved.map((p) => placeLine(p.name, p.sportTypeIds)) }
          : {}),
      },
      after: {
        ...(venueMoved ? { sports: sportNames(venueIds, dict) } : {}),
        ...(moved.length
          ? { placeSports: moved.map((p) => placeLine(p.name, asked.get(p.id)!)) }
          : {}),
      },
    });
    return venueMoved;
  });
  if (changed) deps.venueChanged();
  return venuePlaces(deps.db, a.complexId);
}

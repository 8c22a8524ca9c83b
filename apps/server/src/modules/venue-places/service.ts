import type { z } from 'zod';
import type {
  CreatePlaceRequestSchema,
  UpdatePlaceRequest,
  VenuePlace,
  VenuePlaces,
} from '@sportkarta/contract/api/venue-places';
import type { SportType } from '@sportkarta/contract/api/places';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { appendAudit } from '../staff-audit/append';
import { createOnce, patchOnce, type Actor, type CatalogueDeps } from '../venue-catalogue/service';
import { loadSportTypeDictionary } from '../venue-index';
import {
  deletePlace,
  insertPlace,
  placesOf,
  renumber,
  updatePlace,
  venueSportIds,
  type PlaceRow,
} from './repository';
import { checkKnown, checkWithin, sportNames, uniq } from './sports-rules';

// Issue 25 (flag dictionaries-tab): the venue's places as a dictionary it keeps itself. A name is
// unique within the venue (whatever the case), a place's sports are among the venue's, the order
// is the staff's; a place is removed only when nothing names it. Every write takes the venue's
// row first, so two writes of one venue's places run one after the other.

export const VENUE_NOT_FOUND = 'Спортобъект не найден';
export const PLACE_NOT_FOUND = 'Площадка не найдена среди площадок этого спортобъекта';
export const nameTaken = (name: string) => `Площадка «${name}» уже есть у спортобъекта`;
export const placeInUse = (name: string, by: readonly string[]) =>
  `Площадку «${name}» нельзя удалить: с ней связаны ${by.join(', ')}. ` +
  'Перенесите их на другую площадку';

type PlaceInput = z.output<typeof CreatePlaceRequestSchema>;

/** What names a place, in words: nothing — it may be removed. */
export function usedBy(r: PlaceRow): string[] {
  const out: string[] = [];
  if (r.services) out.push(`услуги (${r.services})`);
  if (r.events) out.push(`события (${r.events})`);
  if (r.packages) out.push(`абонементы (${r.packages})`);
  if (r.sections) out.push(`секции (${r.sections})`);
  if (r.parts) out.push('схема мест');
  return out;
}

const placeView = (r: PlaceRow, position: number): VenuePlace => ({
  id: r.id,
  name: r.name,
  description: r.description,
  sportTypeIds: r.sportTypeIds,
  position,
  usedBy: usedBy(r),
});

/** GET …/places (catalogue.edit): the venue's sports, its places in order, every sport type. */
export async function venuePlaces(db: Db, complexId: number): Promise<VenuePlaces> {
  const sportTypeIds = await venueSportIds(db, complexId);
  if (!sportTypeIds) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  const rows = await placesOf(db, { complexId });
  return {
    complexId,
    sportTypeIds,
    places: rows.map(placeView),
    sportTypes: await loadSportTypeDictionary(db),
  };
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('ru') === b.toLocaleLowerCase('ru');

/** The venue's sports under its row lock (404 without the venue). */
async function lockVenue(tx: Db, complexId: number): Promise<number[]> {
  const ids = await venueSportIds(tx, complexId, true);
  if (!ids) throw new HttpError('NOT_FOUND', VENUE_NOT_FOUND);
  return ids;
}

/** A place's new sports: known, and among the venue's (400 naming the others). */
async function placeSports(tx: Db, complexId: number, ids: number[], dict: SportType[]) {
  const venue = await lockVenue(tx, complexId);
  checkKnown(ids, dict);
  checkWithin(ids, venue, dict);
}

/** POST …/places: a new place last in the order, once per key. */
export async function createPlace(
  deps: CatalogueDeps,
  a: Actor & { body: PlaceInput },
): Promise<{ place: VenuePlace; fresh: boolean }> {
  const { idempotencyKey: key, ...fields } = a.body;
  const sportTypeIds = uniq(fields.sportTypeIds);
  const dict = await loadSportTypeDictionary(deps.db);
  const find = async (db: Db) => (await placesOf(db, { complexId: a.complexId, key }))[0];
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: async (tx) => {
      await placeSports(tx, a.complexId, sportTypeIds, dict);
      if (await find(tx)) return undefined;
      const all = await placesOf(tx, { complexId: a.complexId });
      if (all.some((p) => sameName(p.name, fields.name)))
        throw new HttpError('CONFLICT', nameTaken(fields.name));
      return insertPlace(tx, { complexId: a.complexId, ...fields, sportTypeIds, key });
    },
    same: (r) => r.name === fields.name,
    conflict: 'Этот ключ запроса уже использован для другой площадки',
    kind: 'PLACE_CREATE',
    objectType: 'place',
    after: {
      name: fields.name,
      description: fields.description,
      sports: sportNames(sportTypeIds, dict),
    },
  });
  const all = await placesOf(deps.db, { complexId: a.complexId });
  return {
    place: placeView(
      row,
      all.findIndex((p) => p.id === row.id),
    ),
    fresh,
  };
}

/** PATCH …/places/{placeId}: only what differs is written and audited. */
export async function updatePlaceOf(
  deps: CatalogueDeps,
  a: Actor & { placeId: number; body: UpdatePlaceRequest },
): Promise<VenuePlace> {
  const dict = await loadSportTypeDictionary(deps.db);
  const next = a.body.sportTypeIds && uniq(a.body.sportTypeIds);
  let order: number[] = [];
  await patchOnce(deps, a, {
    lock: async (tx) => {
      await lockVenue(tx, a.complexId);
      const all = await placesOf(tx, { complexId: a.complexId, lock: true });
      order = all.map((p) => p.id);
      return all.find((p) => p.id === a.placeId);
    },
    notFound: PLACE_NOT_FOUND,
    plan: async (tx, row) => {
      const { name } = a.body;
      if (name !== undefined && name !== row.name) {
        const all = await placesOf(tx, { complexId: a.complexId });
        if (all.some((p) => p.id !== row.id && sameName(p.name, name)))
          throw new HttpError('CONFLICT', nameTaken(name));
      }
      if (next) await placeSports(tx, a.complexId, next, dict);
      const position = a.body.position;
      return {
        current: {
          name: row.name,
          description: row.description,
          sports: sportNames(row.sportTypeIds, dict),
          order: order.indexOf(row.id) + 1,
        },
        next: {
          name,
          description: a.body.description,
          sports: next && sportNames(next, dict),
          order: position === undefined ? undefined : Math.min(position, order.length - 1) + 1,
        },
      };
    },
    write: async (tx, set) => {
      await updatePlace(tx, a.placeId, {
        name: set.name,
        description: set.description,
        sportTypeIds: set.sports === undefined ? undefined : next,
      });
      if (set.order !== undefined) {
        const rest = order.filter((id) => id !== a.placeId);
        rest.splice(set.order - 1, 0, a.placeId);
        await renumber(tx, rest);
      }
    },
    kind: 'PLACE_UPDATE',
    objectType: 'place',
    objectId: a.placeId,
  });
  const all = await placesOf(deps.db, { complexId: a.complexId });
  const i = all.findIndex((p) => p.id === a.placeId);
  return placeView(all[i]!, i);
}

/** DELETE …/places/{placeId}: only a place nothing names (else 409 saying what does). */
export async function removePlace(deps: CatalogueDeps, a: Actor & { placeId: number }) {
  const dict = await loadSportTypeDictionary(deps.db);
  await deps.db.transaction(async (tx) => {
    await lockVenue(tx, a.complexId);
    const [place] = await placesOf(tx, { complexId: a.complexId, placeId: a.placeId, lock: true });
    if (!place) throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
    const by = usedBy(place);
    if (by.length > 0) throw new HttpError('CONFLICT', placeInUse(place.name, by));
    await deletePlace(tx, place.id);
    await renumber(
      tx,
      (await placesOf(tx, { complexId: a.complexId })).map((p) => p.id),
    );
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'PLACE_REMOVE',
      at: a.now,
      objectType: 'place',
      objectId: String(place.id),
      before: {
        name: place.name,
        description: place.description,
        sports: sportNames(place.sportTypeIds, dict),
      },
    });
  });
}

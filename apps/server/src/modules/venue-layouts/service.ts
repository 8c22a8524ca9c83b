import type { z } from 'zod';
import {
  LAYOUT_MAX_DEPTH,
  LAYOUT_MAX_PARTS,
  type CreatePartRequestSchema,
  type LayoutPart,
  type UpdatePartRequest,
  type VenueLayouts,
} from '@sportkarta/contract/api/venue-layouts';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { appendAudit } from '../staff-audit/append';
import { venueOf } from '../venue-catalogue/repository';
import { createOnce, patchOnce, type Actor, type CatalogueDeps } from '../venue-catalogue/service';
import { planMove, writeMove, type Move } from './move';
import {
  countsFit,
  deletePart,
  fitSessions,
  insertPart,
  lockUpcoming,
  partsOf,
  shiftCounts,
  updatePart,
  type PartRow,
} from './repository';

// Issue 25: the editor of a place's layout (docs/decisions/capacity-by-part.md "As built").
// A layout stays a tree — a part is made under one group of its own place and moves only to
// another group of that place that is not under it (move.ts), so no part sits under two groups
// and there is no cycle; capacity is on leaves only. A change of
// capacity (a leaf's, or a part added or removed) moves the counts of the upcoming sessions
// that sell on the place with it, under their row locks, and is refused (409) when what they
// sold or hold would no longer fit; their own capacity comes down to the layout's.

export const PART_NOT_FOUND = 'Часть схемы не найдена';
export const PLACE_NOT_FOUND = 'Площадка не найдена среди площадок этого спортобъекта';
export const PARENT_NOT_HERE = 'Родительская часть не найдена на этой площадке';
export const ROOT_EXISTS = 'У площадки уже есть схема: добавляйте части в неё';
export const SOLD_MORE =
  'На ближайших сеансах продано больше мест, чем останется: сначала верните билеты';
export const HELD_MORE =
  'Покупатели сейчас держат эти места в корзине: попробуйте через несколько минут';
export const SESSIONS_OVER = (total: number) =>
  `Сеансы уже продали больше мест, чем на схеме (${total}): сначала верните билеты`;
export const parentIsLeaf = (name: string) =>
  `«${name}» — не группа: у неё своя вместимость. Добавьте часть в группу или в корень схемы`;
export const GROUP_CAPACITY =
  'Вместимость группы — сумма её частей: меняйте вместимость дорожек (половин)';
export const partInUse = (name: string) =>
  `«${name}» нельзя удалить: на неё или на её части продают товары, есть брони или билеты`;

type PartInput = z.output<typeof CreatePartRequestSchema>;

const partView = (r: PartRow): LayoutPart => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  capacity: r.capacity,
  total: r.total,
  inUse: r.inUse,
});

/** GET …/layouts (catalogue.edit): every place of the venue with its parts. */
export async function venueLayouts(db: Db, complexId: number): Promise<VenueLayouts> {
  const venue = await venueOf(db, complexId);
  if (!venue) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  const parts = await partsOf(db, { complexId });
  return {
    complexId,
    places: venue.places.map((p) => ({
      placeId: p.id,
      name: p.name,
      parts: parts.filter((r) => r.placeId === p.id).map(partView),
    })),
  };
}

/** The layout's capacity (the sum of the place's leaves), inside the change's transaction. */
async function placeTotal(tx: Db, complexId: number, placeId: number): Promise<number> {
  const parts = await partsOf(tx, { complexId, placeId });
  return parts.find((p) => p.parentId === null)?.total ?? 0;
}

/**
 * The layout of `placeId` changed by `delta` units on `partIds`: the upcoming sessions that sell
 * on it (locked) follow, or the change is refused (409) and its transaction rolls back.
 */
export async function followLayout(
  tx: Db,
  a: { complexId: number; placeId: number; partIds: readonly number[]; delta: number; now: Date },
): Promise<void> {
  const ids = await lockUpcoming(tx, a.placeId, a.now);
  if (!(await shiftCounts(tx, { ids, partIds: a.partIds, delta: a.delta })))
    throw new HttpError('CONFLICT', SOLD_MORE);
  if (!(await countsFit(tx, ids, a.now))) throw new HttpError('CONFLICT', HELD_MORE);
  const total = await placeTotal(tx, a.complexId, a.placeId);
  if (total > 0 && !(await fitSessions(tx, { ids, total, now: a.now })))
    throw new HttpError('CONFLICT', SESSIONS_OVER(total));
}

export async function createPart(
  deps: CatalogueDeps,
  a: Actor & { placeId: number; body: PartInput },
): Promise<{ part: LayoutPart; fresh: boolean }> {
  const { idempotencyKey, ...fields } = a.body;
  if (!(await venueOf(deps.db, a.complexId))?.places.some((p) => p.id === a.placeId))
    throw new HttpError('NOT_FOUND', PLACE_NOT_FOUND);
  const find = async (db: Db) =>
    (await partsOf(db, { complexId: a.complexId, placeId: a.placeId, key: idempotencyKey }))[0];
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: async (tx) => {
      const parts = await partsOf(tx, { complexId: a.complexId, placeId: a.placeId, lock: true });
      if (parts.length >= LAYOUT_MAX_PARTS)
        throw new HttpError('CONFLICT', `На площадке не больше ${LAYOUT_MAX_PARTS} частей`);
      const parent = parts.find((p) => p.id === fields.parentId);
      if (fields.parentId === null) {
        if (parts.length > 0) throw new HttpError('CONFLICT', ROOT_EXISTS);
      } else if (!parent) throw new HttpError('VALIDATION_ERROR', PARENT_NOT_HERE);
      else if (parent.capacity !== null) throw new HttpError('CONFLICT', parentIsLeaf(parent.name));
      else if (parent.path.length >= LAYOUT_MAX_DEPTH)
        throw new HttpError('VALIDATION_ERROR', `Не глубже ${LAYOUT_MAX_DEPTH} уровней`);
      const id = await insertPart(tx, { placeId: a.placeId, ...fields, key: idempotencyKey });
      if (id !== undefined && parent && fields.capacity !== null)
        await followLayout(tx, {
          ...a,
          partIds: parent.path,
          delta: fields.capacity,
        });
      return id;
    },
    same: (r) => r.name === fields.name && r.parentId === fields.parentId,
    conflict: 'Этот ключ запроса уже использован для другой части схемы',
    kind: 'PART_CREATE',
    objectType: 'place_part',
    after: { placeId: a.placeId, ...fields },
  });
  return { part: partView(row), fresh };
}

/** PATCH …/parts/{partId}: a new name, a leaf's capacity, a move (move.ts); audited together. */
export async function updatePartOf(
  deps: CatalogueDeps,
  a: Actor & { partId: number; body: UpdatePartRequest },
): Promise<LayoutPart> {
  const one = (db: Db, lock?: boolean) =>
    partsOf(db, { complexId: a.complexId, partId: a.partId, lock }).then((r) => r[0]);
  let part: PartRow | undefined;
  let move: Move | undefined;
  await patchOnce(deps, a, {
    lock: (tx) => one(tx, true),
    notFound: PART_NOT_FOUND,
    plan: async (tx, row) => {
      part = row;
      if (a.body.capacity !== undefined && row.capacity === null)
        throw new HttpError('CONFLICT', GROUP_CAPACITY);
      const moving = await planMove(tx, a, row, a.body);
      move = moving?.move;
      return {
        current: { name: row.name, capacity: row.capacity, ...moving?.current },
        next: { name: a.body.name, capacity: a.body.capacity, ...moving?.next },
      };
    },
    write: async (tx, set) => {
      const p = part!;
      await updatePart(tx, a.partId, { name: set.name, capacity: set.capacity ?? undefined });
      const follow = (partIds: readonly number[], delta: number) =>
        followLayout(tx, { ...a, placeId: p.placeId, partIds, delta });
      if (set.capacity != null) await follow(p.path, set.capacity - p.capacity!);
      if (move && (set.parentId !== undefined || set.order !== undefined))
        await writeMove(tx, a, { ...move, part: { ...p, total: set.capacity ?? p.total } }, follow);
    },
    kind: 'PART_UPDATE',
    objectType: 'place_part',
    objectId: a.partId,
  });
  return partView((await one(deps.db))!);
}

/** DELETE …/parts/{partId}: the part and its subtree, when nothing names them (else 409). */
export async function removePart(deps: CatalogueDeps, a: Actor & { partId: number }) {
  await deps.db.transaction(async (tx) => {
    const [part] = await partsOf(tx, { complexId: a.complexId, partId: a.partId, lock: true });
    if (!part) throw new HttpError('NOT_FOUND', PART_NOT_FOUND);
    if (part.inUse) throw new HttpError('CONFLICT', partInUse(part.name));
    await deletePart(tx, part.id);
    if (part.parentId !== null)
      await followLayout(tx, {
        ...a,
        placeId: part.placeId,
        partIds: part.path.slice(0, -1),
        delta: -part.total,
      });
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'PART_REMOVE',
      at: a.now,
      objectType: 'place_part',
      objectId: String(part.id),
      before: {
        placeId: part.placeId,
        parentId: part.parentId,
        name: part.name,
        total: part.total,
      },
    });
  });
}

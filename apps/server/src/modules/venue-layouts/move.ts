import { LAYOUT_MAX_DEPTH } from '@sportkarta/contract/api/venue-layouts';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { Actor } from '../venue-catalogue/service';
import { reparent, renumberParts, salesOnSubtree } from './move-repository';
import { lockUpcoming, partsOf, type PartRow } from './repository';

// Issue 25: a part moved to another group of its place, or to another place among its group's
// parts (PATCH …/parts/{partId} {parentId?, position?}). The layout stays a tree: the root stays,
// a group never goes under itself, a part never leaves its place. A move to another group takes
// the part's places from the groups it leaves and gives them to the groups it joins — what
// the upcoming sessions count follows (followLayout, 409 when they sold or hold more than a
// group would keep) — and is refused while those sessions sell or hold on the part itself.

export const ROOT_STAYS = 'Корень схемы — площадка целиком: его нельзя переместить';
export const OTHER_PLACE = 'Часть можно переместить только в группу той же площадки';
export const GROUP_NOT_FOUND = 'Группа не найдена на этой площадке';
export const intoItself = (name: string) =>
  `«${name}» нельзя переместить в саму себя или в свою часть`;
export const movedInUse = (name: string) =>
  `«${name}» нельзя перенести в другую группу: на ближайших сеансах на неё продано или держат ` +
  'места. Переместите её после этих сеансов';
export const notAGroup = (name: string) =>
  `«${name}» — не группа: у неё своя вместимость. Выберите группу`;

/** A planned move: the group, its parts in their new order, and the old group's. */
export interface Move {
  part: PartRow;
  parent: PartRow;
  order: readonly number[];
  left: readonly number[];
}

const childrenOf = (parts: readonly PartRow[], id: number) =>
  parts.filter((p) => p.parentId === id).map((p) => p.id);

/**
 * The move `body` asks of `part` (its place's parts locked), checked: the audit's sides (the
 * group's id and the place in it from 1) and the plan; none when the body asks no move.
 */
export async function planMove(
  tx: Db,
  a: Actor,
  part: PartRow,
  body: { parentId?: number; position?: number },
) {
  if (body.parentId === undefined && body.position === undefined) return undefined;
  if (part.parentId === null) throw new HttpError('CONFLICT', ROOT_STAYS);
  const parts = await partsOf(tx, { complexId: a.complexId, placeId: part.placeId, lock: true });
  const parentId = body.parentId ?? part.parentId;
  const parent = parts.find((p) => p.id === parentId);
  if (!parent) {
    const [elsewhere] = await partsOf(tx, { complexId: a.complexId, partId: parentId });
    if (elsewhere) throw new HttpError('CONFLICT', OTHER_PLACE);
    throw new HttpError('VALIDATION_ERROR', GROUP_NOT_FOUND);
  }
  if (parent.capacity !== null) throw new HttpError('CONFLICT', notAGroup(parent.name));
  if (parent.path.includes(part.id)) throw new HttpError('CONFLICT', intoItself(part.name));
  const below = Math.max(
    ...parts.filter((p) => p.path.includes(part.id)).map((p) => p.path.length),
  );
  if (parent.path.length + below - part.path.length + 1 > LAYOUT_MAX_DEPTH)
    throw new HttpError('VALIDATION_ERROR', `Не глубже ${LAYOUT_MAX_DEPTH} уровней`);
  const was = childrenOf(parts, part.parentId);
  const rest = childrenOf(parts, parent.id).filter((id) => id !== part.id);
  const at = Math.min(body.position ?? rest.length, rest.length);
  const move: Move = {
    part,
    parent,
    order: [...rest.slice(0, at), part.id, ...rest.slice(at)],
    left: was.filter((id) => id !== part.id),
  };
  return {
    move,
    current: { parentId: part.parentId, order: was.indexOf(part.id) + 1 },
    next: { parentId: parent.id, order: at + 1 },
  };
}

/**
 * The planned move written: the part under its group and in its place there, both groups
 * numbered again; `follow` moves the upcoming sessions' counts (service.ts, followLayout).
 */
export async function writeMove(
  tx: Db,
  a: Actor,
  m: Move,
  follow: (partIds: readonly number[], delta: number) => Promise<void>,
): Promise<void> {
  const { part, parent } = m;
  if (parent.id !== part.parentId) {
    const ids = await lockUpcoming(tx, part.placeId, a.now);
    const ancestors = part.path.slice(0, -1);
    if (await salesOnSubtree(tx, { ids, partId: part.id, ancestors, now: a.now }))
      throw new HttpError('CONFLICT', movedInUse(part.name));
    await reparent(tx, { id: part.id, depth: part.path.length }, parent);
    await renumberParts(tx, m.left);
    // The groups it joins first: the ones it leaves may then refuse (409) what they keep.
    await follow(
      parent.path.filter((id) => !ancestors.includes(id)),
      part.total,
    );
    await follow(
      ancestors.filter((id) => !parent.path.includes(id)),
      -part.total,
    );
  }
  await renumberParts(tx, m.order);
}

import type { SportType } from '@sportkarta/contract/api/places';

// Issue 25: choosing sports — a checklist of the dictionary (searchable when long), the venue's
// choice and its places', and whether anything differs from what the server holds. Pure.

/** A list longer than this gets a search field. */
export const SEARCH_FROM = 12;

const norm = (s: string) => s.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();

/** The sports whose name holds `query` (all of them for an empty one), in the dictionary's order. */
export function matching(sports: readonly SportType[], query: string): SportType[] {
  const q = norm(query);
  return q === '' ? [...sports] : sports.filter((s) => norm(s.name).includes(q));
}

/** `ids` with `id` added or taken away. */
export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id);
}

export const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The names of `ids` in the dictionary's order. */
export const namesOf = (sports: readonly SportType[], ids: readonly number[]) =>
  sports.filter((s) => ids.includes(s.id)).map((s) => s.name);

export interface SportsDraft {
  venue: number[];
  places: Record<number, number[]>;
}

/**
 * The venue's choice changed: a place keeps only the sports the venue still offers (the server
 * would refuse the others), so taking one away from the venue takes it from its places too.
 */
export function withVenue(d: SportsDraft, venue: number[]): SportsDraft {
  const places: Record<number, number[]> = {};
  for (const [id, ids] of Object.entries(d.places))
    places[Number(id)] = ids.filter((x) => venue.includes(x));
  return { venue, places };
}

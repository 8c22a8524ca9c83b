import type { SportType } from '@sportkarta/contract/api/places';
import { HttpError } from '../../errors';

// Issue 25: the rules of a venue's sports and its places' (docs/venue-side.md "Sports and
// places"), pure: every id is a known sport type; a place's sports are among the venue's.

export const uniq = (ids: readonly number[]): number[] => [...new Set(ids)];

/** The names of `ids` in the dictionary's order, joined: what the audit log shows. */
export function sportNames(ids: readonly number[], dict: readonly SportType[]): string {
  const set = new Set(ids);
  const names = dict.filter((s) => set.has(s.id)).map((s) => s.name);
  return names.length > 0 ? names.join(', ') : '—';
}

/** 400 when some id is not a sport type. */
export function checkKnown(ids: readonly number[], dict: readonly SportType[]): void {
  const known = new Set(dict.map((s) => s.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new HttpError(
      'VALIDATION_ERROR',
      `${unknown.length > 1 ? 'Неизвестные виды спорта' : 'Неизвестный вид спорта'}: ${unknown.join(', ')}`,
    );
}

/** 400 naming the sports of a place (`placeName`) that the venue does not offer. */
export function checkWithin(
  ids: readonly number[],
  venue: readonly number[],
  dict: readonly SportType[],
  placeName?: string,
): void {
  const offered = new Set(venue);
  const extra = ids.filter((id) => !offered.has(id));
  if (extra.length === 0) return;
  const who = placeName ? `площадки «${placeName}»` : 'площадки';
  throw new HttpError(
    'VALIDATION_ERROR',
    `Виды спорта ${who} должны быть среди видов спорта спортобъекта: ` +
      `${sportNames(extra, dict)} — нет у спортобъекта`,
  );
}

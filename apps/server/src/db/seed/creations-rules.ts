import type { CreationKind } from '@sportkarta/contract/api/creations';
import { MOSCOW, SAINT_PETERSBURG, type VenueKey } from './creations-venues';

// The shapes of the demo poster's data (creations-data.ts) and the helpers that write it.

/** When the sessions are: every `every` days counted from a fixed Monday (shifted by `shift`),
 * on the given ISO weekdays (1 = Monday; none = any), at the given local times. */
export interface SessionRule {
  every: number;
  shift: number;
  weekdays: readonly number[];
  times: readonly string[];
}

export interface CreationSeed {
  city: string;
  kind: CreationKind;
  title: string;
  venue: VenueKey;
  age: '0+' | '6+' | '12+' | '16+' | '18+';
  /** A sport type id (sport-types-data.ts) of a SPORT_EVENT. */
  sport?: number;
  minutes: number;
  /** Ticket price in roubles; 0 — free. */
  price: number;
  rule: SessionRule;
  text: string;
}

export const daily = (...times: string[]): SessionRule => ({
  every: 1,
  shift: 0,
  weekdays: [],
  times,
});
export const on = (weekdays: number[], ...times: string[]): SessionRule => ({
  every: 1,
  shift: 0,
  weekdays,
  times,
});
/** Once in `every` days (a home match, a touring concert). */
export const every = (n: number, shift: number, ...times: string[]): SessionRule => ({
  every: n,
  shift,
  weekdays: [],
  times,
});

export const WEEKENDS = [6, 7];
/** Sport type ids of sport-types-data.ts. */
export const SPORTS = {
  football: 3,
  hockey: 9,
  basketball: 7,
  volleyball: 8,
  figureSkating: 10,
  boxing: 11,
  athletics: 18,
  cycling: 22,
  rowing: 24,
} as const;

type Entry = Omit<CreationSeed, 'city'>;
export const spb = (e: Entry): CreationSeed => ({ city: SAINT_PETERSBURG, ...e });
/** Moscow's creations of one kind. */
export const moscow = (kind: CreationKind, list: Omit<Entry, 'kind'>[]): CreationSeed[] =>
  list.map((e) => ({ city: MOSCOW, kind, ...e }));

import { audienceProblem } from '@sportkarta/contract/api/venue-catalogue';
import { zonedInstant, zonedParts } from '@sportkarta/contract/zoned';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';

// Issue 25: the catalogue forms' less everyday fields — who an item is for (ages only for
// SPECIFIC), the moment its sales open (typed as the venue's wall clock, never the device's),
// a service's quotas. Empty means the contract's «none»: open now, no limit, unlimited visits.

/** The texts of these fields as the form keeps them. */
export interface ExtrasDraft {
  audience: string;
  targetGroup: string;
  ageFrom: string;
  ageTo: string;
  /** «2026-12-01T10:00» on the venue's clock (a datetime-local field); empty: open now. */
  salesOpenAt: string;
  /** Empty: unlimited visits within the ticket's day. */
  visitQuota: string;
  /** Empty: no daily limit. */
  dailyCapacity: string;
  perPersonDailyLimit: string;
}

export const EMPTY_EXTRAS: ExtrasDraft = {
  audience: 'USER_AND_CHILDREN',
  targetGroup: 'ALL',
  ageFrom: '',
  ageTo: '',
  salesOpenAt: '',
  visitQuota: '1',
  dailyCapacity: '',
  perPersonDailyLimit: '4',
};

/** The datetime-local text a datetime field keeps when the browser cannot read what is typed. */
export const UNREADABLE_MOMENT = '?';

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** A number as its field's text; null: empty. */
export const text = (n: number | null) => (n === null ? '' : String(n));
/** A whole number as typed; empty is `empty` (undefined: required, null: none). */
export const whole = (s: string, empty: null | undefined) =>
  s.trim() === '' ? empty : Number(s.trim());

/** «2026-12-01T10:00»: an instant on the venue's wall clock. */
export function wallOf(iso: string, timeZone: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${p.date}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant the venue's clock shows `wall` (ISO, UTC); the text itself when it is no moment. */
function instantOf(wall: string, timeZone: string): string | null {
  if (wall.trim() === '') return null;
  const m = WALL.exec(wall.trim());
  return m ? zonedInstant(m[1]!, m[2]!, timeZone).toISOString() : wall;
}

/** An item's audience, ages, sales moment and quotas as its form starts. */
export function extrasOfItem(
  item: {
    audience: string;
    targetGroup: string;
    ageFrom: number | null;
    ageTo: number | null;
    salesOpenAt: string | null;
  } & Partial<Record<'visitQuota' | 'dailyCapacity' | 'perPersonDailyLimit', number | null>>,
  timeZone: string,
): ExtrasDraft {
  return {
    audience: item.audience,
    targetGroup: item.targetGroup,
    ageFrom: text(item.ageFrom),
    ageTo: text(item.ageTo),
    salesOpenAt: item.salesOpenAt === null ? '' : wallOf(item.salesOpenAt, timeZone),
    visitQuota: item.visitQuota === undefined ? EMPTY_EXTRAS.visitQuota : text(item.visitQuota),
    dailyCapacity: text(item.dailyCapacity ?? null),
    perPersonDailyLimit: text(item.perPersonDailyLimit ?? 4),
  };
}

/** Who it is for and from when (every kind): ages only with SPECIFIC. */
export function audienceValues(d: ExtrasDraft, timeZone: string) {
  const specific = d.targetGroup === 'SPECIFIC';
  return {
    audience: d.audience,
    targetGroup: d.targetGroup,
    ageFrom: specific ? whole(d.ageFrom, null) : null,
    ageTo: specific ? whole(d.ageTo, null) : null,
    salesOpenAt: instantOf(d.salesOpenAt, timeZone),
  };
}

/** A service's quotas; the daily limit per person is required (null: «Укажите целое число»). */
export const quotaValues = (d: ExtrasDraft) => ({
  visitQuota: whole(d.visitQuota, null),
  dailyCapacity: whole(d.dailyCapacity, null),
  perPersonDailyLimit: whole(d.perPersonDailyLimit, null),
});

/**
 * The form's own messages over the schema's: an unreadable moment, and the ages checked as the
 * server checks the whole item (a change sends only what differs, so its schema cannot).
 */
export function extrasErrors(d: ExtrasDraft, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  const v = audienceValues(d, timeZone);
  if (d.salesOpenAt.trim() !== '' && !WALL.test(d.salesOpenAt.trim()))
    out.salesOpenAt = t.notMoment;
  const numbers = [v.ageFrom, v.ageTo].every((a) => a === null || Number.isInteger(a));
  const problem = numbers ? audienceProblem(v) : null;
  if (problem) out[problem.path] = t.ageProblems[problem.path === 'ageTo' ? 'order' : 'missing'];
  return out;
}

/** Same value, a moment compared as an instant (the server may spell it otherwise). */
export const sameValue = (key: string, now: unknown, was: unknown): boolean =>
  now === was ||
  (key === 'salesOpenAt' &&
    typeof now === 'string' &&
    typeof was === 'string' &&
    Date.parse(now) === Date.parse(was));

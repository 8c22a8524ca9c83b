import type { Coach, GroupScheduleItem, SectionGroup } from '@sportkarta/contract/api/sections';
import { coachName } from '@sportkarta/contract/api/sections';
import { targetGroupLabel } from '@sportkarta/contract/labels';
import { ruSections } from '@/i18n/ru-sections';

const t = ruSections;

/** «Пн, Ср, Пт · 18:00–19:00»: days with the same hours together, Monday first (spec §3). */
export function scheduleLines(items: readonly GroupScheduleItem[]): string[] {
  const byTime = new Map<string, number[]>();
  for (const i of [...items].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${i.start}–${i.end}`;
    byTime.set(key, [...(byTime.get(key) ?? []), i.weekday]);
  }
  return [...byTime.entries()].map(
    ([time, days]) => `${days.map((d) => t.weekdays[d - 1]).join(', ')} · ${time}`,
  );
}

/** The ages a group takes, as cards show them (spec §3 age groups). */
export const groupAgeText = (
  g: Pick<SectionGroup, 'ageCategory' | 'specificAgeFrom' | 'specificAgeTo'>,
) => targetGroupLabel(g.ageCategory, { from: g.specificAgeFrom, to: g.specificAgeTo });

/** spec §3: a coach is shown as name plus status (their title or category, else the status). */
export const coachStatusText = (c: Pick<Coach, 'sportsStatus' | 'sportsStatusLevel'>) =>
  c.sportsStatusLevel ? t.sportsLevel[c.sportsStatusLevel] : t.sportsStatus[c.sportsStatus];

export { coachName };

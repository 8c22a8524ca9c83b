import { now } from '@sportkarta/contract/clock';
import { ageFits, type SectionGroup } from '@sportkarta/contract/api/sections';
import { ageOn, dateInZone } from '@sportkarta/contract/zoned';

/** Who may be enrolled: the person ('me') or one of their children. */
export interface ApplyMember {
  /** 'me' or the child's id: the `member` search parameter. */
  key: string;
  childId: string | null;
  name: string;
  birthDate: string | null;
}

/** The member's age on the venue's today; null when the birth date is unknown. */
export const memberAge = (m: ApplyMember, timeZone: string): number | null =>
  m.birthDate ? ageOn(m.birthDate, dateInZone(now(), timeZone)) : null;

/** Whether some group takes this member (an unknown age: only a group for all ages). */
export const fitsSomeGroup = (
  m: ApplyMember,
  groups: readonly SectionGroup[],
  timeZone: string,
): boolean => {
  const age = memberAge(m, timeZone);
  return groups.some((g) => (age === null ? g.ageCategory === 'ALL' : ageFits(g, age)));
};

/** The member's own application in a group, if any. */
export const statusIn = (g: SectionGroup, m: ApplyMember) =>
  g.sectionGroupMemberList.find((x) => x.childId === m.childId)?.status ?? null;

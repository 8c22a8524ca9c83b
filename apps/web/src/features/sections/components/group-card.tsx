import type { GroupMembershipStatus } from '@sportkarta/contract/enums';
import type { SectionGroup } from '@sportkarta/contract/api/sections';
import { GROUP_MEMBERSHIP_STATUS_LABELS } from '@sportkarta/contract/labels';
import { ruSections } from '@/i18n/ru-sections';
import { AdaptedBadge } from '@/ui/adapted-badge';
import { groupAgeText, scheduleLines } from '../model/format';

const t = ruSections;

export function MembershipBadge({ status }: { status: GroupMembershipStatus }) {
  return (
    <span className={`sk-sec-badge sk-sec-badge--${status.toLowerCase()}`}>
      {GROUP_MEMBERSHIP_STATUS_LABELS[status]}
    </span>
  );
}

function GroupFacts({ group, waitlist }: { group: SectionGroup; waitlist: boolean }) {
  return (
    <>
      <span className="sk-sec-group__name">{group.name}</span>
      <AdaptedBadge needs={group.adaptedFor} kind="group" />
      {scheduleLines(group.sectionGroupSchedule).map((line) => (
        <span key={line} className="sk-sec-group__line">
          {line}
        </span>
      ))}
      <span className="sk-sec-group__meta">
        {groupAgeText(group)} · {t.minutes(group.duration)}
      </span>
      <span
        className={`sk-sec-group__places${group.freePlaces === 0 ? ' sk-sec-group__places--none' : ''}`}
      >
        {waitlist && group.freePlaces === 0 ? t.groupFullWaitlist : t.freePlaces(group.freePlaces)}
      </span>
    </>
  );
}

export interface GroupCardProps {
  group: SectionGroup;
  /** The selected member's application to this group, if any (spec §2.4: not selectable). */
  status?: GroupMembershipStatus | null;
  /** Choosing mode: a radio button per group. */
  choose?: { name: string; checked: boolean; onChange: () => void };
}

/**
 * spec §2.4 group card: name, schedule, age category, duration in minutes; a status if any. A
 * full group can still be chosen: the application joins its waiting list (issue 25).
 */
export function GroupCard({ group, status, choose }: GroupCardProps) {
  const blocked = Boolean(status);
  const badge = status ? <MembershipBadge status={status} /> : null;
  if (!choose)
    return (
      <li className="sk-sec-group">
        <GroupFacts group={group} waitlist={false} />
        {badge}
      </li>
    );
  return (
    <li>
      <label
        className={`sk-sec-group sk-sec-group--choice${blocked ? ' sk-sec-group--blocked' : ''}`}
      >
        <input
          type="radio"
          name={choose.name}
          className="sk-sec-group__radio"
          checked={choose.checked}
          disabled={blocked}
          onChange={choose.onChange}
        />
        <GroupFacts group={group} waitlist={!status} />
        {badge}
      </label>
    </li>
  );
}

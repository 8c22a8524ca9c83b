import type { CoachGroups } from '@sportkarta/contract/api/sections';
import { ruSections } from '@/i18n/ru-sections';
import { CoachHeader } from './coach-header';
import { GroupCard } from './group-card';

/** Groups under their coaches (spec §2.3 "Group selection list per coach"), to read. */
export function CoachGroupList({ coachGroups }: { coachGroups: readonly CoachGroups[] }) {
  return (
    <div className="sk-sec-coaches">
      {coachGroups.map((c) => (
        <section key={c.coaches.id} className="sk-sec-coach-block">
          <CoachHeader coach={c.coaches} />
          <ul className="sk-sec-groups" aria-label={ruSections.coachGroups}>
            {c.sectionGroupList.map((g) => (
              <GroupCard
                key={g.id}
                group={g}
                status={g.sectionGroupMemberList[0]?.status ?? null}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

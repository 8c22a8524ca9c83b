import { useState } from 'react';
import { ru } from '@/i18n/ru';
import { ruSections } from '@/i18n/ru-sections';
import { GroupsNotFound } from '@/ui/empty-state';
import { useSectionGroups } from '../../api/get-section-groups';
import { memberAge, statusIn, type ApplyMember } from '../../model/members';
import { CoachHeader } from '../coach-header';
import { GroupCard } from '../group-card';
import { SectionsError, SectionsSkeleton } from '../states';
import { GroupFilters, type GroupFilter } from './group-filters';
import { StepperNav } from '@/ui/stepper-page';

const t = ruSections;
const NO_FILTER: GroupFilter = { weekdays: [], coachId: null };

/**
 * Step 2, /sections/{id}/select-group: groups for the member's age under their coaches, by
 * weekday and coach; a group where the member already has an application shows its status and
 * cannot be chosen (spec §2.4); a full one can, for its waiting list (issue 25).
 */
export function SelectGroupStep(props: {
  complexId: number;
  sectionId: number;
  member: ApplyMember;
  onBack: () => void;
  onNext: (groupId: number) => void;
}) {
  const all = useSectionGroups(props.complexId, props.sectionId);
  const [filter, setFilter] = useState<GroupFilter>(NO_FILTER);
  const [chosen, setChosen] = useState<number | null>(null);
  const age = all.data ? memberAge(props.member, all.data.timeZone) : null;
  const q = useSectionGroups(props.complexId, props.sectionId, {
    age,
    weekdays: filter.weekdays.length ? filter.weekdays : null,
    coachId: filter.coachId,
  });
  if (all.isPending || q.isPending) return <SectionsSkeleton />;
  if (all.isError || q.isError)
    return (
      <SectionsError
        error={all.error ?? q.error}
        notFound={t.sectionNotFound}
        onRetry={() => void q.refetch()}
      />
    );
  const coaches = all.data.coachGroups.map((c) => c.coaches);
  const entries = q.data.coachGroups;
  const selectable = entries
    .flatMap((c) => c.sectionGroupList)
    .find((g) => g.id === chosen && !statusIn(g, props.member));
  return (
    <>
      <GroupFilters value={filter} coaches={coaches} onChange={setFilter} />
      {entries.length === 0 ? (
        <>
          <GroupsNotFound />
          <button
            type="button"
            className="sk-button sk-button--secondary sk-sec-reset"
            onClick={() => setFilter(NO_FILTER)}
          >
            {t.resetFilters}
          </button>
        </>
      ) : (
        <fieldset className="sk-sec-choice" aria-busy={q.isFetching}>
          <legend className="sk-sec__heading">{t.chooseGroup}</legend>
          {entries.map((c) => (
            <section key={c.coaches.id} className="sk-sec-coach-block">
              <CoachHeader coach={c.coaches} />
              <ul className="sk-sec-groups">
                {c.sectionGroupList.map((g) => (
                  <GroupCard
                    key={g.id}
                    group={g}
                    status={statusIn(g, props.member)}
                    choose={{
                      name: 'group',
                      checked: chosen === g.id,
                      onChange: () => setChosen(g.id),
                    }}
                  />
                ))}
              </ul>
            </section>
          ))}
        </fieldset>
      )}
      <StepperNav
        onBack={props.onBack}
        next={
          <button
            type="button"
            className="sk-button"
            disabled={!selectable}
            onClick={() => selectable && props.onNext(selectable.id)}
          >
            {ru.ui.next}
          </button>
        }
      />
    </>
  );
}

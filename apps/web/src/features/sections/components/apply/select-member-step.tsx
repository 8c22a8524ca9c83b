import { useState } from 'react';
import type { SectionGroups } from '@sportkarta/contract/api/sections';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import { ruSections } from '@/i18n/ru-sections';
import { GroupsAbsent } from '@/ui/empty-state';
import { useSectionGroups } from '../../api/get-section-groups';
import { fitsSomeGroup, memberAge, type ApplyMember } from '../../model/members';
import { Loaded } from '../states';
import { StepperNav } from '@/ui/stepper-page';

const t = ruSections;

/** Step 1, /sections/{id}/select-member: oneself or a child; one no group takes is greyed. */
interface SelectMemberProps {
  complexId: number;
  sectionId: number;
  members: readonly ApplyMember[];
  initial: string | null;
  onNext: (memberKey: string) => void;
}

export function SelectMemberStep(props: SelectMemberProps) {
  const q = useSectionGroups(props.complexId, props.sectionId);
  return (
    <Loaded query={q} notFound={t.sectionNotFound}>
      {(data) => <MemberChoice {...props} data={data} />}
    </Loaded>
  );
}

function MemberChoice(props: SelectMemberProps & { data: SectionGroups }) {
  const [chosen, setChosen] = useState(props.initial);
  const timeZone = props.data.timeZone;
  const groups = props.data.coachGroups.flatMap((c) => c.sectionGroupList);
  const fits = (m: ApplyMember) => fitsSomeGroup(m, groups, timeZone);
  // spec §2.4: nobody the person may enrol fits a group — add a child's profile.
  if (!props.members.some(fits)) return <GroupsAbsent addChildAvailable />;
  const current = props.members.find((m) => m.key === chosen && fits(m)) ?? null;
  return (
    <>
      <fieldset className="sk-sec-choice">
        <legend className="sk-sec__heading">{t.whoHeading}</legend>
        {props.members.map((m) => {
          const age = memberAge(m, timeZone);
          const ok = fits(m);
          return (
            <label key={m.key} className={`sk-sec-member${ok ? '' : ' sk-sec-member--off'}`}>
              <input
                type="radio"
                name="member"
                checked={current?.key === m.key}
                disabled={!ok}
                onChange={() => setChosen(m.key)}
              />
              <span className="sk-sec-member__name">{m.name}</span>
              <span className="sk-sec-member__note">
                {ok ? (age === null ? '' : t.age(age)) : t.noGroupForAge}
              </span>
            </label>
          );
        })}
        <Link className="sk-sec-add-child" to={paths.child()}>
          {t.addChild}
        </Link>
      </fieldset>
      <StepperNav
        next={
          <button
            type="button"
            className="sk-button"
            disabled={!current}
            onClick={() => current && props.onNext(current.key)}
          >
            {ru.ui.next}
          </button>
        }
      />
    </>
  );
}

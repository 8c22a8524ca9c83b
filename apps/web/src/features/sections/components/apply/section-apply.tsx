import { Stepper } from '@/ui/stepper-page';
import { ruSections } from '@/i18n/ru-sections';
import type { ApplyMember } from '../../model/members';
import { SelectGroupStep } from './select-group-step';
import { SelectMemberStep } from './select-member-step';
import { SelectRateStep } from './select-rate-step';
import '../sections.css';

export type ApplyStep = 'member' | 'group' | 'rate';
const STEP_INDEX: Record<ApplyStep, number> = { member: 0, group: 1, rate: 2 };

export interface SectionApplyProps {
  complexId: number;
  sectionId: number;
  step: ApplyStep;
  members: readonly ApplyMember[];
  /** The chosen member's key ('me' or a child id) from the address. */
  memberKey: string | null;
  groupId: number;
  go: (to: { step: ApplyStep; member?: string; groupId?: number }) => void;
}

/** spec §2.2–2.3 the multi-step application: member → group → rate, with the stepper. */
export function SectionApply(p: SectionApplyProps) {
  const member = p.members.find((m) => m.key === p.memberKey) ?? null;
  // A later step without its member (an old link) starts again from the first.
  const step = member ? p.step : 'member';
  return (
    <div className="sk-flow sk-sec">
      <Stepper steps={ruSections.steps} current={STEP_INDEX[step]} />
      <div className="sk-flow__body">
        {step === 'member' || !member ? (
          <SelectMemberStep
            complexId={p.complexId}
            sectionId={p.sectionId}
            members={p.members}
            initial={p.memberKey}
            onNext={(key) => p.go({ step: 'group', member: key })}
          />
        ) : step === 'group' ? (
          <SelectGroupStep
            complexId={p.complexId}
            sectionId={p.sectionId}
            member={member}
            onBack={() => p.go({ step: 'member', member: member.key })}
            onNext={(groupId) => p.go({ step: 'rate', member: member.key, groupId })}
          />
        ) : (
          <SelectRateStep
            complexId={p.complexId}
            sectionId={p.sectionId}
            groupId={p.groupId}
            member={member}
            onBack={() => p.go({ step: 'group', member: member.key })}
          />
        )}
      </div>
    </div>
  );
}

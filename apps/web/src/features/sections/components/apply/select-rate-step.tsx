import { useState } from 'react';
import type { SectionGroupDetail } from '@sportkarta/contract/api/sections';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import { ruSections } from '@/i18n/ru-sections';
import { isApiError } from '@/lib/api-client';
import { RatesNotSpecified } from '@/ui/empty-state';
import { LoadingOverlay } from '@/ui/loading-overlay';
import { QueuePlace } from '@/ui/queue-place';
import { showToast } from '@/ui/toast/toast-bus';
import { useCreateMember } from '../../api/create-member';
import { useGroup } from '../../api/get-group';
import { statusIn, type ApplyMember } from '../../model/members';
import { CoachHeader } from '../coach-header';
import { GroupCard, MembershipBadge } from '../group-card';
import { Loaded } from '../states';
import { RateChoice } from './rate-choice';
import { StepperNav } from '@/ui/stepper-page';

const t = ruSections;

/**
 * Step 3, /sections/{id}/group/{groupId}/select-rate: the group and the section's rates. Without
 * an application the person applies (with the rate they mean to pay); once it is approved they
 * pay the rate (/payment/order/section-ordering); while it waits they see its status.
 */
interface SelectRateProps {
  complexId: number;
  sectionId: number;
  groupId: number;
  member: ApplyMember;
  onBack: () => void;
}

export function SelectRateStep(props: SelectRateProps) {
  const q = useGroup(props.complexId, props.groupId);
  return (
    <Loaded query={q} notFound={t.sectionNotFound}>
      {(data) => <RateStep {...props} data={data} />}
    </Loaded>
  );
}

function RateStep(props: SelectRateProps & { data: SectionGroupDetail }) {
  const apply = useCreateMember();
  const [rateId, setRateId] = useState<number | null>(null);
  const { group, coach, rates } = props.data;
  const own = group.sectionGroupMemberList.find((m) => m.childId === props.member.childId) ?? null;
  const status = apply.data?.status ?? statusIn(group, props.member);
  const rate = rates.find((r) => r.id === rateId) ?? rates[0] ?? null;
  const submit = () =>
    apply.mutate(
      {
        complexId: props.complexId,
        sectionId: props.sectionId,
        groupId: group.id,
        body: { childId: props.member.childId, rateId: rate?.id ?? null },
      },
      {
        onError: (e) =>
          showToast({ type: 'error', message: isApiError(e) ? e.message : ru.errors.http }),
      },
    );
  const memberId = apply.data?.id ?? own?.id ?? null;
  const next =
    status === 'APPROVED' && rate && memberId ? (
      <Link
        className="sk-button"
        to={paths.sectionOrdering({
          complexId: props.complexId,
          groupId: group.id,
          memberId,
          rateId: rate.id,
        })}
      >
        {t.pay}
      </Link>
    ) : status === null ? (
      <button type="button" className="sk-button" disabled={apply.isPending} onClick={submit}>
        {group.freePlaces === 0 ? t.submitWaitlist : t.submit}
      </button>
    ) : (
      <Link className="sk-button sk-button--secondary" to={paths.mySections}>
        {t.toMySections}
      </Link>
    );
  return (
    <>
      <CoachHeader coach={coach} />
      <ul className="sk-sec-groups">
        <GroupCard group={group} />
      </ul>
      {apply.isSuccess ? (
        <section className="sk-sec-done" role="status">
          <h2 className="sk-sec-done__title">
            {apply.data.waitingPosition === null ? t.applied : t.appliedWaiting}
          </h2>
          <MembershipBadge status="NEW" />
          <QueuePlace position={apply.data.waitingPosition} />
          <p className="sk-sec__text">
            {apply.data.waitingPosition === null ? t.appliedHint : t.queueHint}
          </p>
        </section>
      ) : status ? (
        <section className="sk-sec-done">
          <MembershipBadge status={status} />
          <p className="sk-sec__text">
            {status === 'APPROVED' ? t.approvedHint : status === 'NEW' ? t.waitingHint : ''}
          </p>
        </section>
      ) : null}
      {rates.length === 0 ? (
        <RatesNotSpecified />
      ) : status === 'NEW' || status === 'DISMISSED' ? null : (
        <>
          <RateChoice rates={rates} value={rate?.id ?? null} onChange={setRateId} />
          {status === null ? <p className="sk-sec__hint">{t.rateHint}</p> : null}
        </>
      )}
      <StepperNav onBack={apply.isSuccess ? undefined : props.onBack} next={next} />
      <LoadingOverlay open={apply.isPending} text={t.sending} />
    </>
  );
}

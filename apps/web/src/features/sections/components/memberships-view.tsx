import { Link } from 'react-router-dom';
import type { Membership } from '@sportkarta/contract/api/sections';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruSections } from '@/i18n/ru-sections';
import { dateIn } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { QueuePlace } from '@/ui/queue-place';
import { useMemberships } from '../api/get-memberships';
import { coachName, groupAgeText, scheduleLines } from '../model/format';
import { MembershipBadge } from './group-card';
import { Loaded } from './states';
import './sections.css';

const t = ruSections;

/** What to do next with an application (spec §4 statuses). */
function NextStep({ m }: { m: Membership }) {
  if (m.status === 'DISMISSED')
    return m.reason ? <p className="sk-sec__text">{t.dismissedReason(m.reason)}</p> : null;
  if (m.status === 'NEW' && m.waitingPosition !== null)
    return (
      <>
        <QueuePlace position={m.waitingPosition} />
        <p className="sk-sec__hint">{t.queueHint}</p>
      </>
    );
  if (m.status === 'NEW') return <p className="sk-sec__hint">{t.waitingHint}</p>;
  if (m.paidPackageId)
    return (
      <Link className="sk-button sk-button--secondary" to={paths.soldPackage(m.paidPackageId)}>
        {t.openPackage}
      </Link>
    );
  const member = m.childId ?? 'me';
  return (
    <>
      <p className="sk-sec__hint">{t.approvedHint}</p>
      <Link
        className="sk-button"
        to={paths.sectionStep(m.section.id, `group/${m.group.id}/select-rate`, {
          complexId: m.complexId,
          member,
        })}
      >
        {t.payRate}
      </Link>
    </>
  );
}

function MembershipCard({ m }: { m: Membership }) {
  return (
    <li className="sk-sec-membership">
      <div className="sk-sec-membership__head">
        <Link className="sk-sec-membership__title" to={paths.section(m.complexId, m.section.id)}>
          {m.section.name}
        </Link>
        <MembershipBadge status={m.status} />
      </div>
      <p className="sk-sec__text">
        {t.groupLabel(m.group.name)} · {groupAgeText(m.group)}
      </p>
      {scheduleLines(m.group.sectionGroupSchedule).map((line) => (
        <p key={line} className="sk-sec-membership__line">
          {line}
        </p>
      ))}
      <p className="sk-sec-membership__line">
        {coachName(m.coach)} · {m.complexName}
      </p>
      <p className="sk-sec-membership__line">
        {t.forMember(m.memberName)} · {t.appliedOn(dateIn(m.createdAt, m.timeZone))}
        {m.decidedAt ? ` · ${t.decidedOn(dateIn(m.decidedAt, m.timeZone))}` : ''}
      </p>
      <NextStep m={m} />
    </li>
  );
}

/** The person's applications with their statuses and the next step (issue 13). */
export function MembershipsView() {
  const q = useMemberships();
  return (
    <Loaded query={q} notFound={t.membershipsLoadError}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t.membershipsEmpty} hint={t.membershipsEmptyHint} />
        ) : (
          <ul className="sk-sec sk-sec-memberships">
            {list.map((m) => (
              <MembershipCard key={m.id} m={m} />
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

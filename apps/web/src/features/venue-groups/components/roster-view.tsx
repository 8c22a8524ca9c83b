import { Link } from 'react-router-dom';
import { peopleOutline } from 'ionicons/icons';
import { PERMIT_DOC_KIND_LABELS } from '@sportkarta/contract/api/permit-docs';
import type { Roster } from '@sportkarta/contract/api/venue-desk';
import { GROUP_MEMBERSHIP_STATUS_LABELS } from '@sportkarta/contract/labels';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn, dayOf } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { useRoster } from '../api/get-roster';
import { ListSkeleton } from '@/ui/list-skeleton';
import '@/ui/staff-kit.css';

const docLabel = (kind: string): string =>
  (PERMIT_DOC_KIND_LABELS as Record<string, string>)[kind] ?? kind;

function Member({ m }: { m: Roster['members'][number] }) {
  return (
    <li className="sk-staff-card">
      <div className="sk-staff-card__head">
        <h3 className="sk-staff-card__title">{m.name}</h3>
        <span className={`sk-staff-badge sk-staff-badge--${m.documentsValid ? 'ok' : 'bad'}`}>
          {m.documentsValid ? t.docsOk : t.docsMissing}
        </span>
      </div>
      <p className="sk-staff-card__line">
        {m.age !== null ? `${t.age(m.age)} · ` : ''}
        {GROUP_MEMBERSHIP_STATUS_LABELS[m.status]}
      </p>
      {m.documents.map((d) => (
        <p key={d.kind} className={d.valid ? 'sk-staff-card__line' : 'sk-staff-error'}>
          {d.valid && d.validUntil
            ? t.docValidUntil(
                docLabel(d.kind),
                dateIn(`${d.validUntil.slice(0, 10)}T12:00:00Z`, 'UTC'),
              )
            : d.valid
              ? docLabel(d.kind)
              : t.docInvalid(docLabel(d.kind))}
        </p>
      ))}
    </li>
  );
}

/** A group's roster: each member's age and whether the required document is valid (issue 24). */
export function RosterView(props: { complexId: number; groupId: number; canMark: boolean }) {
  const q = useRoster(props.complexId, props.groupId);
  if (q.isPending) return <ListSkeleton label={t.rosterLoading} />;
  if (q.isError) return <QueryErrorState title={t.rosterError} query={q} />;
  const r = q.data;
  return (
    <div className="sk-staff">
      <h2 className="sk-staff__venue">{r.groupName}</h2>
      <p className="sk-staff__intro">
        {r.nextSessionDate ? t.nextSession(dayOf(r.nextSessionDate)) : t.noNextSession}
      </p>
      {r.requiredDocuments.length > 0 ? (
        <p className="sk-staff__intro">
          {t.requiredDocs(r.requiredDocuments.map(docLabel).join(', '))}
        </p>
      ) : null}
      {props.canMark ? (
        <Link
          className="sk-button"
          to={paths.staffAttendance(props.groupId, r.nextSessionDate ?? undefined)}
        >
          {t.markAttendance}
        </Link>
      ) : null}
      {r.members.length === 0 ? (
        <EmptyState title={t.rosterEmpty} hint={t.rosterEmptyHint} icon={peopleOutline} />
      ) : (
        <ul className="sk-staff-list" aria-label={t.rosterTitle}>
          {r.members.map((m) => (
            <Member key={m.memberId} m={m} />
          ))}
        </ul>
      )}
    </div>
  );
}

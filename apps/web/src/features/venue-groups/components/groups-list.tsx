import { Link } from 'react-router-dom';
import { schoolOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { useStaffGroups } from '../api/get-staff-groups';
import { ListSkeleton } from '@/ui/list-skeleton';
import '@/ui/staff-kit.css';

/** A coach's groups (every group of the venue with `groups.all`), each opening its roster. */
export function GroupsList({ complexId }: { complexId: number }) {
  const q = useStaffGroups(complexId);
  if (q.isPending) return <ListSkeleton label={t.groupsLoading} />;
  if (q.isError) return <QueryErrorState title={t.groupsError} query={q} />;
  if (q.data.length === 0)
    return <EmptyState title={t.groupsEmpty} hint={t.groupsEmptyHint} icon={schoolOutline} />;
  return (
    <div className="sk-staff">
      <ul className="sk-staff-list" aria-label={t.groupsLabel}>
        {q.data.map((g) => (
          <li key={g.id}>
            <Link className="sk-staff-card" to={paths.staffRoster(g.id)}>
              <span className="sk-staff-card__head">
                <span className="sk-staff-card__title">{g.name}</span>
                {g.newApplications > 0 ? (
                  <span className="sk-staff-badge sk-staff-badge--wait">
                    {t.newApplications(g.newApplications)}
                  </span>
                ) : null}
              </span>
              <span className="sk-staff-card__line">{g.sectionName}</span>
              <span className="sk-staff-card__line">
                {t.groupCoach(g.coachName)} · {t.places(g.taken, g.places)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link, Navigate } from 'react-router-dom';
import { peopleOutline } from 'ionicons/icons';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useVenueCoaches } from '../api/staff-coaches';
import '@/ui/staff-kit.css';

/**
 * Issue 25: the venue's coaches, each opening their timetable. A coach (without `groups.all`)
 * is given their own card only and goes straight on to their timetable.
 */
export function CoachesList({ role }: { role: StaffRole }) {
  const q = useVenueCoaches(role.complexId);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  const own = !role.permissions.includes('groups.all');
  if (own && q.data.length === 1) return <Navigate to={paths.staffCoach(q.data[0]!.id)} replace />;
  if (q.data.length === 0)
    return <EmptyState title={t.empty} hint={t.emptyHint} icon={peopleOutline} />;
  return (
    <div className="sk-staff">
      <ul className="sk-staff-list" aria-label={t.listLabel}>
        {q.data.map((c) => (
          <li key={c.id}>
            <Link className="sk-staff-card" to={paths.staffCoach(c.id)}>
              <span className="sk-staff-card__title">{c.name}</span>
              <span className="sk-staff-card__line">{t.groups(c.groups)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

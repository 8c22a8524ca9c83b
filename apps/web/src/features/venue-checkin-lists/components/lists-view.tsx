import { Link } from 'react-router-dom';
import { listOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useCheckInLists } from '../api/check-in-lists';
import '@/ui/staff-kit.css';

/** The venue's check-in lists (issue 24, `checkin.lists`), each opening its form. */
export function ListsView({ complexId }: { complexId: number }) {
  const q = useCheckInLists(complexId);
  const add = (
    <Link className="sk-button" to={paths.staffCheckInList('new')}>
      {t.listNew}
    </Link>
  );
  if (q.isPending) return <ListSkeleton label={t.listsLoading} />;
  if (q.isError) return <QueryErrorState title={t.listsError} query={q} />;
  if (q.data.length === 0)
    return (
      <EmptyState title={t.listsEmpty} hint={t.listsEmptyHint} icon={listOutline} action={add} />
    );
  return (
    <div className="sk-staff">
      {add}
      <ul className="sk-staff-list" aria-label={t.listsLabel}>
        {q.data.map((l) => (
          <li key={l.id}>
            <Link className="sk-staff-card" to={paths.staffCheckInList(l.id)}>
              <span className="sk-staff-card__head">
                <span className="sk-staff-card__title">{l.name}</span>
                <span className="sk-staff-badge">
                  {l.reentry ? t.listReentry : t.listNoReentry}
                </span>
              </span>
              <span className="sk-staff-card__line">
                {l.allProducts
                  ? t.listAll
                  : t.listSome(l.eventIds.length + l.serviceIds.length + l.packageIds.length)}
              </span>
              <span className="sk-staff-card__line">
                {t.listWindow(l.admitBeforeMinutes, l.admitAfterStartMinutes)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

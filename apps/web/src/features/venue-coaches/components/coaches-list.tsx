import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { peopleOutline } from 'ionicons/icons';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useCoachCards } from '../api/coach-cards';
import { useVenueCoaches } from '../api/staff-coaches';
import { CoachCardDialog, type CoachCardItem } from './coach-card-dialog';
import '@/ui/staff-kit.css';

/**
 * Issue 25: the venue's coaches, each opening their timetable. A coach (without `groups.all`)
 * is given their own card only and goes straight on to their timetable. The administrator
 * (`catalogue.edit`) also makes a coach's card («Новый тренер») and changes it («Изменить»).
 */
export function CoachesList({ role }: { role: StaffRole }) {
  const q = useVenueCoaches(role.complexId);
  const edits = role.permissions.includes('catalogue.edit');
  const cards = useCoachCards(role.complexId, edits);
  const [open, setOpen] = useState<CoachCardItem | null>(null);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  const own = !role.permissions.includes('groups.all');
  if (own && q.data.length === 1) return <Navigate to={paths.staffCoach(q.data[0]!.id)} replace />;
  const card = (id: number) => cards.data?.find((c) => c.id === id);
  const dialog = (
    <CoachCardDialog complexId={role.complexId} item={open} onClose={() => setOpen(null)} />
  );
  const add = edits ? (
    <button type="button" className="sk-button" onClick={() => setOpen('new')}>
      {t.newCoach}
    </button>
  ) : null;
  if (q.data.length === 0)
    return (
      <div className="sk-staff">
        <EmptyState title={t.empty} hint={t.emptyHint} icon={peopleOutline} />
        {add}
        {dialog}
      </div>
    );
  return (
    <div className="sk-staff">
      {add}
      <ul className="sk-staff-list" aria-label={t.listLabel}>
        {q.data.map((c) => (
          <li key={c.id}>
            <Link className="sk-staff-card" to={paths.staffCoach(c.id)}>
              <span className="sk-staff-card__title">{c.name}</span>
              <span className="sk-staff-card__line">{t.groups(c.groups)}</span>
            </Link>
            {edits ? (
              <span className="sk-staff-card__actions">
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  aria-label={t.editCoach(c.name)}
                  disabled={!card(c.id)}
                  onClick={() => setOpen(card(c.id) ?? null)}
                >
                  {t.edit}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {dialog}
    </div>
  );
}

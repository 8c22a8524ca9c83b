import { IonSkeletonText } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { useMyEvents } from '../api/get-my-events';
import { formatEventTime } from '../lib/format-event';
import './user-events.css';

/** «Мои события»: what I organise or joined, soonest first, canceled ones marked. */
export function MyEventsList({ meId }: { meId: string }) {
  const query = useMyEvents();
  if (query.isPending)
    return (
      <div className="sk-ue-list" aria-busy="true" aria-label={ru.app.loading}>
        {[0, 1, 2].map((i) => (
          <IonSkeletonText key={i} animated style={{ height: 72, borderRadius: 12 }} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        title={t.loadError}
        hint={isApiError(query.error) ? query.error.message : ru.errors.http}
        action={
          <button type="button" className="sk-button" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        }
      />
    );
  if (query.data.length === 0)
    return <EmptyState icon={calendarOutline} title={t.myEmpty} hint={t.myEmptyHint} />;
  return (
    <ul className="sk-ue-list" aria-label={t.myTitle}>
      {query.data.map((e) => (
        <li key={e.id}>
          <Link className="sk-ue-item sk-focusable" to={paths.userEvent(e.id)}>
            <span className="sk-ue-item__role">
              {e.userEvent?.author.id === meId ? t.mine : t.joined}
              {e.userEvent?.canceled ? (
                <span className="sk-ue-item__canceled"> · {t.canceledBadge}</span>
              ) : null}
            </span>
            <span className="sk-ue-item__name">{e.name}</span>
            <span className="sk-ue-item__meta">{formatEventTime(e)}</span>
            {e.places[0] ? <span className="sk-ue-item__meta">{e.places[0].name}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

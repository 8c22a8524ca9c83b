import { Link } from 'react-router-dom';
import { chatbubblesOutline } from 'ionicons/icons';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruSupport as t } from '@/i18n/ru-support';
import { isApiError } from '@/lib/api-client';
import { dateIn } from '@/lib/zoned-format';
import { EmptyState, LoadErrorState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useSupportRequests } from '../api/support-requests';
import './support.css';

/** Dates read in Moscow's days, like the rest of the profile's lists. */
const ZONE = 'Europe/Moscow';

/** Issue 28: the person's requests to support, newest first, with their state. */
export function SupportList() {
  const q = useSupportRequests();
  const write = (
    <Link className="sk-button sk-button--block" to={paths.supportNew()}>
      {t.write}
    </Link>
  );
  if (q.isPending)
    return (
      <div className="sk-support">
        <ListSkeleton label={t.loading} rows={2} />
      </div>
    );
  if (q.isError)
    return (
      <LoadErrorState
        title={t.loadError}
        message={isApiError(q.error) ? q.error.message : ''}
        retryLabel={t.retry}
        busy={q.isFetching}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.data.length === 0)
    return (
      <EmptyState title={t.empty} hint={t.emptyHint} icon={chatbubblesOutline} action={write} />
    );
  return (
    <div className="sk-support">
      {write}
      <ul className="sk-support__list" aria-label={t.listLabel}>
        {q.data.map((r) => (
          <li key={r.id} className="sk-support__card">
            <div className="sk-support__head">
              <h3 className="sk-support__topic">{r.topicLabel}</h3>
              <span className={`sk-support__badge sk-support__badge--${r.status}`}>
                {r.statusLabel}
              </span>
            </div>
            <p className="sk-support__text">{r.text}</p>
            <p className="sk-support__meta">
              {t.sentOn(dateIn(r.createdAt, ZONE))}
              {r.order ? ` · ${t.orderLine(r.order.number)}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { IonInfiniteScroll, IonInfiniteScrollContent } from '@/ui/ionic/infinite-scroll';
import { calendarOutline } from 'ionicons/icons';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { CreationsPage } from '@sportkarta/contract/api/creations';
import { ruPoster as t } from '@/i18n/ru-poster';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { CreationCard, CreationCardsSkeleton } from './creation-card';

export interface PosterListProps {
  query: UseInfiniteQueryResult<InfiniteData<CreationsPage>>;
  today: string;
  /** Offered by the empty state when a filter is on. */
  onReset?: () => void;
}

/** The poster's creations, soonest first, more on scroll. */
export function PosterList({ query, today, onReset }: PosterListProps) {
  if (query.isPending) return <CreationCardsSkeleton count={3} />;
  if (query.isError && !query.data)
    return (
      <EmptyState
        title={t.loadError}
        hint={isApiError(query.error) ? query.error.message : ''}
        action={
          <button
            type="button"
            className="sk-button"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t.retry}
          </button>
        }
      />
    );
  const pages = query.data.pages;
  const items = pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <EmptyState
        title={t.empty}
        hint={t.emptyHint}
        icon={calendarOutline}
        action={
          onReset ? (
            <button type="button" className="sk-button sk-button--secondary" onClick={onReset}>
              {t.resetFilters}
            </button>
          ) : undefined
        }
      />
    );
  const zone = pages[0]!.timeZone;
  return (
    <>
      <ul className="sk-poster-list" aria-label={t.listLabel}>
        {items.map((item) => (
          <li key={item.id}>
            <CreationCard item={item} timeZone={zone} today={today} />
          </li>
        ))}
      </ul>
      <IonInfiniteScroll
        disabled={!query.hasNextPage}
        onIonInfinite={(event) => {
          void query.fetchNextPage().finally(() => void event.target.complete());
        }}
      >
        <IonInfiniteScrollContent loadingText={t.loadingMore} />
      </IonInfiniteScroll>
    </>
  );
}

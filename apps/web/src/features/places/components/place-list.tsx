import { IonInfiniteScroll, IonInfiniteScrollContent } from '@/ui/ionic/infinite-scroll';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PlaceSummary, PlacesPage } from '@sportkarta/contract/api/places';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import { distanceFrom, type LocationState } from '@/lib/geo-location';
import { useDelayedFlag, useMinimumDuration } from '@/ui/delayed';
import { PlaceCard } from './place-card';
import { PlaceListSkeleton, PlacesEmpty, PlacesError } from './place-list-states';
import './places.css';

const t = ruDiscoveryList;

export interface PlaceListProps {
  query: UseInfiniteQueryResult<InfiniteData<PlacesPage>>;
  /** False while the location or the stored filter is still being read. */
  waiting: boolean;
  location: LocationState;
  onToggleFavorite?: (place: PlaceSummary) => void;
  /** Whether the heart of this venue is waiting for the server. */
  isFavoritePending?: (id: number) => boolean;
  /** Offered by the empty state when filters are on. */
  onResetFilters?: () => void;
}

/**
 * The list mode of /tabs/places: nearest first, more on scroll (IonInfiniteScroll). spec §9:
 * the skeleton stays at least 150 ms once shown; a visible loader joins it after 1 s. Items
 * already on screen stay when a refresh fails (the refresh reports it in a toast).
 */
export function PlaceList(props: PlaceListProps) {
  const { query, waiting, location } = props;
  const loading = waiting || query.isPending || (query.isError && query.isFetching && !query.data);
  const skeleton = useMinimumDuration(loading, SKELETON_MIN_MS);
  const slow = useDelayedFlag(loading, LOADER_DELAY_MS);

  if (loading || skeleton || (!query.data && !query.isError))
    return <PlaceListSkeleton slow={slow} />;
  if (!query.data)
    return <PlacesError onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const places = query.data.pages.flatMap((page) => page.items);
  if (places.length === 0) return <PlacesEmpty onReset={props.onResetFilters} />;

  return (
    <>
      <ul className="sk-place-list" aria-label={t.listLabel}>
        {places.map((place) => (
          <li key={place.id}>
            <PlaceCard
              place={place}
              distance={place.distance ?? distanceFrom(location, place)}
              onToggleFavorite={props.onToggleFavorite}
              favoritePending={props.isFavoritePending?.(place.id)}
            />
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

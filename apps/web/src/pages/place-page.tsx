import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { CatalogueEntry } from '@/features/catalogue/components/catalogue-entry';
import { CreateGameEntry } from '@/features/events/components/create-game-entry';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { useRefreshPlace } from '@/features/place-details/api/get-place';
import { PlaceView } from '@/features/place-details/components/place-view';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { PageShell } from '@/ui/page-shell';

/**
 * spec §2.2 /tabs/places/{id}: the venue; the heart comes from the favourites feature, «Создать
 * игру» from the events feature (issue 14).
 */
export default function PlacePage() {
  const { id = '' } = useParams<{ id: string }>();
  const placeId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const refresh = useRefreshPlace(placeId);
  return (
    <PageShell title={ruDiscoveryPlace.title} backHref={paths.places} onRefresh={refresh}>
      <PlaceView
        id={placeId}
        renderFavorite={(place) => <FavoriteButton place={place} />}
        renderCatalogue={(place) => (
          <>
            <CatalogueEntry complexId={place.id} />
            <CreateGameEntry complexId={place.id} />
          </>
        )}
      />
    </PageShell>
  );
}

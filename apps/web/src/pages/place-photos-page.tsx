import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { usePlace } from '@/features/place-details/api/get-place';
import { PHOTO_PARAM } from '@/features/place-details/components/place-photos-strip';
import {
  PlaceError,
  PlaceNotFound,
  PlaceSkeleton,
} from '@/features/place-details/components/place-states';
import { PhotoSlider } from '@/features/place-details/slider/photo-slider';
import { isApiError } from '@/lib/api-client';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { EmptyState } from '@/ui/empty-state';

/** spec §2.2 /places/{id}/photo-slider: full-screen photos of a venue; close goes back to it. */
export default function PlacePhotosPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const router = useIonRouter();
  const placeId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const query = usePlace(placeId);
  const first = Number(search.get(PHOTO_PARAM) ?? '1');

  const close = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(paths.place(placeId), 'back', 'replace');
  };

  let body;
  if (Number.isNaN(placeId) || (isApiError(query.error) && query.error.status === 404)) {
    body = <PlaceNotFound />;
  } else if (query.data && query.data.photos.length > 0) {
    body = (
      <PhotoSlider
        photos={query.data.photos}
        initialIndex={Number.isInteger(first) ? first - 1 : 0}
        title={`${ruDiscoveryPlace.photosTitle}: ${query.data.name}`}
        onClose={close}
      />
    );
  } else if (query.data) {
    body = <EmptyState title={ruDiscoveryPlace.noPhoto} hint="" icon={imageOutline} />;
  } else if (query.isError) {
    body = <PlaceError onRetry={() => void query.refetch()} />;
  } else {
    body = <PlaceSkeleton slow={false} />;
  }

  return (
    <IonPage>
      <IonContent scrollY={false} className="sk-slider-page">
        {body}
      </IonContent>
    </IonPage>
  );
}

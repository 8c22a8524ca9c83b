import { Link } from 'react-router-dom';
import { IonIcon } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import type { Photo } from '@sportkarta/contract/api/places';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { mediaUrl } from '../lib/format';

const t = ruDiscoveryPlace;

/** Query parameter of the slider: which photo (1-based) opens first. */
export const PHOTO_PARAM = 'photo';

/** A swipeable row of photos; a tap opens the full-screen slider at that photo. */
export function PlacePhotosStrip({ id, photos }: { id: number; photos: readonly Photo[] }) {
  if (photos.length === 0) {
    return (
      <div className="sk-place-photos sk-place-photos--empty">
        <IonIcon icon={imageOutline} aria-hidden="true" />
        <span>{t.noPhoto}</span>
      </div>
    );
  }
  return (
    <ul className="sk-place-photos" aria-label={t.photosLabel}>
      {photos.map((photo, index) => (
        <li key={photo.url} className="sk-place-photos__item">
          <Link
            className="sk-place-photos__link"
            to={`${paths.placePhotos(id)}?${PHOTO_PARAM}=${index + 1}`}
            aria-label={t.openPhoto(index + 1, photos.length)}
          >
            <img
              src={mediaUrl(photo.url)}
              alt={photo.alt}
              width={640}
              height={400}
              loading={index < 2 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { IonIcon } from '@ionic/react';
import { heart, heartOutline } from 'ionicons/icons';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { type FavoriteTarget, useToggleFavorite } from '../api/toggle-favorite';
import './favorites.css';

const t = ruDiscoveryPlace;

/** The heart of a venue: a toggle button, disabled while the change is being sent. */
export function FavoriteButton({
  place,
  variant = 'plain',
}: {
  place: FavoriteTarget & { name: string };
  variant?: 'plain' | 'overlay';
}) {
  const { toggle, isPending } = useToggleFavorite();
  const pending = isPending(place.id);
  return (
    <button
      type="button"
      className={`sk-icon-button sk-favorite sk-favorite--${variant}${place.favorite ? ' sk-favorite--on' : ''}`}
      aria-pressed={place.favorite}
      aria-label={place.favorite ? t.favoriteRemove : t.favoriteAdd}
      title={place.favorite ? t.favoriteRemove : t.favoriteAdd}
      disabled={pending}
      aria-busy={pending}
      onClick={() => toggle({ id: place.id, favorite: place.favorite })}
    >
      <IonIcon icon={place.favorite ? heart : heartOutline} aria-hidden="true" />
    </button>
  );
}

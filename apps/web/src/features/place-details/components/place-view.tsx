import { type ReactNode, useId } from 'react';
import type { PlaceDetail } from '@sportkarta/contract/api/places';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { PlaceAddress } from './place-address';
import { PlaceContacts } from './place-contacts';
import { PlaceHeader } from './place-header';
import { PlaceHours } from './place-hours';
import { PlaceAccessibility, PlaceOwnerBlock, PlaceTags, PlaceUnits } from './place-info';
import { PlacePhotosStrip } from './place-photos-strip';
import { PlaceRating } from './place-rating';
import { PlaceError, PlaceNotFound, PlaceSkeleton } from './place-states';
import { usePlaceView } from './use-place-view';
import './place-details.css';
import './rating.css';
import { PlaceSection } from './place-section';

const t = ruDiscoveryPlace;

export interface PlaceViewProps {
  id: number;
  /** The favourite heart, drawn by the page (features do not import each other). */
  renderFavorite?: (place: PlaceDetail) => ReactNode;
  /** The way into the venue's catalogue (issue 10), drawn by the page. */
  renderCatalogue?: (place: PlaceDetail) => ReactNode;
}

/**
 * /tabs/places/{id}: photos, name, address with copy, distance, contacts, hours, sports,
 * benefits, accessibility (issue 28), the places inside, the owner with its policies and the ratings (issue 4).
 * The catalogue's entry (issue 10) is drawn by the page; sections come later.
 */
export function PlaceView({ id, renderFavorite, renderCatalogue }: PlaceViewProps) {
  const view = usePlaceView(id);
  const nameId = useId();
  if (view.kind === 'loading') return <PlaceSkeleton slow={view.slow} />;
  if (view.kind === 'not-found') return <PlaceNotFound />;
  if (view.kind === 'error') return <PlaceError onRetry={view.retry} />;
  const { place } = view;
  return (
    <article className="sk-place" aria-labelledby={nameId}>
      <PlacePhotosStrip id={place.id} photos={place.photos} />
      <PlaceHeader nameId={nameId} place={place} action={renderFavorite?.(place)} />
      <PlaceAddress id={place.id} address={place.address} />
      {renderCatalogue?.(place)}
      {place.description ? (
        <PlaceSection title={t.description}>
          <p className="sk-place-description">{place.description}</p>
        </PlaceSection>
      ) : null}
      <PlaceTags place={place} />
      <PlaceAccessibility features={place.accessibility} />
      <PlaceRating place={place} />
      <PlaceContacts contacts={place.contacts} />
      <PlaceHours hours={place.hours} timeZone={place.timeZone} />
      <PlaceUnits units={place.places} />
      <PlaceOwnerBlock owner={place.owner} />
    </article>
  );
}

import { useState } from 'react';
import { businessOutline } from 'ionicons/icons';
import type { VenuePlace, VenuePlaces } from '@sportkarta/contract/api/venue-places';
import { ruVenuePlaces as t } from '@/i18n/ru-venue-places';
import { messageOf } from '@/lib/api-error';
import { QueryErrorState } from '@/lib/query-error-state';
import { RemoveDialog } from '@/lib/remove-dialog';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useRemovePlace, useUpdatePlace, useVenuePlaces } from '../api/staff-places';
import { namesOf } from '../model/sport-choice';
import { PlaceForm } from './place-form';
import './places.css';

/**
 * Issue 25 (`dictionaries-tab`): the venue's places as a dictionary it keeps — each with its
 * description and sports; add, change, move up and down, remove one nothing refers to (the
 * server's 409 says what does).
 */
export function PlacesDictionary({ complexId }: { complexId: number }) {
  const q = useVenuePlaces(complexId);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<VenuePlace | null>(null);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  const offered = q.data.sportTypes.filter((s) => q.data.sportTypeIds.includes(s.id));
  return (
    <div className="sk-places">
      <h2 className="sk-staff-h">{t.dictionary}</h2>
      <p className="sk-staff-note">{t.dictionaryIntro}</p>
      {editing === 'new' ? (
        <PlaceForm complexId={complexId} offered={offered} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="sk-button" onClick={() => setEditing('new')}>
          {t.add}
        </button>
      )}
      {q.data.places.length === 0 ? (
        <EmptyState title={t.empty} hint={t.emptyHint} icon={businessOutline} />
      ) : (
        <ul className="sk-staff-list" aria-label={t.dictionary}>
          {q.data.places.map((place, i) =>
            editing === place.id ? (
              <li key={place.id}>
                <PlaceForm
                  complexId={complexId}
                  place={place}
                  offered={offered}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <PlaceCard
                key={place.id}
                complexId={complexId}
                data={q.data}
                place={place}
                last={i === q.data.places.length - 1}
                onEdit={() => setEditing(place.id)}
                onRemove={() => setRemoving(place)}
              />
            ),
          )}
        </ul>
      )}
      <RemovePlaceDialog complexId={complexId} place={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function PlaceCard(p: {
  complexId: number;
  data: VenuePlaces;
  place: VenuePlace;
  last: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const move = useUpdatePlace(p.complexId);
  const { place } = p;
  const sports = namesOf(p.data.sportTypes, place.sportTypeIds);
  const to = (position: number) => move.mutate({ id: place.id, body: { position } });
  const button = (label: string, onClick: () => void, disabled = false, danger = false) => (
    <button
      type="button"
      className={`sk-button sk-button--secondary${danger ? ' sk-button--danger-text' : ''}`}
      aria-label={t.actionFor(label, place.name)}
      disabled={disabled || move.isPending}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <li className="sk-staff-card sk-staff-place">
      <h3 className="sk-staff-card__title">{place.name}</h3>
      {place.description ? <p className="sk-staff-card__line">{place.description}</p> : null}
      <p className="sk-staff-card__line">{sports.length ? sports.join(', ') : t.noSports}</p>
      {place.usedBy.length > 0 ? (
        <p className="sk-staff-card__line sk-place__used">{t.usedBy(place.usedBy)}</p>
      ) : null}
      <div className="sk-staff-card__actions">
        {button(t.edit, p.onEdit)}
        {button(t.up, () => to(place.position - 1), place.position === 0)}
        {button(t.down, () => to(place.position + 1), p.last)}
        {button(t.remove, p.onRemove, false, true)}
      </div>
      {move.error ? (
        <p className="sk-staff-error" role="alert">
          {messageOf(move.error)}
        </p>
      ) : null}
    </li>
  );
}

/** «Удалить площадку?»: one something refers to is refused (409) in the server's words. */
function RemovePlaceDialog(p: {
  complexId: number;
  place: VenuePlace | null;
  onClose: () => void;
}) {
  return (
    <RemoveDialog
      item={p.place}
      remove={useRemovePlace(p.complexId)}
      idOf={(x) => x.id}
      title={t.removeTitle}
      text={(x) => t.removeText(x.name)}
      confirmLabel={t.remove}
      busyLabel={t.removing}
      done={(x) => t.removed(x.name)}
      onClose={p.onClose}
    />
  );
}

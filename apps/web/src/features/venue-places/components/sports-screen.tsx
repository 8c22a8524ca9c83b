import { useState, type FormEvent } from 'react';
import type { VenuePlaces } from '@sportkarta/contract/api/venue-places';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenuePlaces as t } from '@/i18n/ru-venue-places';
import { messageOf } from '@/lib/api-error';
import { QueryErrorState } from '@/lib/query-error-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { showToast } from '@/ui/toast/toast-bus';
import { useSaveSports, useVenuePlaces } from '../api/staff-places';
import { sameSet, withVenue, type SportsDraft } from '../model/sport-choice';
import { SportChecklist } from './sport-checklist';
import '@/ui/staff-kit.css';
import './places.css';

/**
 * Issue 25 (`sports-page`): the venue's sports — what the visitor's search by sport finds it
 * by — and each place's, among the venue's; saved together.
 */
export function SportsScreen({ role }: { role: StaffRole }) {
  const q = useVenuePlaces(role.complexId);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  return <SportsForm complexId={role.complexId} data={q.data} />;
}

/** What the server holds; a place's sports the venue does not offer are dropped (and sent). */
const draftOf = (d: VenuePlaces): SportsDraft =>
  withVenue(
    {
      venue: d.sportTypeIds,
      places: Object.fromEntries(d.places.map((p) => [p.id, p.sportTypeIds])),
    },
    d.sportTypeIds,
  );

function SportsForm({ complexId, data }: { complexId: number; data: VenuePlaces }) {
  const save = useSaveSports(complexId);
  const [draft, setDraft] = useState(() => draftOf(data));
  const changedPlaces = data.places.filter(
    (p) => !sameSet(p.sportTypeIds, draft.places[p.id] ?? []),
  );
  const changed = !sameSet(data.sportTypeIds, draft.venue) || changedPlaces.length > 0;
  const empty = draft.venue.length === 0;
  const offered = data.sportTypes.filter((s) => draft.venue.includes(s.id));
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!changed || empty || save.isPending) return;
    save.mutate(
      {
        sportTypeIds: draft.venue,
        places: changedPlaces.map((p) => ({ placeId: p.id, sportTypeIds: draft.places[p.id]! })),
      },
      {
        onSuccess: (next) => {
          setDraft(draftOf(next));
          showToast({ type: 'success', message: t.saved });
        },
      },
    );
  };
  return (
    <form className="sk-staff sk-sports-screen" onSubmit={send} noValidate>
      <p className="sk-staff__intro">{t.sportsIntro}</p>
      <SportChecklist
        legend={t.venueSports}
        sports={data.sportTypes}
        value={draft.venue}
        disabled={save.isPending}
        onChange={(ids) => setDraft((d) => withVenue(d, ids))}
      />
      {empty ? (
        <p className="sk-staff-error" role="alert">
          {t.needOne}
        </p>
      ) : null}
      <h2 className="sk-staff-h">{t.placesHeading}</h2>
      {data.places.length === 0 ? <p className="sk-staff-note">{t.noPlaces}</p> : null}
      {data.places.length > 0 && offered.length === 0 ? (
        <p className="sk-staff-note">{t.noVenueSports}</p>
      ) : null}
      <div className="sk-sports-places">
        {offered.length > 0
          ? data.places.map((p) => (
              <SportChecklist
                key={p.id}
                legend={t.placeSports(p.name)}
                sports={offered}
                value={draft.places[p.id] ?? []}
                disabled={save.isPending}
                onChange={(ids) =>
                  setDraft((d) => ({ ...d, places: { ...d.places, [p.id]: ids } }))
                }
              />
            ))
          : null}
      </div>
      {save.error ? (
        <p className="sk-staff-error" role="alert">
          {messageOf(save.error)}
        </p>
      ) : null}
      <div className="sk-sports-save">
        <button type="submit" className="sk-button" disabled={!changed || empty || save.isPending}>
          {save.isPending ? t.saving : t.save}
        </button>
        {!changed ? <span className="sk-staff-note">{t.unchanged}</span> : null}
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import type { SportType } from '@sportkarta/contract/api/places';
import type { VenuePlace } from '@sportkarta/contract/api/venue-places';
import { ruVenuePlaces as t } from '@/i18n/ru-venue-places';
import { messageOf } from '@/lib/api-error';
import { showToast } from '@/ui/toast/toast-bus';
import { useCreatePlace, useUpdatePlace } from '../api/staff-places';
import { sameSet } from '../model/sport-choice';
import { SportChecklist } from './sport-checklist';
import '@/ui/field.css';

const newKey = () => crypto.randomUUID();

/**
 * A new place (`place` undefined) or a change of one: name (required), description, sports
 * among the venue's (`offered`). A change sends only what differs; a creation keeps its key
 * until it succeeds, so a retry after a lost answer makes no second place.
 */
export function PlaceForm(p: {
  complexId: number;
  place?: VenuePlace;
  offered: readonly SportType[];
  onDone: () => void;
}) {
  const create = useCreatePlace(p.complexId);
  const update = useUpdatePlace(p.complexId);
  const write = p.place ? update : create;
  const [name, setName] = useState(p.place?.name ?? '');
  const [description, setDescription] = useState(p.place?.description ?? '');
  const [sports, setSports] = useState<number[]>(p.place?.sportTypeIds ?? []);
  const [key] = useState(newKey);
  const [tried, setTried] = useState(false);
  const noName = name.trim() === '';
  const id = `place-${p.place?.id ?? 'new'}`;
  const send = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (noName || write.isPending) return;
    const body = { name: name.trim(), description: description.trim(), sportTypeIds: sports };
    if (!p.place) {
      create.mutate(
        { idempotencyKey: key, ...body },
        {
          onSuccess: (r) => {
            showToast({ type: 'success', message: t.created(r.place.name) });
            p.onDone();
          },
        },
      );
      return;
    }
    const old = p.place;
    const changes = {
      name: body.name !== old.name ? body.name : undefined,
      description: body.description !== old.description ? body.description : undefined,
      sportTypeIds: sameSet(sports, old.sportTypeIds) ? undefined : sports,
    };
    if (Object.values(changes).every((v) => v === undefined)) return p.onDone();
    update.mutate(
      { id: old.id, body: changes },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t.updated });
          p.onDone();
        },
      },
    );
  };
  return (
    <form
      className="sk-staff-card sk-place-form"
      aria-label={p.place ? t.formEdit(p.place.name) : t.formNew}
      onSubmit={send}
      noValidate
    >
      <h3 className="sk-staff-card__title">{p.place ? t.formEdit(p.place.name) : t.formNew}</h3>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-name`}>
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          className="sk-field__input"
          autoComplete="off"
          maxLength={200}
          aria-invalid={(tried && noName) || undefined}
          aria-describedby={tried && noName ? `${id}-name-hint` : undefined}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {tried && noName ? (
          <p id={`${id}-name-hint`} className="sk-staff-error" role="alert">
            {t.nameRequired}
          </p>
        ) : null}
      </div>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${id}-description`}>
          {t.description}
        </label>
        <textarea
          id={`${id}-description`}
          className="sk-field__input"
          rows={2}
          maxLength={4000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      {p.offered.length > 0 ? (
        <SportChecklist legend={t.sports} sports={p.offered} value={sports} onChange={setSports} />
      ) : (
        <p className="sk-staff-note">{t.noVenueSports}</p>
      )}
      {write.error ? (
        <p className="sk-staff-error" role="alert">
          {messageOf(write.error)}
        </p>
      ) : null}
      <div className="sk-staff-card__actions">
        <button type="submit" className="sk-button" disabled={write.isPending}>
          {write.isPending ? t.saving : p.place ? t.save : t.add}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary"
          disabled={write.isPending}
          onClick={p.onDone}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

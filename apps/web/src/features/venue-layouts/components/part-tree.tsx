import { useState, type FormEvent } from 'react';
import { ruVenueLayouts as t } from '@/i18n/ru-venue-layouts';
import { showToast } from '@/ui/toast/toast-bus';
import { useCreatePart, useRemovePart, useUpdatePart } from '../api/staff-layouts';
import { capacityOf, nextName, type PartNode } from '../model/layout-tree';
import { PartMoves } from './part-moves';
import { Refusal } from './refusal';

// Issue 25: a place's layout as a tree — each lane (half) with its places to change, each group
// with what it holds and a form to add a lane to it; a part nothing sells on can be removed;
// every part but the root moves up, down or to another group (part-moves.tsx).

const newKey = () => crypto.randomUUID();

export function PartTree(p: { complexId: number; placeId: number; root: PartNode }) {
  return (
    <ul className="sk-layout-tree" aria-label={t.treeLabel(p.root.name)}>
      <PartItem {...p} node={p.root} parent={null} />
    </ul>
  );
}

function PartItem(p: {
  complexId: number;
  placeId: number;
  root: PartNode;
  parent: PartNode | null;
  node: PartNode;
}) {
  const { node } = p;
  const remove = useRemovePart(p.complexId);
  const leaf = node.capacity !== null;
  return (
    <li className="sk-layout-part">
      <div className="sk-layout-part__row">
        <span className="sk-layout-part__name">{node.name}</span>
        <span className="sk-layout-part__total">
          {t.places(node.total)}
          {leaf ? '' : ` · ${t.group}`}
        </span>
        {node.inUse ? (
          <span className="sk-staff-badge sk-staff-badge--ok">{t.inUse}</span>
        ) : (
          <button
            type="button"
            className="sk-button sk-button--secondary sk-button--danger-text"
            aria-label={t.remove(node.name)}
            disabled={remove.isPending}
            onClick={() => remove.mutate(node.id)}
          >
            {t.removeShort}
          </button>
        )}
      </div>
      <Refusal error={remove.error} />
      {p.parent ? (
        <PartMoves complexId={p.complexId} root={p.root} parent={p.parent} node={node} />
      ) : null}
      {leaf ? (
        <CapacityForm complexId={p.complexId} node={node} />
      ) : (
        <>
          {node.children.length > 0 ? (
            <ul className="sk-layout-tree" aria-label={node.name}>
              {node.children.map((c) => (
                <PartItem key={c.id} {...p} parent={node} node={c} />
              ))}
            </ul>
          ) : null}
          <AddPartForm complexId={p.complexId} placeId={p.placeId} group={node} />
        </>
      )}
    </li>
  );
}

function CapacityForm(p: { complexId: number; node: PartNode }) {
  const update = useUpdatePart(p.complexId);
  const [text, setText] = useState(String(p.node.capacity));
  const capacity = capacityOf(text);
  const id = `part-${p.node.id}-capacity`;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (capacity === null || update.isPending) return;
    update.mutate(
      { id: p.node.id, body: { capacity } },
      { onSuccess: () => showToast({ type: 'success', message: t.saved }) },
    );
  };
  return (
    <form className="sk-layout-inline" onSubmit={send} noValidate>
      <label className="sk-field__label" htmlFor={id}>
        {t.capacity}
      </label>
      <input
        id={id}
        className="sk-field__input sk-layout-number"
        inputMode="numeric"
        aria-label={t.capacityOf(p.node.name)}
        aria-invalid={capacity === null || undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="submit"
        className="sk-button"
        aria-label={t.saveCapacity(p.node.name)}
        disabled={capacity === null || capacity === p.node.capacity || update.isPending}
      >
        {t.save}
      </button>
      <Refusal error={update.error} />
    </form>
  );
}

/** A new lane (with places) or a group (places left empty) under `group`. */
function AddPartForm(p: { complexId: number; placeId: number; group: PartNode }) {
  const create = useCreatePart(p.complexId);
  const [name, setName] = useState('');
  const [places, setPlaces] = useState('');
  const [key, setKey] = useState(newKey);
  const shownName = name.trim() || nextName(p.group, t.nextLane);
  const capacity = places.trim() === '' ? null : capacityOf(places);
  const bad = places.trim() !== '' && capacity === null;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (bad || create.isPending) return;
    create.mutate(
      {
        placeId: p.placeId,
        body: { idempotencyKey: key, parentId: p.group.id, name: shownName, capacity },
      },
      {
        onSuccess: () => {
          setName('');
          setKey(newKey());
        },
      },
    );
  };
  const base = `part-${p.group.id}-new`;
  return (
    <form className="sk-layout-add" aria-label={t.addTo(p.group.name)} onSubmit={send} noValidate>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${base}-name`}>
          {t.partName}
        </label>
        <input
          id={`${base}-name`}
          className="sk-field__input"
          aria-label={t.partNameOf(p.group.name)}
          placeholder={nextName(p.group, t.nextLane)}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="sk-field">
        <label className="sk-field__label" htmlFor={`${base}-places`}>
          {t.capacity}
        </label>
        <input
          id={`${base}-places`}
          className="sk-field__input sk-layout-number"
          inputMode="numeric"
          aria-label={t.capacityNew(p.group.name)}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${base}-hint` : undefined}
          placeholder={t.asGroup}
          value={places}
          onChange={(e) => setPlaces(e.target.value)}
        />
        {bad ? (
          <p id={`${base}-hint`} className="sk-staff-error" role="alert">
            {t.capacityHint}
          </p>
        ) : null}
      </div>
      <button type="submit" className="sk-button" disabled={bad || create.isPending}>
        {create.isPending ? t.adding : t.add}
      </button>
      <Refusal error={create.error} />
    </form>
  );
}

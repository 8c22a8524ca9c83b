import { useEffect, useRef, useState } from 'react';
import { ruVenueLayouts as t } from '@/i18n/ru-venue-layouts';
import { showToast } from '@/ui/toast/toast-bus';
import { useUpdatePart } from '../api/staff-layouts';
import { groupsFor, type PartNode } from '../model/layout-tree';
import { Refusal } from './refusal';

// Issue 25: a part's place in the tree — «Выше» / «Ниже» among its group's parts, and
// «Переместить в группу» (another group of the place; the server refuses, in its words, what
// would break what is sold). The button pressed keeps the focus when the part moves (it is
// not disabled while sending — a disabled button loses the focus; a second press waits).

export function PartMoves(p: {
  complexId: number;
  root: PartNode;
  parent: PartNode;
  node: PartNode;
}) {
  const { node } = p;
  const update = useUpdatePart(p.complexId);
  const index = p.parent.children.findIndex((c) => c.id === node.id);
  const last = p.parent.children.length - 1;
  const groups = groupsFor(p.root, node);
  const [target, setTarget] = useState<number | null>(null);
  const group = groups.find((g) => g.id === target) ?? groups[0];
  const pressed = useRef<'up' | 'down' | null>(null);
  const ids = { up: `part-${node.id}-up`, down: `part-${node.id}-down` };
  // After the tree is read again the part stands elsewhere: the focus follows it.
  useEffect(() => {
    const which = pressed.current;
    if (!which) return;
    pressed.current = null;
    const other = which === 'up' ? 'down' : 'up';
    const el = document.getElementById(ids[which]) as HTMLButtonElement | null;
    (el && !el.disabled ? el : document.getElementById(ids[other]))?.focus();
  }, [index, ids.up, ids.down]); // eslint-disable-line react-hooks/exhaustive-deps
  const shift = (which: 'up' | 'down') => {
    if (update.isPending) return;
    pressed.current = which;
    update.mutate(
      { id: node.id, body: { position: which === 'up' ? index - 1 : index + 1 } },
      { onError: () => (pressed.current = null) },
    );
  };
  const selectId = `part-${node.id}-group`;
  return (
    <div className="sk-layout-moves">
      <div className="sk-layout-inline">
        <button
          id={ids.up}
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={t.upOf(node.name)}
          disabled={index <= 0}
          onClick={() => shift('up')}
        >
          <span aria-hidden="true">↑ </span>
          {t.up}
        </button>
        <button
          id={ids.down}
          type="button"
          className="sk-button sk-button--secondary"
          aria-label={t.downOf(node.name)}
          disabled={index >= last}
          onClick={() => shift('down')}
        >
          <span aria-hidden="true">↓ </span>
          {t.down}
        </button>
      </div>
      {group ? (
        <form
          className="sk-layout-move-form"
          aria-label={t.moveToOf(node.name)}
          onSubmit={(e) => {
            e.preventDefault();
            if (update.isPending) return;
            update.mutate(
              { id: node.id, body: { parentId: group.id } },
              { onSuccess: () => showToast({ type: 'success', message: t.moved }) },
            );
          }}
        >
          <label className="sk-field__label" htmlFor={selectId}>
            {t.moveTo}
          </label>
          <select
            id={selectId}
            className="sk-field__input"
            value={group.id}
            onChange={(e) => setTarget(Number(e.target.value))}
          >
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="sk-button sk-button--secondary"
            aria-label={t.moveOf(node.name)}
            disabled={update.isPending}
          >
            {update.isPending ? t.moving : t.move}
          </button>
        </form>
      ) : null}
      <Refusal error={update.error} />
    </div>
  );
}

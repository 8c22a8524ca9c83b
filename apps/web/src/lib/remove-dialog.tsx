import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { messageOf } from './api-error';

/** What a removal needs of its mutation (a staff write taking the item's id). */
interface Removal<V> {
  isPending: boolean;
  mutate: (v: V, o: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
}

/**
 * «Удалить …?» of a venue editor: confirmed, the item goes with a toast; refused (a 409 of
 * something that uses it), the server's words stay in the dialog. Closed while sending, never.
 */
export function RemoveDialog<T, V>(p: {
  item: T | null;
  remove: Removal<V>;
  idOf: (item: T) => V;
  title: string;
  text: (item: T) => string;
  confirmLabel: string;
  busyLabel: string;
  done: (item: T) => string;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (p.remove.isPending) return;
    setError(null);
    p.onClose();
  };
  const confirm = () => {
    const item = p.item;
    if (item === null || p.remove.isPending) return;
    setError(null);
    p.remove.mutate(p.idOf(item), {
      onSuccess: () => {
        showToast({ type: 'success', message: p.done(item) });
        setError(null);
        p.onClose();
      },
      onError: (e) => setError(messageOf(e)),
    });
  };
  return (
    <ConfirmDialog
      open={p.item !== null}
      title={p.title}
      text={p.item === null ? '' : p.text(p.item)}
      confirmLabel={p.confirmLabel}
      busy={p.remove.isPending}
      busyLabel={p.busyLabel}
      danger
      error={error}
      onConfirm={confirm}
      onClose={close}
    />
  );
}

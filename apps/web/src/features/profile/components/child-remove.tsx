import { useState } from 'react';
import { ruChildRemove as t } from '@/i18n/ru-child-remove';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useRemoveChild } from '../api/children-api';

/**
 * Issue 28: «Удалить профиль ребёнка» on the child's screen, after a dialog that names what goes
 * with it; the server refuses (and says why) while money or a group place is in play.
 */
export function ChildRemove(props: { childId: string; name: string; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveChild();
  // mutateAsync, not mutate's callbacks: the refetch of the person's data (awaited by the hook)
  // can drop the child's screen, and this button with it, before they run — React Query skips
  // the callbacks of an unmounted caller, and the person would stay on «Ребёнок не найден».
  const confirm = async () => {
    try {
      await remove.mutateAsync(props.childId);
    } catch (error) {
      setConfirming(false);
      showToast({ type: 'error', header: t.failed, message: (error as Error).message });
      return;
    }
    setConfirming(false);
    showToast({ type: 'success', message: t.done });
    props.onRemoved();
  };
  return (
    <div className="sk-form sk-child-remove">
      <button
        type="button"
        className="sk-button sk-button--secondary sk-button--block sk-child-remove__button"
        onClick={() => setConfirming(true)}
      >
        {t.button}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.title(props.name)}
        text={t.text}
        confirmLabel={t.confirm}
        busy={remove.isPending}
        busyLabel={t.busy}
        danger
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

import { useState } from 'react';
import type { Membership } from '@sportkarta/contract/api/sections';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { isApiError } from '@/lib/api-client';
import { ReasonDialog } from '@/ui/reason-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useDecideApplication } from '../api/decide-application';

/** Declines an application with the reason its author is told. */
export function DeclineDialog(props: {
  complexId: number;
  member: Membership | null;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideApplication(props.complexId);
  const { member } = props;
  const close = () => {
    setError(null);
    props.onClose();
  };
  const send = (reason: string) => {
    if (!member) return;
    if (reason.trim().length === 0) return setError(t.declineReason);
    decide.mutate(
      { memberId: member.id, status: 'DISMISSED', reason: reason.trim() },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t.declined });
          close();
        },
        onError: (e) => setError(isApiError(e) ? e.message : String(e)),
      },
    );
  };
  return (
    <ReasonDialog
      open={member !== null}
      title={t.declineTitle}
      text={member ? t.declineText(member.memberName) : undefined}
      label={t.declineReason}
      confirmLabel={t.decline}
      busyLabel={t.decline}
      busy={decide.isPending}
      error={error}
      danger
      onConfirm={send}
      onClose={close}
    />
  );
}

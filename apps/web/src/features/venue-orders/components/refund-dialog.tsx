import { useState } from 'react';
import type { SoldOrderLine } from '@sportkarta/contract/api/refunds';
import { VenueRefundRequestSchema } from '@sportkarta/contract/api/venue-desk';
import { formatRub } from '@sportkarta/contract/config/formats';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { isApiError } from '@/lib/api-client';
import { ReasonDialog } from '@/ui/reason-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useRefundStaffOrder } from '../api/refund-staff-order';

/** The venue's refund of one line: the reason (the buyer sees it), then «Вернуть». */
export function RefundDialog(props: {
  complexId: number;
  orderId: string;
  line: SoldOrderLine | null;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundStaffOrder(props.complexId, props.orderId);
  const { line } = props;
  const close = () => {
    setError(null);
    props.onClose();
  };
  const send = (reason: string) => {
    if (!line) return;
    const body = VenueRefundRequestSchema.safeParse({ lineIds: [line.id], reason });
    if (!body.success) return setError(body.error.issues[0]?.message ?? '');
    setError(null);
    refund.mutate(body.data, {
      onSuccess: () => {
        showToast({ type: 'success', message: t.refundDone });
        close();
      },
      onError: (e) => setError(isApiError(e) ? e.message : String(e)),
    });
  };
  return (
    <ReasonDialog
      open={line !== null}
      title={t.refundTitle}
      text={line ? t.refundText(line.title, formatRub(line.amountKopecks)) : undefined}
      label={t.refundReasonLabel}
      confirmLabel={t.refundConfirm}
      busyLabel={t.refundSending}
      busy={refund.isPending}
      error={error}
      danger
      onConfirm={send}
      onClose={close}
    />
  );
}

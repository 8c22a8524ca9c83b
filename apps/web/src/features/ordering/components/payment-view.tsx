import { Link } from 'react-router-dom';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@/config/paths';
import { ru } from '@/i18n/ru';
import { isApiError } from '@/lib/api-client';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { useOrderCompleted } from '../api/get-order-completed';
import './ordering.css';

const t = ru.commerce;

/** spec §4 success: «Отлично», «Теперь Ваша покупка в вашем Профиле», the way to the profile. */
export function PaymentSuccess() {
  return (
    <div className="sk-pay" role="status">
      <h2 className="sk-pay__title">{t.successTitle}</h2>
      <p>{t.successText}</p>
      <Link className="sk-button" to={paths.profile}>
        {t.toProfile}
      </Link>
    </div>
  );
}

/** spec §8 «Что-то пошло не так :(» / «Покупка не состоялась». */
export function PaymentFailed({ reason }: { reason: string | null }) {
  return (
    <div className="sk-pay" role="alert">
      <h2 className="sk-pay__title">{t.errorTitle}</h2>
      <p>{t.errorText}</p>
      {reason ? <p>{reason}</p> : null}
      <BackToMainLink />
    </div>
  );
}

/** /payment/{orderId}: the order, polled every 3 s until it is issued or canceled (spec §4). */
export function PaymentStatus({ orderId }: { orderId: string }) {
  const q = useOrderCompleted(orderId);
  if (q.isPending)
    return (
      <div className="sk-pay" role="status">
        {t.processing}
      </div>
    );
  if (q.isError)
    return isApiError(q.error) && q.error.status === 404 ? (
      <EmptyState title={t.orderNotFound} action={<BackToMainLink />} />
    ) : (
      <PaymentFailed reason={q.error.message} />
    );
  const { order, completed } = q.data;
  if (completed) return <PaymentSuccess />;
  if (order.status === 'canceled') return <PaymentFailed reason={q.data.message} />;
  return (
    <div className="sk-pay" role="status" aria-live="polite">
      <h2 className="sk-pay__title">{t.orderNumber(order.number)}</h2>
      <p>{order.lines.map((l) => l.title).join(', ')}</p>
      <p>
        {t.total}: {formatRub(order.totalKopecks, { free: true })}
      </p>
      <p>{t.awaitingPayment}</p>
    </div>
  );
}

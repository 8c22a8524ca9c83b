import { useEffect, useRef, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { Link, useNavigate } from 'react-router-dom';
import type { Order, OrderCompleted } from '@sportkarta/contract/api/orders';
import { formatRub } from '@sportkarta/contract/config/formats';
import type { PaymentMethod } from '@sportkarta/contract/enums';
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@sportkarta/contract/error-codes';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { isApiError } from '@/lib/api-client';
import { useFlag } from '@/lib/flags';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { showToast } from '@/ui/toast/toast-bus';
import { useCancelOrder } from '../api/cancel-order';
import { useCashbox } from '../api/get-cashbox';
import { useCompletePayment } from '../api/complete-payment';
import { useOrderCompleted } from '../api/get-order-completed';
import { useStartPayment } from '../api/start-payment';
import { methodsForPlatform, openPaymentPage, paymentReturnTo } from '../lib/payment-page';
import './ordering.css';

const t = ruCommerce;

const isPaymentCode = (code: string | null | undefined): code is PaymentErrorCode =>
  (PAYMENT_ERROR_CODES as readonly string[]).includes(code ?? '');

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

/** spec §8 «Что-то пошло не так :(» / «Покупка не состоялась», why, and what can be done. */
export function PaymentFailed(props: {
  reason: string | null;
  code?: string | null | undefined;
  action?: React.ReactNode;
}) {
  const explained = isPaymentCode(props.code) ? t.paymentErrors[props.code] : null;
  return (
    <div className="sk-pay" role="alert">
      <h2 className="sk-pay__title">{t.errorTitle}</h2>
      <p>{t.errorText}</p>
      {props.reason ? <p className="sk-pay__reason">{props.reason}</p> : null}
      {explained && explained !== props.reason ? <p className="sk-pay__hint">{explained}</p> : null}
      {props.action}
      <BackToMainLink />
    </div>
  );
}

/** The choice of payment method, shown when the custom-payment-methods flag is on (spec §2.3). */
function MethodChoice(props: {
  methods: PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (m: PaymentMethod) => void;
}) {
  return (
    <fieldset className="sk-pay__methods">
      <legend>{t.methodLegend}</legend>
      {props.methods.map((m) => (
        <label key={m} className="sk-pay__method">
          <input
            type="radio"
            name="payment-method"
            value={m}
            checked={props.value === m}
            onChange={() => props.onChange(m)}
          />
          {t.methods[m]}
        </label>
      ))}
    </fieldset>
  );
}

/** «Оплатить N ₽» / «Попробовать снова»: opens the provider's page (a new attempt if needed). */
export function PayButton({ order, label }: { order: Order; label: string }) {
  const start = useStartPayment();
  const custom = useFlag('custom-payment-methods');
  const cashbox = useCashbox(order.complexId);
  const methods = custom ? methodsForPlatform(cashbox.data?.methods ?? []) : [];
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const opening = start.isPending || start.isSuccess;
  const pay = () =>
    start.mutate(
      { orderId: order.id, method, returnTo: paymentReturnTo() },
      {
        onSuccess: (res) => void openPaymentPage(res.confirmationUrl),
        onError: (e) => showToast({ type: 'error', header: t.errorTitle, message: e.message }),
      },
    );
  return (
    <>
      {methods.length > 1 ? (
        <MethodChoice methods={methods} value={method ?? methods[0]} onChange={setMethod} />
      ) : null}
      <button
        type="button"
        className="sk-button"
        disabled={opening}
        aria-busy={opening}
        onClick={pay}
      >
        {opening ? t.openingPayment : label}
      </button>
    </>
  );
}

/** «Отменить заказ» (issue 28): an unpaid order is given up and its seats go back at once. */
function CancelOrderButton({ order }: { order: Order }) {
  const cancel = useCancelOrder(order.id);
  return (
    <button
      type="button"
      className="sk-button sk-button--secondary"
      disabled={cancel.isPending}
      aria-busy={cancel.isPending}
      onClick={() =>
        cancel.mutate(undefined, {
          onError: (e) => showToast({ type: 'error', message: e.message }),
        })
      }
    >
      {cancel.isPending ? t.cancelingOrder : t.cancelOrder}
    </button>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <>
      <h2 className="sk-pay__title">{t.orderNumber(order.number)}</h2>
      <p>
        {order.complexName}: {order.lines.map((l) => l.title).join(', ')}
      </p>
      <p className="sk-pay__total">
        {t.total}: {formatRub(order.totalKopecks, { free: true })}
      </p>
    </>
  );
}

const until = (iso: string) =>
  new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });

function PaymentState({ data }: { data: OrderCompleted }) {
  const { order } = data;
  if (order.cancelReason === 'CANCELED_BY_USER' && data.paymentStatus === 'CANCELED')
    return (
      <div className="sk-pay" role="status" aria-live="polite">
        <OrderSummary order={order} />
        <h3 className="sk-pay__title">{t.canceledTitle}</h3>
        <p>{t.canceledText}</p>
        <BackToMainLink />
      </div>
    );
  if (data.errorCode)
    return (
      <PaymentFailed
        reason={data.message}
        code={data.errorCode}
        action={data.retryable ? <PayButton order={order} label={t.payAgain} /> : null}
      />
    );
  if (data.paymentStatus === 'PROCESSING')
    return (
      <div className="sk-pay" role="status" aria-live="polite" aria-busy="true">
        <OrderSummary order={order} />
        <IonSpinner aria-hidden="true" />
        <p>{t.processing}</p>
        <p className="sk-pay__hint">{t.checkingHint}</p>
        <PayButton order={order} label={t.backToPayment} />
        <CancelOrderButton order={order} />
      </div>
    );
  return (
    <div className="sk-pay" role="status" aria-live="polite">
      <OrderSummary order={order} />
      <p>{t.awaitingPayment}</p>
      <p className="sk-pay__hint">{t.payUntil(until(order.expiresAt))}</p>
      <PayButton order={order} label={t.paySum(formatRub(order.totalKopecks))} />
      <CancelOrderButton order={order} />
    </div>
  );
}

/**
 * /payment/{orderId}: the order and its payment, polled every 3 s until it is issued or fails
 * (spec §4). Coming back from the provider's page, the payment is read back at once.
 */
export function PaymentStatus({ orderId }: { orderId: string }) {
  const q = useOrderCompleted(orderId);
  const complete = useCompletePayment();
  const navigate = useNavigate();
  const asked = useRef(false);
  const processing = q.data?.paymentStatus === 'PROCESSING';
  const done = q.data?.completed === true;
  useEffect(() => {
    if (!processing || asked.current) return;
    asked.current = true;
    complete.mutate({ orderId });
  }, [processing, orderId, complete]);
  useEffect(() => {
    if (done) navigate(paths.paymentSuccess(orderId), { replace: true });
  }, [done, orderId, navigate]);

  if (q.isPending || done)
    return (
      <div className="sk-pay" role="status" aria-busy="true">
        <IonSpinner aria-hidden="true" />
        {t.processing}
      </div>
    );
  if (q.isError)
    return isApiError(q.error) && q.error.status === 404 ? (
      <EmptyState title={t.orderNotFound} action={<BackToMainLink />} />
    ) : (
      <PaymentFailed reason={q.error.message} code="UNKNOWN" />
    );
  return <PaymentState data={q.data} />;
}

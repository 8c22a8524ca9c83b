import { useEffect, useRef } from 'react';
import { IonSpinner } from '@ionic/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useCompletePayment } from '@/features/ordering/api/complete-payment';
import { PaymentFailed } from '@/features/ordering/components/payment-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { isApiError } from '@/lib/api-client';
import { PageShell } from '@/ui/page-shell';

/**
 * /payment/sber (spec §2.2): Sberbank returns the browser here with `?orderId=<mdOrder>`; the
 * server reads the payment back and the person goes on to the order's payment view.
 */
export default function PaymentSberPage() {
  const [params] = useSearchParams();
  const mdOrder = params.get('orderId');
  const navigate = useNavigate();
  const { mutate, error } = useCompletePayment();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !mdOrder) return;
    started.current = true;
    mutate(
      { mdOrder },
      {
        onSuccess: (data) =>
          navigate(
            data.completed ? paths.paymentSuccess(data.order.id) : paths.payment(data.order.id),
            { replace: true },
          ),
      },
    );
  }, [mdOrder, mutate, navigate]);

  const failed = !mdOrder || error;
  return (
    <PageShell title={ruCommerce.paymentTitle} backHref={paths.main}>
      {failed ? (
        <PaymentFailed
          reason={error?.message ?? null}
          code={isApiError(error) ? error.code : 'INCORRECT_PAYMENT_CALLBACK_ID'}
        />
      ) : (
        <div className="sk-pay" role="status" aria-busy="true">
          <IonSpinner aria-hidden="true" />
          <p>{ruCommerce.sberReturnTitle}</p>
        </div>
      )}
    </PageShell>
  );
}

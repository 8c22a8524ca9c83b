import { paths } from '@sportkarta/contract/routes/paths';
import { PaymentSuccess } from '@/features/ordering/components/payment-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { PageShell } from '@/ui/page-shell';

/** spec §2.2 /payment/{orderId}/success. */
export default function PaymentSuccessPage() {
  return (
    <PageShell title={ruCommerce.paymentTitle} backHref={paths.main}>
      <PaymentSuccess />
    </PageShell>
  );
}

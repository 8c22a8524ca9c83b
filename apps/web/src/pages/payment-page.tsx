import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { PaymentStatus } from '@/features/ordering/components/payment-view';
import { ruCommerce } from '@/i18n/ru-commerce';
import { PageShell } from '@/ui/page-shell';

/** spec §2.2 /payment/{orderId}: the order's state, polled every 3 s (spec §4). */
export default function PaymentPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  return (
    <PageShell title={ruCommerce.paymentTitle} backHref={paths.main}>
      <PaymentStatus orderId={orderId} />
    </PageShell>
  );
}

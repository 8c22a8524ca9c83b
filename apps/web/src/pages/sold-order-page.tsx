import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useSoldOrder } from '@/features/refunds/api/sold-order';
import { OrderDetails } from '@/features/refunds/components/order-details';
import { ruPurchases } from '@/i18n/ru-purchases';
import { isApiError } from '@/lib/api-client';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';
import { PageLoading } from '@/ui/page-loading';
import { PageShell } from '@/ui/page-shell';

const t = ruPurchases;

/** /tabs/profile/orders/{orderId}: one order, its refund request and the refunds' progress. */
export default function SoldOrderPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const q = useSoldOrder(orderId);
  const missing = q.isError && isApiError(q.error) && [400, 404].includes(q.error.status);
  return (
    <PageShell
      title={q.data ? t.orderTitle(q.data.number) : t.orderTitleLoading}
      backHref={paths.tickets}
      onRefresh={() => q.refetch()}
    >
      {q.isPending ? (
        <PageLoading />
      ) : q.isError ? (
        <EmptyState
          title={missing ? t.orderNotFound : t.orderLoadError}
          hint={missing ? undefined : q.error.message}
          action={<BackToMainLink />}
        />
      ) : (
        <OrderDetails order={q.data} />
      )}
    </PageShell>
  );
}

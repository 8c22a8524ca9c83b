import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { staffOrderQueryKey } from '@/features/venue-orders/api/get-staff-order';
import { StaffOrderView } from '@/features/venue-orders/components/staff-order-view';
import { PackageDesk } from '@/features/venue-packages/components/package-desk';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/**
 * Issue 24: one order of the venue; `orders.refund` returns its lines. Issue 25: a package line
 * is activated at the desk with `packages.manage`.
 */
export default function StaffOrderPage() {
  const { orderId = '' } = useParams();
  return (
    <StaffPage
      title={t.orderTitle}
      backHref={paths.staffOrders}
      refreshKey={(complexId) => staffOrderQueryKey(complexId, orderId)}
      permission="orders.read"
    >
      {(r) => (
        <StaffOrderView
          complexId={r.complexId}
          timeZone={r.timeZone}
          orderId={orderId}
          canRefund={r.permissions.includes('orders.refund')}
          packageExtra={(packageId) => (
            <PackageDesk
              complexId={r.complexId}
              packageId={packageId}
              canManage={r.permissions.includes('packages.manage')}
            />
          )}
        />
      )}
    </StaffPage>
  );
}

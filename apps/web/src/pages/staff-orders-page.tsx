import { paths } from '@sportkarta/contract/routes/paths';
import { staffOrdersKey } from '@/features/venue-orders/api/staff-orders-key';
import { StaffOrdersView } from '@/features/venue-orders/components/staff-orders-view';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';

/** Issue 24 (`orders.read`): the venue's orders, found by number, phone, name or date. */
export default function StaffOrdersPage() {
  return (
    <StaffPage
      title={t.ordersTitle}
      backHref={paths.staffHome}
      refreshKey={staffOrdersKey}
      permission="orders.read"
    >
      {(r) => <StaffOrdersView complexId={r.complexId} timeZone={r.timeZone} />}
    </StaffPage>
  );
}

import { paths } from '@sportkarta/contract/routes/paths';
import { staffMoneyKey } from '@/features/venue-money/api/staff-money';
import { MoneyView } from '@/features/venue-money/components/money-view';
import { StaffPage } from '@/features/venue-staff/components/staff-page';
import { ruVenueMoney as t } from '@/i18n/ru-venue-money';

/** Issue 25 (`partners-page`; `finance.read`): the owner's money, our books against the acquirers'. */
export default function StaffMoneyPage() {
  return (
    <StaffPage
      title={t.title}
      backHref={paths.staffHome}
      refreshKey={staffMoneyKey}
      permission="finance.read"
      flags={['partners-page']}
    >
      {(r) => <MoneyView role={r} />}
    </StaffPage>
  );
}

import { paths } from '@sportkarta/contract/routes/paths';
import { usePackage } from '@/features/catalogue/api/get-packages';
import { countText } from '@/features/catalogue/components/format';
import { OrderingForm } from '@/features/ordering/components/ordering-form';
import { ruCommerce } from '@/i18n/ru-commerce';
import { OrderingShell } from './ordering-shell';
import { useHolders, useNumberParams } from './route-params';

const t = ruCommerce;

/** spec §2.2 /payment/order/service-package-ordering: one rate of a package. */
export default function ServicePackageOrderingPage() {
  const { complexId, packageId, rateId } = useNumberParams('complexId', 'packageId', 'rateId');
  const holders = useHolders();
  const pkg = usePackage(packageId);
  const found = pkg.data;
  const rate = found?.rates.find((r) => r.id === rateId);
  return (
    <OrderingShell
      backHref={complexId > 0 ? paths.servicePackages(complexId) : null}
      selected={complexId > 0 && packageId > 0 && rateId > 0}
      query={pkg}
      form={
        found && rate
          ? () => (
              <OrderingForm
                complexId={complexId}
                title={found.name}
                details={[
                  rate.category,
                  `${rate.term === 'MANUAL_DAYS' && rate.manualTermDays ? t.manualDays(rate.manualTermDays) : t.term[rate.term]} · ${
                    rate.visits === null ? t.unlimitedVisits : countText(rate.visits, t.quota)
                  }`,
                ]}
                unitPriceKopecks={rate.cost}
                forChildren={found.audience === 'USER_AND_CHILDREN'}
                isPackage
                maxQuantity={1}
                holders={holders}
                lineFor={() => ({ kind: 'SERVICE_PACKAGE', rateId: rate.id, quantity: 1 })}
              />
            )
          : null
      }
    />
  );
}

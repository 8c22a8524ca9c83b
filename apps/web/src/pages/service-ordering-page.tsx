import { useQuery } from '@tanstack/react-query';
import { fromApiDate } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { servicesQueryOptions } from '@/features/catalogue/api/get-services';
import { countText } from '@/features/catalogue/components/format';
import { OrderingForm } from '@/features/ordering/components/ordering-form';
import { ruCommerce } from '@/i18n/ru-commerce';
import { OrderingShell } from './ordering-shell';
import { useHolders, useNumberParams } from './route-params';

const t = ruCommerce;

/** spec §2.2 /payment/order/service-ordering: a service for one day. */
export default function ServiceOrderingPage() {
  const { complexId, placeId, serviceId, date } = useNumberParams(
    'complexId',
    'placeId',
    'serviceId',
  );
  const holders = useHolders();
  const day = useQuery({
    ...servicesQueryOptions(placeId, date),
    enabled: placeId > 0 && date !== '',
  });
  const service = day.data?.services.find((s) => s.id === serviceId);
  return (
    <OrderingShell
      backHref={complexId > 0 && placeId > 0 ? paths.placeServices(complexId, placeId) : null}
      selected={complexId > 0 && placeId > 0 && serviceId > 0 && date !== ''}
      query={day}
      form={
        service
          ? () => (
              <OrderingForm
                complexId={complexId}
                title={service.name}
                details={[
                  t.visitDate(
                    new Intl.DateTimeFormat('ru-RU', {
                      day: 'numeric',
                      month: 'long',
                      weekday: 'long',
                    }).format(fromApiDate(date)),
                  ),
                  service.visitQuota === null
                    ? t.unlimitedVisits
                    : countText(service.visitQuota, t.quota),
                ]}
                unitPriceKopecks={service.priceKopecks}
                forChildren={service.audience === 'USER_AND_CHILDREN'}
                isPackage={false}
                maxQuantity={Math.max(
                  1,
                  Math.min(
                    service.perPersonDailyLimit,
                    service.ticketsLeft ?? service.perPersonDailyLimit,
                  ),
                )}
                holders={holders}
                lineFor={(quantity) => ({
                  kind: 'SERVICE',
                  serviceId: service.id,
                  visitDate: date,
                  quantity,
                })}
              />
            )
          : null
      }
    />
  );
}

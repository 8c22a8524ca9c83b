import { useQuery } from '@tanstack/react-query';
import { paths } from '@sportkarta/contract/routes/paths';
import { scheduledEventsQueryOptions } from '@/features/catalogue/api/get-scheduled-events';
import { timeIn } from '@/features/catalogue/components/format';
import { OrderingForm } from '@/features/ordering/components/ordering-form';
import { ruCommerce } from '@/i18n/ru-commerce';
import { OrderingShell } from './ordering-shell';
import { useHolders, useNumberParams } from './route-params';

const t = ruCommerce;

/** spec §2.2 /payment/order/event-ordering: a session's seats for oneself or a child. */
export default function EventOrderingPage() {
  const { complexId, placeId, sessionId, date } = useNumberParams(
    'complexId',
    'placeId',
    'sessionId',
  );
  const holders = useHolders();
  const day = useQuery({
    ...scheduledEventsQueryOptions(placeId, date),
    enabled: placeId > 0 && date !== '',
  });
  const timeZone = day.data?.timeZone ?? 'Europe/Moscow';
  const found = day.data?.events
    .flatMap((e) => e.sessions.map((s) => ({ e, s })))
    .find((x) => x.s.id === sessionId);
  return (
    <OrderingShell
      backHref={complexId > 0 && placeId > 0 ? paths.placeServices(complexId, placeId) : null}
      selected={complexId > 0 && placeId > 0 && sessionId > 0 && date !== ''}
      query={day}
      form={
        found
          ? () => (
              <OrderingForm
                complexId={complexId}
                title={found.e.name}
                details={[
                  `${new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', weekday: 'long', timeZone }).format(new Date(found.s.startsAt))}, ${timeIn(found.s.startsAt, timeZone)}`,
                  t.minutes(found.e.durationMinutes),
                ]}
                unitPriceKopecks={found.e.priceKopecks}
                forChildren={found.e.audience === 'USER_AND_CHILDREN'}
                isPackage={false}
                maxQuantity={Math.max(1, found.s.seatsLeft)}
                holders={holders}
                sessionId={sessionId}
                products={found.s.products?.length ? found.s.products : undefined}
                onHoldRefused={() => void day.refetch()}
                lineFor={(_, reservationId) =>
                  reservationId ? { kind: 'RESERVATION', reservationId } : null
                }
              />
            )
          : null
      }
    />
  );
}

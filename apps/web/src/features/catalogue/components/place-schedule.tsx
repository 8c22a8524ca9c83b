import { useState } from 'react';
import { addDays } from '@sportkarta/contract/zoned';
import { todayLocalIso } from '@sportkarta/contract/clock';
import { ruCommerce } from '@/i18n/ru-commerce';
import { Calendar } from '@/ui/calendar';
import { EmptyState } from '@/ui/empty-state';
import { useCalendarDays } from '../api/get-calendar-days';
import { useScheduledEvents } from '../api/get-scheduled-events';
import { useServices } from '../api/get-services';
import { useLiveSeats } from '../api/use-live-seats';
import { CatalogueError, CatalogueSkeleton } from './catalogue-states';
import { ServiceList } from './service-list';
import { SessionList } from './session-list';
import './catalogue.css';

const t = ruCommerce;
/** The calendar asks for two months at a time (the sales horizon is 60 days). */
const RANGE_DAYS = 61;

/** /tabs/places/{complexId}/serviceTypes/services/{placeId}: calendar, sessions and services. */
export function PlaceSchedule(props: { complexId: number; placeId: number }) {
  const { placeId } = props;
  const today = todayLocalIso();
  const days = useCalendarDays({
    placeId,
    dateFrom: today,
    dateTo: addDays(today, RANGE_DAYS - 1),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const first = days.data?.days[0]?.date ?? null;
  const date = picked ?? first;
  const events = useScheduledEvents(placeId, date);
  const services = useServices(placeId, date);
  // Entered by the place alone (/tabs/places/{placeId}/services), the venue comes with the day.
  const complexId = props.complexId || events.data?.complexId || services.data?.complexId || 0;
  useLiveSeats(
    placeId,
    date,
    events.data?.events.flatMap((e) => e.sessions.map((s) => s.id)) ?? [],
  );

  if (days.isPending) return <CatalogueSkeleton />;
  if (days.isError) return <CatalogueError onRetry={() => void days.refetch()} />;
  if (days.data.days.length === 0) return <EmptyState title={t.emptyTitle} hint={t.emptyHint} />;
  const hasEvents = (events.data?.events.length ?? 0) > 0;
  const hasServices = (services.data?.services.length ?? 0) > 0;
  return (
    <div className="sk-cat">
      <Calendar
        value={date}
        onChange={setPicked}
        days={days.data.days}
        min={days.data.minDate}
        max={days.data.maxDate}
      />
      {date === null ? null : events.isPending || services.isPending ? (
        <CatalogueSkeleton />
      ) : events.isError || services.isError ? (
        <CatalogueError onRetry={() => void Promise.all([events.refetch(), services.refetch()])} />
      ) : !hasEvents && !hasServices ? (
        <EmptyState title={t.emptyDayTitle} hint={t.emptyDayHint} />
      ) : (
        <>
          {hasEvents ? (
            <section aria-label={t.scheduleTitle}>
              <h2 className="sk-cat__heading">{t.scheduleTitle}</h2>
              <SessionList
                complexId={complexId}
                placeId={placeId}
                date={date}
                timeZone={events.data!.timeZone}
                events={events.data!.events}
              />
            </section>
          ) : null}
          {hasServices ? (
            <section aria-label={t.servicesTitle}>
              <h2 className="sk-cat__heading">{t.servicesTitle}</h2>
              <ServiceList
                complexId={complexId}
                placeId={placeId}
                date={date}
                services={services.data!.services}
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

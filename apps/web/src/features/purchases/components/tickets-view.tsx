import { useState } from 'react';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import type { TimeOfDayBand } from '@sportkarta/contract/enums-statuses';
import { bandOf } from '@sportkarta/contract/zoned';
import { ruCommerce } from '@/i18n/ru-commerce';
import type { PurchasesCalendarDay } from '@sportkarta/contract/api/purchases-calendar';
import { dayOf } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { SegmentTabs } from '@/ui/segment-tabs';
import { LoadingPlaceholder } from '@/ui/loading-placeholder';
import { type TicketKind, useTickets } from '../api/get-tickets';
import { ticketDay } from '../model/ticket-day';
import { CalendarFeedControl } from './calendar-feed';
import { PurchasesCalendar } from './purchases-calendar';
import { TicketCard } from './ticket-card';
import { UpdatedNote } from './updated-note';
import './purchases.css';

const t = ruCommerce;
const BANDS: TimeOfDayBand[] = ['morning', 'day', 'evening'];
/** The calendar's day type of each list (spec §2.4 types). */
const KIND_DAY_TYPE = { EVENT: 'SCHEDULED_EVENT', SERVICE: 'SERVICE' } as const;

function Skeleton() {
  return (
    <LoadingPlaceholder className="sk-tickets__skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="sk-tickets__skeleton-card" />
      ))}
    </LoadingPlaceholder>
  );
}

/** The band a ticket's session starts in (venue's time zone); the first band with tickets opens. */
const bandOfTicket = (ticket: Ticket): TimeOfDayBand =>
  ticket.startsAt ? bandOf(new Date(ticket.startsAt), ticket.timeZone) : 'day';

function TicketList({ items }: { items: Ticket[] }) {
  return (
    <ul className="sk-tickets__list">
      {items.map((ticket) => (
        <TicketCard key={ticket.qrCodeId} ticket={ticket} />
      ))}
    </ul>
  );
}

function EventTickets({ items }: { items: Ticket[] }) {
  const [chosen, setChosen] = useState<TimeOfDayBand | null>(null);
  const band = chosen ?? BANDS.find((b) => items.some((i) => bandOfTicket(i) === b)) ?? 'morning';
  const shown = items.filter((i) => bandOfTicket(i) === band);
  return (
    <>
      <SegmentTabs
        label={t.withSchedule}
        value={band}
        onChange={setChosen}
        options={BANDS.map((b) => ({ value: b, label: t.bands[b] }))}
      />
      {shown.length ? <TicketList items={shown} /> : <EmptyState title={t.bandEmpty} hint="" />}
    </>
  );
}

/** The chosen day's heading with the way back to every day. */
function DayHeading({ day, onClear }: { day: string; onClear: () => void }) {
  return (
    <div className="sk-tickets__day">
      <h2>{t.dayTickets(dayOf(day))}</h2>
      <button type="button" className="sk-button sk-button--ghost" onClick={onClear}>
        {t.allDays}
      </button>
    </div>
  );
}

/**
 * /tabs/profile/tickets: «С расписанием» (by morning / day / evening) and «Без расписания»; the
 * calendar marks the days with tickets, and choosing one shows that day's.
 */
export function TicketsView() {
  const [kind, setKind] = useState<TicketKind>('EVENT');
  const [day, setDay] = useState<string | null>(null);
  const q = useTickets(kind);
  const pickDay = (picked: PurchasesCalendarDay) => {
    setDay(picked.date);
    // The day's tickets are of the other kind only: show those.
    if (!picked.types.includes(KIND_DAY_TYPE[kind]))
      setKind(kind === 'EVENT' ? 'SERVICE' : 'EVENT');
  };
  const items = q.data?.items.filter((i) => day === null || ticketDay(i) === day) ?? [];
  return (
    <div className="sk-tickets">
      <SegmentTabs
        label={t.ticketsTitle}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'EVENT', label: t.withSchedule },
          { value: 'SERVICE', label: t.withoutSchedule },
        ]}
      />
      <PurchasesCalendar value={day} onChange={pickDay} />
      {day ? <DayHeading day={day} onClear={() => setDay(null)} /> : null}
      {q.isPending ? (
        <Skeleton />
      ) : q.data === undefined ? (
        <EmptyState
          title={t.ticketsLoadError}
          hint={q.error?.message}
          action={
            <button type="button" className="sk-button" onClick={() => void q.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : (
        <>
          {items.length === 0 ? (
            <EmptyState
              title={day ? t.dayEmpty : t.ticketsEmpty}
              hint={day ? '' : t.ticketsEmptyHint}
            />
          ) : kind === 'EVENT' ? (
            <EventTickets key={day ?? 'all'} items={items} />
          ) : (
            <TicketList items={items} />
          )}
          <UpdatedNote updatedAt={q.dataUpdatedAt} error={q.error} />
        </>
      )}
      <CalendarFeedControl />
    </div>
  );
}

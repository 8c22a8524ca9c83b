import { useState } from 'react';
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import type { TimeOfDayBand } from '@sportkarta/contract/enums-statuses';
import { bandOf } from '@sportkarta/contract/zoned';
import { ru } from '@/i18n/ru';
import { timeIn } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { type TicketKind, useTickets } from '../api/get-tickets';
import { TicketCard } from './ticket-card';
import './purchases.css';

const t = ru.commerce;
const BANDS: TimeOfDayBand[] = ['morning', 'day', 'evening'];

function Skeleton() {
  return (
    <div className="sk-tickets__skeleton" aria-busy="true" aria-label={ru.app.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="sk-tickets__skeleton-card" />
      ))}
    </div>
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
      <IonSegment
        value={band}
        onIonChange={(e) => setChosen(e.detail.value as TimeOfDayBand)}
        aria-label={t.withSchedule}
      >
        {BANDS.map((b) => (
          <IonSegmentButton key={b} value={b}>
            <IonLabel>{t.bands[b]}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {shown.length ? <TicketList items={shown} /> : <EmptyState title={t.bandEmpty} hint="" />}
    </>
  );
}

/** /tabs/profile/tickets: «С расписанием» (by morning / day / evening) and «Без расписания». */
export function TicketsView() {
  const [kind, setKind] = useState<TicketKind>('EVENT');
  const q = useTickets(kind);
  return (
    <div className="sk-tickets">
      <IonSegment
        value={kind}
        onIonChange={(e) => setKind(e.detail.value as TicketKind)}
        aria-label={t.ticketsTitle}
      >
        <IonSegmentButton value="EVENT">
          <IonLabel>{t.withSchedule}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="SERVICE">
          <IonLabel>{t.withoutSchedule}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {q.isPending ? (
        <Skeleton />
      ) : q.isError ? (
        <EmptyState
          title={t.ticketsLoadError}
          hint={q.error.message}
          action={
            <button type="button" className="sk-button" onClick={() => void q.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : q.data.items.length === 0 ? (
        <EmptyState title={t.ticketsEmpty} hint={t.ticketsEmptyHint} />
      ) : (
        <>
          {kind === 'EVENT' ? (
            <EventTickets items={q.data.items} />
          ) : (
            <TicketList items={q.data.items} />
          )}
          <p className="sk-tickets__updated">
            {t.updatedAt(
              timeIn(q.data.serverNow, Intl.DateTimeFormat().resolvedOptions().timeZone),
            )}
          </p>
        </>
      )}
    </div>
  );
}

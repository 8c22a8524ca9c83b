import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { ticketsQueryKey } from '../api/get-tickets';
import { TicketsView } from './tickets-view';
import { aTicket } from '@/test/ticket-fixture';

startApiServer();

// Issue 12: the calendar marks of «Мои билеты», choosing a day, and the saved lists shown when
// the network fails. Only Date is faked (the fake API needs real timers): Wednesday
// 25 November 2026 at noon on the device, whatever its time zone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 12) });
});
afterEach(() => {
  vi.useRealTimers();
});

const ticket = (o: Partial<Ticket>): Ticket => aTicket({ placeName: null, visitDate: null, ...o });
const list = (items: Ticket[]) => ({ items, serverNow: '2026-11-25T09:00:00.000Z' });

const renderView = (client = createQueryClient()) =>
  render(
    <IonApp>
      <QueryClientProvider client={client}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/tickets']}>
          <TicketsView />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

const dayButton = (iso: string) =>
  document.querySelector<HTMLButtonElement>(`[data-date="${iso}"]`)!;

describe('TicketsView calendar', () => {
  it('marks the days with tickets; choosing one shows that day’s tickets of its kind', async () => {
    const seen = recordRequests();
    answerWith(
      'get',
      '/v1/mob/user/purchases-services-with-date',
      list([
        ticket({}),
        ticket({
          qrCodeId: 'Later00000000000000001',
          title: 'Аквааэробика',
          startsAt: '2026-11-30T16:00:00.000Z',
          endsAt: '2026-11-30T17:00:00.000Z',
        }),
      ]),
    );
    answerWith(
      'get',
      '/v1/mob/user/purchases-services-without-date',
      list([
        ticket({
          qrCodeId: 'Visit00000000000000001',
          kind: 'SERVICE',
          title: 'Тренажёрный зал',
          startsAt: null,
          endsAt: null,
          visitDate: '2026-11-26',
        }),
      ]),
    );
    answerWith('post', '/v1/mob/user/purchases-service-calendar', {
      from: '2026-10-26',
      to: '2027-01-26',
      days: [
        { date: '2026-11-26', types: ['SERVICE'], count: 1 },
        { date: '2026-11-28', types: ['SCHEDULED_EVENT'], count: 1 },
        { date: '2026-11-30', types: ['SCHEDULED_EVENT'], count: 1 },
      ],
    });
    renderView();
    await vi.waitFor(() => expect(dayButton('2026-11-28')).not.toHaveAttribute('aria-disabled'));
    // A month back and two ahead: 93 days, today's calendar day in the middle.
    const asked = seen.find((r) => r.url === '/v1/mob/user/purchases-service-calendar');
    expect(asked?.body).toEqual({ from: '2026-10-26', to: '2027-01-26' });
    expect(dayButton('2026-11-28')).toHaveAccessibleName(
      '28 ноября 2026, суббота, есть сеансы по расписанию',
    );
    expect(dayButton('2026-11-26')).toHaveAccessibleName('26 ноября 2026, четверг, есть билеты');
    expect(dayButton('2026-11-27')).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(dayButton('2026-11-28'));
    expect(
      await screen.findByRole('heading', { name: 'Билеты: суббота, 28 ноября' }),
    ).toBeVisible();
    const shown = screen.getByRole('list');
    expect(within(shown).getByText('Свободное плавание')).toBeInTheDocument();
    expect(within(shown).queryByText('Аквааэробика')).toBeNull();

    // A day of visits only switches to «Без расписания».
    fireEvent.click(dayButton('2026-11-26'));
    expect(await screen.findByText('Тренажёрный зал')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Все дни' }));
    expect(screen.queryByRole('heading', { name: /^Билеты:/ })).toBeNull();
  });

  it('shows the saved lists with when they were fetched when the network fails', async () => {
    const client = createQueryClient();
    const fetchedAt = new Date(2026, 10, 24, 21, 5).getTime();
    client.setQueryData(ticketsQueryKey('EVENT'), list([ticket({})]), { updatedAt: fetchedAt });
    answerWith('get', '/v1/mob/user/purchases-services-with-date', () => HttpResponse.error());
    answerWith('post', '/v1/mob/user/purchases-service-calendar', () => HttpResponse.error());
    renderView(client);
    expect(
      await screen.findByText('Нет соединения с интернетом — показаны сохранённые данные'),
    ).toBeInTheDocument();
    expect(screen.getByText('Обновлено вчера в 21:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Свободное плавание/ })).toBeInTheDocument();
  });
});

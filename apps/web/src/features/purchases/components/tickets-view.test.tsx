import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, startApiServer } from '@/test/api-server';
import { TicketQr } from './ticket-qr';
import { TicketsView } from './tickets-view';
import { aTicket } from '@/test/ticket-fixture';

startApiServer();

function choose(segmentLabel: string, tab: string) {
  fireEvent.click(
    within(screen.getByRole('tablist', { name: segmentLabel })).getByRole('tab', { name: tab }),
  );
}

const ticket = aTicket;

const NO_DAYS = { from: '2026-10-26', to: '2027-01-26', days: [] };

const renderView = (node: React.ReactNode, client = createQueryClient()) =>
  render(
    <IonApp>
      <QueryClientProvider client={client}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/tickets']}>
          {node}
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

describe('TicketsView', () => {
  beforeEach(() => {
    // Wednesday 25 November, 11:00 in Moscow; only Date is faked (the fake API needs timers).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T08:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('groups session tickets by morning, day and evening in the venue’s time zone', async () => {
    answerWith('get', '/v1/mob/user/purchases-services-with-date', {
      items: [
        ticket({}),
        ticket({
          qrCodeId: 'Morning0000000000000001',
          title: 'Аквааэробика',
          startsAt: '2026-11-29T05:00:00.000Z',
          endsAt: '2026-11-29T06:00:00.000Z',
        }),
      ],
      serverNow: '2026-11-25T08:00:00.000Z',
    });
    answerWith('post', '/v1/mob/user/purchases-service-calendar', NO_DAYS);
    renderView(<TicketsView />);
    // The first band with tickets opens: 08:00 Moscow is morning.
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Аквааэробика')).toBeInTheDocument();
    expect(within(list).queryByText('Свободное плавание')).toBeNull();
    choose('С расписанием', 'Вечер');
    expect(await screen.findByText('Свободное плавание')).toBeInTheDocument();
    expect(screen.getByText('Суббота, 28 ноября, 19:00–20:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Свободное плавание/ })).toHaveAttribute(
      'href',
      '/tabs/profile/tickets/Qx7f3Kp9LmN2vB8rT4yW1a',
    );
    expect(screen.getByText('Активный')).toBeInTheDocument();
    expect(screen.getByText(/^Обновлено сегодня в \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('«Без расписания» lists service visits; an empty list says so', async () => {
    answerWith('get', '/v1/mob/user/purchases-services-with-date', {
      items: [],
      serverNow: '2026-11-25T08:00:00.000Z',
    });
    answerWith('get', '/v1/mob/user/purchases-services-without-date', {
      items: [
        ticket({
          kind: 'SERVICE',
          title: 'Тренажёрный зал',
          startsAt: null,
          endsAt: null,
          visitDate: '2026-11-26',
          visitsTotal: 2,
        }),
      ],
      serverNow: '2026-11-25T08:00:00.000Z',
    });
    answerWith('post', '/v1/mob/user/purchases-service-calendar', NO_DAYS);
    renderView(<TicketsView />);
    expect(await screen.findByText('Билетов пока нет')).toBeInTheDocument();
    choose('Мои билеты', 'Без расписания');
    expect(await screen.findByText('Тренажёрный зал')).toBeInTheDocument();
    expect(screen.getByText('Четверг, 26 ноября')).toBeInTheDocument();
  });
});

describe('TicketQr', () => {
  it('draws the signed token as a QR code and says what it lets in', async () => {
    renderView(<TicketQr ticket={ticket({ visitsTotal: 8, visitsUsed: 3, status: 'ACTIVE' })} />);
    const img = await screen.findByRole('img', { name: 'QR-код билета: Свободное плавание' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Осталось 5 проходов')).toBeInTheDocument();
    expect(screen.getByText('Для кого: Анна Демидова')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказ № 100042: состав и возврат' })).toHaveAttribute(
      'href',
      '/tabs/profile/orders/0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
    );
  });

  it('a used ticket shows «Погашен» and no code to show at the door', () => {
    renderView(<TicketQr ticket={ticket({ status: 'DEACTIVATED', visitsUsed: 1 })} />);
    expect(screen.getByText('Погашен')).toBeInTheDocument();
    expect(screen.getByText('Билет погашен: по нему уже прошли')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Покажите QR-код на входе')).toBeNull();
  });
});

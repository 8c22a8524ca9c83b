import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Ticket } from '@sportkarta/contract/api/purchases';
import { createQueryClient } from '@/lib/query-client';
import { useSession, type SessionValue } from '@/lib/session';
import { answerWith, startApiServer } from '@/test/api-server';
import TicketsSummaryPage from './tickets-summary-page';
import { aTicket } from '@/test/ticket-fixture';

startApiServer();
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
const signedIn = {
  status: 'logged-in',
  role: 'LOGINED',
  user: null,
  login: vi.fn(),
  logout: vi.fn(),
  reloadUser: vi.fn(),
  returnToSaved: vi.fn(),
} satisfies SessionValue;

// spec §2.2 /tickets/summary: the QR page of the nearest upcoming ticket. Wednesday
// 25 November 2026, 11:00 in Moscow (only Date is faked: the fake API needs timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T08:00:00Z') });
  vi.mocked(useSession).mockReturnValue(signedIn);
});
afterEach(() => vi.useRealTimers());

const ticket = (o: Partial<Ticket>): Ticket =>
  aTicket({ qrCodeId: 'Saturday00000000000001', placeName: null, visitDate: null, ...o });
const list = (items: Ticket[]) => ({ items, serverNow: '2026-11-25T08:00:00.000Z' });

const renderPage = () =>
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tickets/summary']}>
          <TicketsSummaryPage />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

describe('/tickets/summary', () => {
  it('shows the QR code of the nearest upcoming active ticket of either list', async () => {
    answerWith(
      'get',
      '/v1/mob/user/purchases-services-with-date',
      list([
        ticket({}),
        ticket({
          qrCodeId: 'Yesterday000000000001',
          title: 'Аквааэробика',
          startsAt: '2026-11-24T16:00:00.000Z',
          validUntil: '2026-11-24T17:00:00.000Z',
          status: 'OUTDATED',
        }),
      ]),
    );
    answerWith(
      'get',
      '/v1/mob/user/purchases-services-without-date',
      list([
        ticket({
          qrCodeId: 'Thursday0000000000001',
          kind: 'SERVICE',
          title: 'Тренажёрный зал',
          startsAt: null,
          endsAt: null,
          visitDate: '2026-11-26',
          validUntil: '2026-11-26T21:00:00.000Z',
        }),
      ]),
    );
    renderPage();
    expect(
      await screen.findByRole('img', { name: 'QR-код билета: Тренажёрный зал' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Четверг, 26 ноября')).toBeInTheDocument();
  });

  it('without an upcoming ticket: an empty state with the way to «Мои билеты»', async () => {
    answerWith('get', '/v1/mob/user/purchases-services-with-date', list([]));
    answerWith(
      'get',
      '/v1/mob/user/purchases-services-without-date',
      list([ticket({ status: 'REFUNDED' })]),
    );
    renderPage();
    expect(await screen.findByText('Ближайших билетов нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои билеты' })).toHaveAttribute(
      'href',
      '/tabs/profile/tickets',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});

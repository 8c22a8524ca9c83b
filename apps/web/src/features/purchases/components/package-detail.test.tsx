import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SoldPackage } from '@sportkarta/contract/api/service-packages';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import { useSoldPackage } from '../api/sold-packages';
import { validityText } from './package-card';
import { PackageDetail } from './package-detail';

startApiServer();

const ID = '5b1f4a8e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

const pkg = (o: Partial<SoldPackage> = {}): SoldPackage => ({
  id: ID,
  name: 'Абонемент в бассейн',
  rateName: '8 посещений',
  term: 'MONTH',
  termDays: null,
  complexId: 7,
  complexName: 'Бассейн «Волна»',
  timeZone: 'Europe/Moscow',
  dayRule: 'ON_WEEKDAYS',
  status: 'CREATED',
  holder: { childId: null, name: 'Анна Демидова' },
  visitsTotal: 8,
  visitsUsed: 0,
  activatedAt: null,
  validUntil: null,
  frozenAt: null,
  freeze: { daysAllowed: 7, daysUsed: 0, daysLeft: 7, timesAllowed: 1, timesUsed: 0 },
  canActivate: true,
  canFreeze: false,
  canUnfreeze: false,
  orderId: '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
  orderNumber: 100042,
  purchasedAt: '2026-11-25T08:00:00.000Z',
  qrToken: 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJwa2c6In0.c2lnbmF0dXJl',
  ...o,
});

function Live() {
  const q = useSoldPackage(ID);
  return q.data ? <PackageDetail pkg={q.data} /> : null;
}

const renderLive = () =>
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={[`/tabs/profile/servicePackages/${ID}`]}>
          <Live />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

describe('PackageDetail', () => {
  it('activates after a confirmation and shows the validity in the venue’s zone', async () => {
    const seen = recordRequests();
    let current = pkg();
    answerWith('get', '/v1/mob/user/sold-service-packages/:id', () => HttpResponse.json(current));
    answerWith('get', '/v1/mob/user/sold-service-packages', () =>
      HttpResponse.json({ items: [current], serverNow: '2026-11-25T08:00:00.000Z' }),
    );
    answerWith('post', '/v1/mob/user/service-packages/:id/activate', () => {
      current = pkg({
        status: 'ACTIVE',
        activatedAt: '2026-11-25T08:00:00.000Z',
        validUntil: '2026-12-24T21:00:00.000Z',
        canActivate: false,
        canFreeze: true,
      });
      return HttpResponse.json(current);
    });
    renderLive();
    expect(await screen.findByText('Срок действия начнётся со дня активации.')).toBeInTheDocument();
    expect(screen.getByText('Только по будням')).toBeInTheDocument();
    expect(screen.getByText('Осталось 7 дней заморозки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказ № 100042: состав и возврат' })).toHaveAttribute(
      'href',
      '/tabs/profile/orders/0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    const dialog = screen.getByRole('dialog', { name: 'Активировать абонемент?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Активировать' }));
    // The last day is the 24th in Moscow: valid until midnight of the 25th there.
    expect(
      await screen.findByText('Действует до 24 декабря 2026 включительно'),
    ).toBeInTheDocument();
    expect(screen.getByText('Активный')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заморозить' })).toBeEnabled();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      `/v1/mob/user/service-packages/${ID}/activate`,
    ]);
  });

  it('a refused freeze says why', async () => {
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    answerWith(
      'get',
      '/v1/mob/user/sold-service-packages/:id',
      pkg({ status: 'ACTIVE', canActivate: false, canFreeze: true }),
    );
    answerWith('post', '/v1/mob/user/service-packages/:id/freeze', () =>
      apiError(409, 'CONFLICT', 'Все заморозки по этому абонементу уже использованы'),
    );
    renderLive();
    fireEvent.click(await screen.findByRole('button', { name: 'Заморозить' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/Осталось 7 дней заморозки/);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Заморозить' }));
    await screen.findByRole('button', { name: 'Заморозить' });
    await vi.waitFor(() =>
      expect(toasts).toEqual(['Все заморозки по этому абонементу уже использованы']),
    );
    stop();
  });
});

describe('validityText', () => {
  const active = (o: Partial<SoldPackage>) =>
    pkg({ status: 'ACTIVE', activatedAt: '2026-11-25T08:00:00.000Z', ...o });
  const monday = '2026-11-29T21:00:00.000Z';

  it('says from when a package activated at the desk from a later day counts', () => {
    // The server answers `startsOn` while that day is ahead (Monday 30 November in Moscow).
    const later = { activatedAt: monday, startsOn: '2026-11-30' };
    expect(validityText(active({ ...later, validUntil: '2026-12-29T21:00:00.000Z' }))).toBe(
      'Действует с 30 ноября 2026 по 29 декабря 2026 включительно',
    );
    expect(validityText(active({ ...later, validUntil: null }))).toBe(
      'Действует с 30 ноября 2026, без ограничения срока',
    );
    // From that day on (no `startsOn`) it reads as any other, whatever the device's clock.
    expect(
      validityText(
        active({ activatedAt: monday, startsOn: null, validUntil: '2026-12-29T21:00:00.000Z' }),
      ),
    ).toBe('Действует до 29 декабря 2026 включительно');
  });
});

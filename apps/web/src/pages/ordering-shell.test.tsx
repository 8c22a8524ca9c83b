import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { startApiServer } from '@/test/api-server';
import EventOrderingPage from './event-ordering-page';
import SectionOrderingPage from './section-ordering-page';
import ServiceOrderingPage from './service-ordering-page';
import ServicePackageOrderingPage from './service-package-ordering-page';

// No handler is registered: a catalogue call from a screen without a selection fails the test.
startApiServer();
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));

function renderAt(url: string, Page: ComponentType) {
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={[url]}>
          <IonRouterOutlet>
            <Route path={url.split('?')[0]} element={<Page />} />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'logged-out' } as ReturnType<typeof useSession>);
});

describe('ordering screens opened without a selection (issue 28)', () => {
  it.each([
    ['/payment/order/event-ordering', EventOrderingPage],
    ['/payment/order/service-ordering', ServiceOrderingPage],
    ['/payment/order/service-package-ordering', ServicePackageOrderingPage],
    // An old link that lost its date: the rest alone does not say which day to sell.
    ['/payment/order/service-ordering?complexId=7&placeId=12&serviceId=3', ServiceOrderingPage],
  ] as const)('%s says nothing is chosen and offers a way back', async (url, Page) => {
    renderAt(url, Page);
    expect(await screen.findByRole('heading', { name: 'Покупка не выбрана' })).toBeVisible();
    expect(screen.getByText(/Ссылка устарела или неполная/)).toBeVisible();
    expect(screen.queryByLabelText('Загрузка…')).toBeNull();
    const back = screen.getByRole('link', { name: /Перейти на главную|Вернуться к выбору/ });
    expect(back).toHaveAttribute(
      'href',
      url.includes('complexId') ? '/tabs/places/7/serviceTypes/services/12' : '/tabs/main',
    );
  });

  it('the section rate without its member leads back to «Мои секции»', async () => {
    renderAt('/payment/order/section-ordering?complexId=7&groupId=5&rateId=2', SectionOrderingPage);
    expect(await screen.findByRole('heading', { name: 'Покупка не выбрана' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вернуться к выбору' })).toHaveAttribute(
      'href',
      '/tabs/profile/sections',
    );
  });
});

import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, startApiServer } from '@/test/api-server';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import AboutPage, { DEV_UNLOCK_TAPS } from './about-page';

startApiServer();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('О приложении', () => {
  it('seven taps on the version open the developer settings, a toast counting down', async () => {
    answerWith('get', '/v1/agreements', []);
    const toasts: string[] = [];
    const stop = subscribeToasts((toast: ToastInput) => toasts.push(toast.message));
    render(
      <IonApp>
        <QueryClientProvider client={createQueryClient()}>
          <IonReactMemoryRouter initialEntries={['/tabs/profile/about']}>
            <AboutPage />
            <Where />
          </IonReactMemoryRouter>
        </QueryClientProvider>
      </IonApp>,
    );
    const version = await screen.findByRole('button', { name: /^Версия \d/ });
    for (let i = 1; i < DEV_UNLOCK_TAPS; i += 1) fireEvent.click(version);
    expect(screen.getByTestId('where')).toHaveTextContent('/tabs/profile/about');
    expect(toasts).toEqual([
      '4 нажатия до настроек разработчика',
      '3 нажатия до настроек разработчика',
      '2 нажатия до настроек разработчика',
      '1 нажатие до настроек разработчика',
    ]);
    fireEvent.click(version);
    expect(screen.getByTestId('where')).toHaveTextContent('/tabs/profile/dev-settings');
    stop();
  });
});

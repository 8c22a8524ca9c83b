import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import PaymentSberPage from './payment-sber-page';

startApiServer();

const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';
const MD_ORDER = '61351fbd-ac25-484f-b930-4d0ce4101ab7';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

const renderAt = (url: string) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IonApp>
        <IonReactMemoryRouter initialEntries={[url]}>
          <PaymentSberPage />
          <Where />
        </IonReactMemoryRouter>
      </IonApp>
    </QueryClientProvider>,
  );

const completed = (done: boolean) => ({
  order: {
    id: ORDER,
    number: 100042,
    status: done ? 'payed' : 'created',
    complexId: 7,
    complexName: 'ФОК',
    childId: null,
    provider: 'SBERBANK',
    subtotalKopecks: 70000,
    feeKopecks: 0,
    totalKopecks: 70000,
    lines: [],
    createdAt: '2026-11-25T08:00:00.000Z',
    expiresAt: '2026-11-25T08:30:00.000Z',
    paidAt: done ? '2026-11-25T08:02:00.000Z' : null,
    cancelReason: null,
  },
  completed: done,
  paymentStatus: done ? 'SUCCESS' : 'REJECTED',
  errorCode: done ? null : 'PAYMENT_CANCELED',
  message: done ? null : 'Недостаточно средств на карте',
  retryable: !done,
  billId: 'b',
});

describe('/payment/sber', () => {
  it("sends Sberbank's mdOrder back and goes on to the success view", async () => {
    const seen = recordRequests();
    answerWith('post', '/v1/mob/sber/complete', completed(true));
    renderAt(`/payment/sber?orderId=${MD_ORDER}&lang=ru`);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/payment/${ORDER}/success`),
    );
    expect(seen.find((r) => r.url.endsWith('/v1/mob/sber/complete'))?.body).toEqual({
      mdOrder: MD_ORDER,
    });
  });

  it("a declined payment goes to the order's payment view", async () => {
    answerWith('post', '/v1/mob/sber/complete', completed(false));
    renderAt(`/payment/sber?failed=1&orderId=${MD_ORDER}&lang=ru`);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/payment/${ORDER}`));
  });

  it('an unknown payment or a missing id shows the error view with its explanation', async () => {
    answerWith('post', '/v1/mob/sber/complete', () =>
      apiError(
        400,
        'INCORRECT_PAYMENT_CALLBACK_ID',
        'Платёж не найден: вернитесь к заказу в профиле',
      ),
    );
    renderAt(`/payment/sber?orderId=${MD_ORDER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так :(');
    expect(screen.getByText('Платёж не найден: вернитесь к заказу в профиле')).toBeInTheDocument();
  });

  it('without the id there is nothing to ask: the error view at once', async () => {
    const seen = recordRequests();
    renderAt('/payment/sber');
    expect(await screen.findByRole('alert')).toHaveTextContent('Покупка не состоялась');
    expect(
      screen.getByText(
        'Не удалось определить, какой платёж завершился. Проверьте покупки в профиле.',
      ),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

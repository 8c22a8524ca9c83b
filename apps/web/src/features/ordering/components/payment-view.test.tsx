import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import { HttpResponse } from 'msw';
import type { OrderCompleted } from '@sportkarta/contract/api/orders';
import { setClock } from '@sportkarta/contract/clock';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { PaymentStatus } from './payment-view';

startApiServer();
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));
const openPaymentPage = vi.fn();
vi.mock('../lib/payment-page', () => ({
  openPaymentPage: (url: string) => openPaymentPage(url),
  paymentReturnTo: () => 'web',
  methodsForPlatform: (m: string[]) => m,
}));

const NOW = '2026-11-25T08:00:00.000Z';
const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';
const BILL = '6b1f0a52-3f1e-4a55-9d8a-2f1d0c4b7e10';

const state = (o: Partial<OrderCompleted>): OrderCompleted => ({
  order: {
    id: ORDER,
    number: 100042,
    status: 'created',
    complexId: 7,
    complexName: 'Бассейн «Волна»',
    childId: null,
    provider: 'YOOKASSA',
    subtotalKopecks: 70000,
    feeKopecks: 1050,
    totalKopecks: 71050,
    lines: [
      {
        kind: 'RESERVATION',
        title: 'Свободное плавание',
        quantity: 1,
        unitPriceKopecks: 70000,
        amountKopecks: 70000,
        feeKopecks: 1050,
        visitDate: '2026-11-28',
        sessionStartsAt: '2026-11-28T07:00:00.000Z',
      },
    ],
    createdAt: NOW,
    expiresAt: '2026-11-25T08:30:00.000Z',
    paidAt: null,
    cancelReason: null,
  },
  completed: false,
  paymentStatus: 'REGISTERED',
  errorCode: null,
  message: null,
  retryable: true,
  billId: null,
  ...o,
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt() {
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={[`/payment/${ORDER}`]}>
          <IonRouterOutlet>
            <Route
              path="*"
              element={
                <>
                  <PaymentStatus orderId={ORDER} />
                  <Where />
                </>
              }
            />
          </IonRouterOutlet>
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
}

beforeEach(() => {
  setClock(NOW);
  answerWith('get', '/v1/mob/ucashboxaccounts/7', {
    complexId: 7,
    provider: 'YOOKASSA',
    inAppPurchase: true,
    methods: ['bank_card', 'yoo_money'],
    feeBasisPoints: 150,
  });
  answerWith('post', '/v1/mob/sber/payment', {
    billId: BILL,
    orderId: ORDER,
    provider: 'YOOKASSA',
    confirmationUrl: 'https://pay.example/checkout?orderId=2',
  });
});
afterEach(() => vi.clearAllMocks());

describe('PaymentStatus', () => {
  it('an unpaid order can be canceled from its screen: the seats are freed (issue 28)', async () => {
    answerWith('get', `/v1/mob/orderCompleted/${ORDER}`, state({}));
    const seen = recordRequests();
    const canceled = state({}).order;
    answerWith('post', `/v1/mob/orders/${ORDER}/cancel`, () => {
      // The next poll answers the canceled order, as the server would.
      answerWith(
        'get',
        `/v1/mob/orderCompleted/${ORDER}`,
        state({
          order: { ...canceled, status: 'canceled', cancelReason: 'CANCELED_BY_USER' },
          paymentStatus: 'CANCELED',
          errorCode: 'PAYMENT_CANCELED',
          message: 'Заказ отменён, места освобождены',
          retryable: false,
        }),
      );
      return HttpResponse.json({
        ...canceled,
        status: 'canceled',
        cancelReason: 'CANCELED_BY_USER',
      });
    });
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByRole('heading', { name: 'Заказ отменён' })).toBeInTheDocument();
    expect(screen.getByText(/Места освобождены/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
    expect(seen.filter((r) => r.url === `/v1/mob/orders/${ORDER}/cancel`)).toHaveLength(1);
  });

  it('an unpaid order shows what it is and opens the payment page', async () => {
    answerWith('get', `/v1/mob/orderCompleted/${ORDER}`, state({}));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Заказ № 100042' })).toBeInTheDocument();
    expect(screen.getByText('Итого: 710,50 ₽')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Оплатить 710,50/ }));
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('https://pay.example/checkout?orderId=2'),
    );
  });

  it('a declined payment shows the spec §8 view, the reason, and a retry', async () => {
    answerWith(
      'get',
      `/v1/mob/orderCompleted/${ORDER}`,
      state({
        paymentStatus: 'REJECTED',
        errorCode: 'PAYMENT_CANCELED',
        message: 'Недостаточно средств на карте',
        billId: BILL,
      }),
    );
    const seen = recordRequests();
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так :(');
    expect(screen.getByText('Покупка не состоялась')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно средств на карте')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(seen.find((r) => r.url.endsWith('/v1/mob/sber/payment'))?.body).toEqual({
      orderId: ORDER,
      returnTo: 'web',
      // Issue 28: back to the origin the person paid from.
      returnOrigin: window.location.origin,
    });
  });

  it('coming back while the bank answers: the payment is read back once, then success', async () => {
    answerWith(
      'get',
      `/v1/mob/orderCompleted/${ORDER}`,
      state({ paymentStatus: 'PROCESSING', billId: BILL, retryable: false }),
    );
    answerWith(
      'post',
      '/v1/mob/sber/complete',
      state({ completed: true, paymentStatus: 'SUCCESS', billId: BILL, retryable: false }),
    );
    const seen = recordRequests();
    renderAt();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/payment/${ORDER}/success`),
    );
    const completes = seen.filter((r) => r.url.endsWith('/v1/mob/sber/complete'));
    expect(completes).toHaveLength(1);
    expect(completes[0]?.body).toEqual({ orderId: ORDER });
  });

  it('a venue without card payments explains itself and offers no retry', async () => {
    answerWith(
      'get',
      `/v1/mob/orderCompleted/${ORDER}`,
      state({
        order: { ...state({}).order, status: 'canceled', cancelReason: 'ORDER_EXPIRED' },
        paymentStatus: 'CANCELED',
        errorCode: 'PAYMENT_CANCELED',
        message: 'Время на оплату заказа истекло',
        retryable: false,
      }),
    );
    renderAt();
    expect(await screen.findByText('Время на оплату заказа истекло')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Попробовать снова' })).toBeNull();
  });
});

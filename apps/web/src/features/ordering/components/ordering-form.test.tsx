import { DefaultIonLifeCycleContext } from '@ionic/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import {
  answerOrderingBasics,
  HOLD,
  ORDER,
  order,
  quote,
  renderForm,
} from './ordering-form.fixture';

startApiServer();
const askToSignIn = vi.fn();
vi.mock('@/ui/auth-required-modal', () => ({ useAuthRequired: () => askToSignIn }));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));
const openPaymentPage = vi.fn();
vi.mock('../lib/payment-page', () => ({
  openPaymentPage: (url: string) => openPaymentPage(url),
  paymentReturnTo: () => 'web',
  methodsForPlatform: (m: string[]) => m,
}));

beforeEach(() => answerOrderingBasics(answerWith));
afterEach(() => vi.clearAllMocks());

describe('OrderingForm', () => {
  it('leaving without ordering releases the held seats at once (issue 28)', async () => {
    const seen = recordRequests();
    answerWith('post', '/v2/mob/scheduled-events/reservations/delete', { released: true });
    const view = renderForm();
    await screen.findByRole('timer');
    view.unmount();
    await waitFor(() =>
      expect(
        seen.find((r) => r.url === '/v2/mob/scheduled-events/reservations/delete')?.body,
      ).toEqual({ reservationId: HOLD }),
    );
  });

  it('a tab switch that keeps the page alive releases the hold; coming back holds again (issue 28)', async () => {
    const seen = recordRequests();
    answerWith('post', '/v2/mob/scheduled-events/reservations/delete', { released: true });
    const life = new DefaultIonLifeCycleContext();
    const view = renderForm({}, life);
    await screen.findByRole('timer');
    const holds = () => seen.filter((r) => r.url === '/v2/mob/scheduled-events/reservations');
    expect(holds()).toHaveLength(1);
    // Ionic leaves the view (another tab) without unmounting it.
    act(() => life.ionViewDidLeave());
    await waitFor(() =>
      expect(
        seen.find((r) => r.url === '/v2/mob/scheduled-events/reservations/delete')?.body,
      ).toEqual({ reservationId: HOLD }),
    );
    expect(screen.queryByRole('timer')).toBeNull();
    // Back on the tab: a new hold with its timer.
    act(() => life.ionViewWillEnter());
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(holds()).toHaveLength(2);
    // A view entered without a leave before it holds nothing new.
    act(() => life.ionViewWillEnter());
    expect(holds()).toHaveLength(2);
    // Closing the screen then gives the new hold back too.
    view.unmount();
    await waitFor(() =>
      expect(seen.filter((r) => r.url.endsWith('/reservations/delete'))).toHaveLength(2),
    );
  });

  it('an order made from the hold keeps it: leaving then releases nothing', async () => {
    const seen = recordRequests();
    answerWith('post', '/v2/mob/order-free-sales', order('complete', 0));
    const view = renderForm();
    await screen.findByRole('timer');
    fireEvent.click(screen.getByRole('radio', { name: 'Миша Демидов' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Получить бесплатно' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/payment/${ORDER}/success`),
    );
    view.unmount();
    // An unanswered request would fail the test; none is made.
    expect(seen.filter((r) => r.url.includes('reservations/delete'))).toEqual([]);
  });

  it('holds the seats, shows the time left, and issues a free ticket for a child once both rules are ticked', async () => {
    const seen = recordRequests();
    answerWith('post', '/v2/mob/order-free-sales', order('complete', 0));
    renderForm();
    expect(await screen.findByRole('timer')).toHaveTextContent(
      /Места забронированы ещё 1[45]:\d\d/,
    );
    const free = await screen.findByRole('button', { name: 'Получить бесплатно' });
    expect(free).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Миша Демидов' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }));
    expect(free).toBeDisabled();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }),
    );
    expect(free).toBeEnabled();
    expect(screen.getAllByText('Бесплатно').length).toBeGreaterThan(0);
    fireEvent.click(free);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/payment/${ORDER}/success`),
    );
    const sent = seen.find((r) => r.url.endsWith('/v2/mob/order-free-sales'));
    expect(sent?.body).toMatchObject({
      complexId: 7,
      childId: 'c1',
      agreementsAccepted: true,
      lines: [{ kind: 'RESERVATION', reservationId: HOLD }],
    });
    expect(sent?.body).not.toHaveProperty('lines.0.price');
  });

  it("a paid order opens the provider's page; a refusal is shown and nothing moves", async () => {
    answerWith('post', '/v1/mob/public/calculateCommissionMobileSales', quote(40000));
    answerWith('post', '/v2/mob/preorder', () =>
      apiError(409, 'SOLD_OUT', 'Билеты на этот сеанс закончились'),
    );
    renderForm({ unitPriceKopecks: 40000 });
    await screen.findByRole('timer');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }),
    );
    const pay = await screen.findByRole('button', { name: 'Перейти к оплате' });
    expect(
      await screen.findByText('400 ₽', { selector: '.sk-order__total dd' }),
    ).toBeInTheDocument();
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByTestId('where')).toHaveTextContent('/order');
    answerWith('post', '/v2/mob/preorder', order('created', 40000));
    const seen = recordRequests();
    answerWith('post', '/v1/mob/sber/payment', {
      billId: HOLD,
      orderId: ORDER,
      provider: 'YOOKASSA',
      confirmationUrl: 'https://pay.example/checkout?orderId=1',
    });
    fireEvent.click(pay);
    await waitFor(() =>
      expect(openPaymentPage).toHaveBeenCalledWith('https://pay.example/checkout?orderId=1'),
    );
    expect(seen.find((r) => r.url.endsWith('/v1/mob/sber/payment'))?.body).toEqual({
      orderId: ORDER,
      returnTo: 'web',
      // Issue 28: back to the origin the person paid from.
      returnOrigin: window.location.origin,
    });
  });

  it("when the provider's page cannot be opened, the order's payment view takes over", async () => {
    answerWith('post', '/v1/mob/public/calculateCommissionMobileSales', quote(40000));
    answerWith('post', '/v2/mob/preorder', order('created', 40000));
    answerWith('post', '/v1/mob/sber/payment', () =>
      apiError(503, 'CONFIGURATION_MISSED', 'Оплата для этой площадки не настроена'),
    );
    renderForm({ unitPriceKopecks: 40000 });
    await screen.findByRole('timer');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/payment/${ORDER}`));
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('a visitor is asked to sign in; nothing is held', async () => {
    const seen = recordRequests();
    renderForm({ holders: null, unitPriceKopecks: 40000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Перейти к оплате' }));
    expect(askToSignIn).toHaveBeenCalledTimes(1);
    expect(seen.some((r) => r.url.includes('reservations'))).toBe(false);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows the spec §8 text instead of the buy button when the venue does not sell in the app', async () => {
    answerWith('get', '/v1/mob/ucashboxaccounts/7', {
      complexId: 7,
      provider: null,
      inAppPurchase: false,
      methods: [],
      feeBasisPoints: 0,
    });
    answerWith('post', '/v1/mob/public/calculateCommissionMobileSales', quote(400000));
    renderForm({
      isPackage: true,
      unitPriceKopecks: 400000,
      sessionId: undefined,
      lineFor: () => ({ kind: 'SERVICE_PACKAGE', rateId: 3, quantity: 1 }),
      maxQuantity: 1,
    });
    expect(
      await screen.findByText(
        'Покупка через приложение недоступна для данного абонемента. Вы можете приобрести абонемент в кассе в часы работы.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).toBeNull();
  });
});

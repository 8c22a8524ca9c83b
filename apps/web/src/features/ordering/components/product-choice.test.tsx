import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import {
  answerOrderingBasics,
  HOLD,
  NOW,
  ORDER,
  order,
  quote,
  renderForm,
} from './ordering-form.fixture';
import type { SessionProduct } from './product-choice';

startApiServer();
vi.mock('@/ui/auth-required-modal', () => ({ useAuthRequired: () => vi.fn() }));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));
vi.mock('../lib/payment-page', () => ({
  openPaymentPage: vi.fn(),
  paymentReturnTo: () => 'web',
  methodsForPlatform: (m: string[]) => m,
}));

beforeEach(() => {
  answerOrderingBasics(answerWith);
  answerWith('post', '/v2/mob/scheduled-events/reservations/delete', { released: true });
  // The hold answers for the quantity asked.
  answerWith('post', '/v2/mob/scheduled-events/reservations', async ({ request }) => {
    const body = (await request.json()) as { quantity: number };
    return HttpResponse.json({
      id: HOLD,
      sessionId: 31,
      quantity: body.quantity,
      expiresAt: '2026-11-25T08:15:00.000Z',
      serverNow: NOW,
    });
  });
});
afterEach(() => vi.clearAllMocks());

const POOL: SessionProduct[] = [
  { id: 11, name: 'Любая дорожка', kind: 'ANY', priceKopecks: 40000, left: 12 },
  { id: 13, name: 'Дорожка 3', kind: 'ANY', priceKopecks: 50000, left: 2 },
  { id: 14, name: 'Дорожка 4', kind: 'ANY', priceKopecks: 50000, left: 0 },
  { id: 23, name: 'Дорожка 3 целиком', kind: 'WHOLE', priceKopecks: 300000, left: 1 },
];
const holds = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.url === '/v2/mob/scheduled-events/reservations').map((r) => r.body);
const group = () => screen.getByRole('group', { name: 'Вариант билета' });

describe('OrderingForm with products on parts of the place (issue 25)', () => {
  it('lists each product with its price and what is left; a sold-out one is disabled and says why', async () => {
    renderForm({ products: POOL, unitPriceKopecks: 40000 });
    await screen.findByRole('timer');
    const any = within(group()).getByRole('radio', { name: /Любая дорожка/ });
    expect(any).toBeChecked();
    expect(any).toHaveAccessibleDescription('Осталось 12 мест');
    expect(within(group()).getByRole('radio', { name: /^Дорожка 3,\s*500\s₽$/ })).toBeEnabled();
    const four = within(group()).getByRole('radio', { name: /Дорожка 4/ });
    expect(four).toBeDisabled();
    expect(four).toHaveAccessibleDescription('Мест нет — выберите другой вариант');
    expect(within(group()).getByRole('radio', { name: /целиком/ })).toHaveAccessibleDescription(
      'Свободна целиком',
    );
  });

  it('holds the first product there is, then the one chosen, and orders that hold', async () => {
    const seen = recordRequests();
    answerWith('post', '/v1/mob/public/calculateCommissionMobileSales', quote(50000));
    answerWith('post', '/v2/mob/preorder', order('created', 50000));
    answerWith('post', '/v1/mob/sber/payment', {
      billId: HOLD,
      orderId: ORDER,
      provider: 'YOOKASSA',
      confirmationUrl: 'https://pay.example/checkout?orderId=1',
    });
    renderForm({ products: POOL, unitPriceKopecks: 40000, forChildren: false });
    await screen.findByRole('timer');
    expect(holds(seen)).toEqual([{ sessionId: 31, quantity: 1, productId: 11 }]);
    fireEvent.click(within(group()).getByRole('radio', { name: /^Дорожка 3,\s*500\s₽$/ }));
    await waitFor(() =>
      expect(holds(seen)).toEqual([
        { sessionId: 31, quantity: 1, productId: 11 },
        { sessionId: 31, quantity: 1, productId: 13 },
      ]),
    );
    // Two are left on lane 3: the stepper stops there.
    const more = screen.getByRole('button', { name: 'Увеличить количество' });
    fireEvent.click(more);
    expect(more).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }),
    );
    await waitFor(() =>
      expect(holds(seen).at(-1)).toEqual({ sessionId: 31, quantity: 2, productId: 13 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(seen.some((r) => r.url === '/v2/mob/preorder')).toBe(true));
    expect(seen.find((r) => r.url === '/v2/mob/preorder')?.body).toMatchObject({
      lines: [{ kind: 'RESERVATION', reservationId: HOLD }],
    });
  });

  it('a whole lane is booked one at a time: no stepper', async () => {
    const seen = recordRequests();
    renderForm({ products: POOL, unitPriceKopecks: 40000 });
    await screen.findByRole('timer');
    expect(screen.getByRole('group', { name: 'Количество' })).toBeInTheDocument();
    fireEvent.click(within(group()).getByRole('radio', { name: /целиком/ }));
    await waitFor(() =>
      expect(holds(seen).at(-1)).toEqual({ sessionId: 31, quantity: 1, productId: 23 }),
    );
    expect(screen.queryByRole('group', { name: 'Количество' })).toBeNull();
  });

  it('a refused hold is shown and asks the page for what is left', async () => {
    answerWith('post', '/v2/mob/scheduled-events/reservations', () =>
      apiError(409, 'SOLD_OUT', 'На «Любая дорожка» осталось 0 мест'),
    );
    const refused = vi.fn();
    renderForm({ products: POOL, onHoldRefused: refused });
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(showToast).toHaveBeenCalledWith({
      type: 'error',
      message: 'На «Любая дорожка» осталось 0 мест',
    });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('when nothing is left in any product, nothing is held and buying is off', async () => {
    const seen = recordRequests();
    renderForm({ products: POOL.map((p) => ({ ...p, left: 0 })) });
    expect(
      await screen.findByText('На этот сеанс мест нет ни в одном варианте'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить бесплатно' })).toBeDisabled();
    expect(holds(seen)).toEqual([]);
  });
});

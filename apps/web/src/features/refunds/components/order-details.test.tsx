import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SoldOrder } from '@sportkarta/contract/api/refunds';
import { FlagsProvider, type FlagsClient } from '@/lib/flags';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import { useSoldOrder } from '../api/sold-order';
import { OrderDetails } from './order-details';

startApiServer();

const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';

const order = (o: Partial<SoldOrder> = {}): SoldOrder => ({
  id: ORDER,
  number: 100042,
  status: 'payed',
  complexId: 7,
  complexName: 'Бассейн «Волна»',
  timeZone: 'Europe/Moscow',
  provider: 'YOOKASSA',
  createdAt: '2026-11-25T08:00:00.000Z',
  paidAt: '2026-11-25T08:02:00.000Z',
  subtotalKopecks: 105000,
  feeKopecks: 1575,
  totalKopecks: 106575,
  lines: [
    {
      id: 11,
      kind: 'RESERVATION',
      title: 'Свободное плавание',
      quantity: 1,
      amountKopecks: 70000,
      feeKopecks: 1050,
      visitDate: '2026-11-28',
      startsAt: '2026-11-28T16:00:00.000Z',
      refundable: true,
      refundBlockedBy: null,
      refundState: null,
    },
    {
      id: 12,
      kind: 'SERVICE',
      title: 'Тренажёрный зал',
      quantity: 1,
      amountKopecks: 35000,
      feeKopecks: 525,
      visitDate: '2026-11-26',
      startsAt: '2026-11-25T21:00:00.000Z',
      refundable: false,
      refundBlockedBy: 'Билет уже использован',
      refundState: null,
    },
  ],
  refunds: [],
  refundBeforeMinutes: 120,
  ...o,
});

function flags(enabled: string[]): FlagsClient {
  const handlers = new Set<() => void>();
  return {
    on: (_e, h) => handlers.add(h),
    off: (_e, h) => h && handlers.delete(h),
    isEnabled: (name) => enabled.includes(name),
    start: async () => handlers.forEach((h) => h()),
    stop: () => undefined,
  };
}

/** The order as the page shows it: read from the API (`null`), or given. */
function Live() {
  const q = useSoldOrder(ORDER);
  return q.data ? <OrderDetails order={q.data} /> : null;
}
const Shown = ({ o }: { o: SoldOrder | null }) => (o ? <OrderDetails order={o} /> : <Live />);

async function renderOrder(o: SoldOrder | null, enabled = ['mobile-refund']) {
  render(
    <IonApp>
      <FlagsProvider client={flags(enabled)}>
        <QueryClientProvider client={createQueryClient()}>
          <IonReactMemoryRouter initialEntries={[`/tabs/profile/orders/${ORDER}`]}>
            <Shown o={o} />
          </IonReactMemoryRouter>
        </QueryClientProvider>
      </FlagsProvider>
    </IonApp>,
  );
  await act(async () => undefined);
}

describe('OrderDetails', () => {
  it('returns one line after a confirmation, with the line’s amount and fee', async () => {
    const seen = recordRequests();
    let current = order();
    const after = order({
      lines: order().lines.map((l) =>
        l.id === 11 ? { ...l, refundable: false, refundState: 'SENT' } : l,
      ),
      refunds: [
        {
          id: 'r1',
          state: 'SENT',
          amountKopecks: 71050,
          rejectReason: null,
          requestedAt: '2026-11-25T09:00:00.000Z',
          sentAt: '2026-11-25T09:00:01.000Z',
          finishedAt: null,
          lineIds: [11],
          requested: true,
        },
      ],
    });
    answerWith('post', '/v1/mob/orders/refund', () => {
      current = after;
      return HttpResponse.json(after);
    });
    answerWith('get', '/v1/mob/user/sold-order-details', () => HttpResponse.json(current));
    await renderOrder(null);
    expect(await screen.findByText('Оплачен')).toBeInTheDocument();
    expect(screen.getByText('Билет уже использован')).toBeInTheDocument();
    expect(screen.getByText(/не позднее чем за 2 ч до начала/)).toBeInTheDocument();
    // The used line has no button; the whole order cannot be returned.
    expect(screen.getAllByRole('button', { name: /^Вернуть/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Вернуть весь заказ' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Вернуть: Свободное плавание' }));
    const dialog = screen.getByRole('dialog', { name: 'Оформить возврат?' });
    expect(within(dialog).getByText(/Вернём 710,50\s₽/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(
      await screen.findByText('Отправлен в банк', { selector: '.sk-refund__label' }),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ orderId: ORDER, lineIds: [11] });
  });

  it('shows a rejected refund with the bank’s reason; the flag off hides the request', async () => {
    await renderOrder(
      order({
        refunds: [
          {
            id: 'r1',
            state: 'REJECTED',
            amountKopecks: 71050,
            rejectReason: 'Банк отклонил возврат: сумма больше остатка',
            requestedAt: '2026-11-25T09:00:00.000Z',
            sentAt: null,
            finishedAt: '2026-11-25T09:00:02.000Z',
            lineIds: [11],
            requested: true,
          },
        ],
      }),
      [],
    );
    expect(screen.getByRole('status')).toHaveTextContent('Банк отклонил возврат');
    expect(screen.getByText('Банк отклонил возврат: сумма больше остатка')).toBeInTheDocument();
    // Issue 28: «напишите в поддержку» opens the support form with this order attached.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Попробуйте оформить возврат ещё раз или напишите в поддержку.',
    );
    expect(screen.getByRole('link', { name: 'напишите в поддержку' })).toHaveAttribute(
      'href',
      `/tabs/profile/support/new?orderId=${ORDER}&orderNumber=100042&topic=REFUND`,
    );
    expect(screen.queryByRole('button', { name: /^Вернуть/ })).toBeNull();
  });

  it('a refused request says why', async () => {
    answerWith('post', '/v1/mob/orders/refund', () =>
      apiError(409, 'CONFLICT', 'Вернуть билет можно не позднее чем за 2 ч до начала'),
    );
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    await renderOrder(order({ lines: [order().lines[0]!] }));
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть: Свободное плавание' }));
    fireEvent.click(screen.getByRole('button', { name: 'Оформить возврат' }));
    expect(
      await screen.findByRole('button', { name: 'Вернуть: Свободное плавание' }),
    ).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts).toEqual(['Вернуть билет можно не позднее чем за 2 ч до начала']);
    stop();
  });

  // Issue 28: a section's payment is returned by the venue — the parent asks from here.
  const section = (l: Partial<SoldOrder['lines'][number]> = {}): SoldOrder =>
    order({
      subtotalKopecks: 480000,
      feeKopecks: 7200,
      totalKopecks: 487200,
      lines: [
        {
          id: 21,
          kind: 'SECTION_GROUP',
          title: 'Секция плавания: 8 занятий',
          quantity: 1,
          amountKopecks: 480000,
          feeKopecks: 7200,
          visitDate: null,
          startsAt: null,
          refundable: false,
          refundBlockedBy: 'Оплату секции возвращает спортобъект',
          refundState: null,
          venueRequest: null,
          venueRequestable: true,
          ...l,
        },
      ],
    });

  it('asks the venue to return a section’s payment with a reason, then shows the request waiting', async () => {
    const seen = recordRequests();
    let current = section();
    answerWith('post', '/v1/mob/orders/section-refund-request', () => {
      current = section({
        venueRequestable: false,
        venueRequest: {
          id: 'a1',
          state: 'NEW',
          reason: 'Переезжаем',
          rejectReason: null,
          requestedAt: '2026-11-25T09:00:00.000Z',
          decidedAt: null,
        },
      });
      return HttpResponse.json(current);
    });
    answerWith('get', '/v1/mob/user/sold-order-details', () => HttpResponse.json(current));
    await renderOrder(null);
    expect(await screen.findByText('Оплату секции возвращает спортобъект')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Попросить вернуть оплату: Секция плавания: 8 занятий' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Попросить спортобъект вернуть оплату?' });
    expect(within(dialog).getByText(/Бассейн «Волна».*4\s?872\s₽/)).toBeInTheDocument();
    // Too short a reason is stopped on the device.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Напишите, почему вы просите вернуть оплату',
    );
    fireEvent.change(
      within(dialog).getByLabelText('Почему вы просите вернуть оплату (увидит спортобъект)'),
      { target: { value: '  Переезжаем ' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect(await screen.findByText('Запрос на возврат у спортобъекта')).toBeInTheDocument();
    expect(
      screen.getByText('Запрос отправлен 25 ноября 2026, 12:00. Спортобъект ответит здесь.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Попросить/ })).toBeNull();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      orderId: ORDER,
      lineId: 21,
      reason: 'Переезжаем',
    });
  });

  it('a rejected request shows the venue’s reason and may be asked again; an error stays in the dialog', async () => {
    answerWith('post', '/v1/mob/orders/section-refund-request', () =>
      apiError(409, 'CONFLICT', 'Запрос уже отправлен: спортобъект ещё не ответил'),
    );
    await renderOrder(
      section({
        venueRequest: {
          id: 'a1',
          state: 'REJECTED',
          reason: 'Переезжаем',
          rejectReason: 'Занятия уже прошли',
          requestedAt: '2026-11-25T09:00:00.000Z',
          decidedAt: '2026-11-25T10:00:00.000Z',
        },
      }),
    );
    expect(screen.getByText('Спортобъект отказал в возврате')).toBeInTheDocument();
    expect(screen.getByText('Причина отказа: Занятия уже прошли')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Попросить ещё раз/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Справка из поликлиники' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Запрос уже отправлен: спортобъект ещё не ответил',
    );
  });

  it('an approved request shows the refund’s progress; the flag off hides the request button', async () => {
    await renderOrder(
      section({
        venueRequestable: false,
        refundState: 'SENT',
        venueRequest: {
          id: 'a1',
          state: 'APPROVED',
          reason: 'Переезжаем',
          rejectReason: null,
          requestedAt: '2026-11-25T09:00:00.000Z',
          decidedAt: '2026-11-25T10:00:00.000Z',
        },
      }),
      [],
    );
    expect(screen.getByText('Спортобъект одобрил возврат')).toBeInTheDocument();
    expect(screen.getByText('Отправлен в банк')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Попросить/ })).toBeNull();
  });
});

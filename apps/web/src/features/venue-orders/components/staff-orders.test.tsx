import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffOrderDetail, StaffOrderSummary } from '@sportkarta/contract/api/venue-desk';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { StaffOrderView } from './staff-order-view';
import { StaffOrdersView } from './staff-orders-view';

startApiServer();
startStaffSession();

const LIST = `/v1/mob/staff/complexes/${COMPLEX}/orders`;
const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';
const summary: StaffOrderSummary = {
  id: ORDER,
  number: 1042,
  status: 'payed',
  createdAt: '2026-11-24T09:12:00.000Z',
  paidAt: '2026-11-24T09:13:00.000Z',
  buyerName: 'Демидова Анна',
  buyerPhone: '+79161234567',
  childName: 'Маша Демидова',
  totalKopecks: 120000,
};
const detail: StaffOrderDetail = {
  ...summary,
  provider: 'YOOKASSA',
  subtotalKopecks: 115000,
  feeKopecks: 5000,
  lines: [
    {
      id: 11,
      kind: 'SERVICE',
      title: 'Свободное плавание',
      quantity: 1,
      amountKopecks: 60000,
      feeKopecks: 2500,
      visitDate: null,
      startsAt: '2026-11-27T16:00:00.000Z',
      refundable: false,
      refundBlockedBy: 'Поздно',
      refundState: null,
    },
    {
      id: 12,
      kind: 'SERVICE',
      title: 'Аренда шкафчика',
      quantity: 1,
      amountKopecks: 55000,
      feeKopecks: 2500,
      visitDate: '2026-11-27',
      startsAt: null,
      refundable: false,
      refundBlockedBy: null,
      refundState: 'REFUNDED',
    },
  ],
  payments: [
    {
      id: 'p0',
      provider: 'YOOKASSA',
      status: 'REJECTED',
      amountKopecks: 120000,
      createdAt: '2026-11-24T09:10:00.000Z',
    },
    {
      id: 'p1',
      provider: 'YOOKASSA',
      status: 'SUCCESS',
      amountKopecks: 120000,
      createdAt: '2026-11-24T09:12:30.000Z',
    },
  ],
  items: [
    {
      qrCodeId: 'q1',
      kind: 'TICKET',
      lineId: 11,
      title: 'Свободное плавание',
      status: 'DEACTIVATED',
      visitsTotal: null,
      visitsUsed: 1,
      checkIns: [
        { at: '2026-11-27T15:50:00.000Z', staffName: 'Ольга Контролёр', deviceId: 'door-1' },
      ],
    },
    {
      qrCodeId: 'pkg:7',
      kind: 'PACKAGE',
      lineId: 11,
      title: 'Абонемент на 8 занятий',
      status: 'FREEZED',
      visitsTotal: 8,
      visitsUsed: 3,
      checkIns: [],
    },
  ],
  refunds: [
    {
      id: 'r1',
      state: 'REFUNDED',
      amountKopecks: 55000,
      rejectReason: null,
      requestedAt: '2026-11-25T08:00:00.000Z',
      sentAt: null,
      finishedAt: null,
      lineIds: [12],
      requested: false,
      reason: 'Шкафчики закрыты на ремонт',
    },
  ],
};

describe('StaffOrdersView', () => {
  it('lists the newest orders, then asks by the number typed', async () => {
    const seen = recordRequests();
    answerWith('get', LIST, { items: [summary], nextCursor: null });
    renderStaff(<StaffOrdersView complexId={COMPLEX} timeZone="Europe/Moscow" />);
    const list = await screen.findByRole('list', { name: 'Заказы спортобъекта' });
    const card = within(list).getByRole('link', { name: /Заказ № 1042/ });
    expect(card).toHaveAttribute('href', `/staff/orders/${ORDER}`);
    expect(card).toHaveTextContent('Демидова Анна · ребёнок: Маша Демидова · +7 (916) 123 45 67');
    expect(card).toHaveTextContent('Оплачен');
    fireEvent.change(screen.getByLabelText('Номер заказа, телефон или имя'), {
      target: { value: '1042' },
    });
    expect(screen.getByText('Ищем по номеру заказа')).toBeInTheDocument();
    await waitFor(() => expect(seen.map((r) => r.url)).toContain(`${LIST}?number=1042`));
  });

  it('no orders yet, and nothing found: a hint to check what was typed', async () => {
    answerWith('get', LIST, { items: [], nextCursor: null });
    renderStaff(<StaffOrdersView complexId={COMPLEX} timeZone="Europe/Moscow" />);
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Номер заказа, телефон или имя'), {
      target: { value: 'Демидова' },
    });
    expect(await screen.findByText('Заказы не найдены')).toBeInTheDocument();
  });

  it('an error shows the server’s message and a retry', async () => {
    answerWith('get', LIST, () => apiError(403, 'FORBIDDEN', 'Нет права orders.read'));
    renderStaff(<StaffOrdersView complexId={COMPLEX} timeZone="Europe/Moscow" />);
    expect(await screen.findByText('Нет права orders.read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });
});

describe('StaffOrderView', () => {
  const URL = `${LIST}/${ORDER}`;

  it('shows lines, payments, tickets with check-ins and refunds with their reasons', async () => {
    answerWith('get', URL, detail);
    renderStaff(
      <StaffOrderView complexId={COMPLEX} timeZone="Europe/Moscow" orderId={ORDER} canRefund />,
    );
    expect(await screen.findByRole('heading', { name: 'Заказ № 1042' })).toBeInTheDocument();
    // The order's status and its payment's, both «Оплачен»; each status in Russian.
    expect(screen.getAllByText('Оплачен')).toHaveLength(2);
    expect(screen.getByText('Отклонён')).toBeInTheDocument();
    expect(screen.getByText(/27 ноября 2026, 18:50 · Ольга Контролёр/)).toBeInTheDocument();
    expect(screen.getByText('Погашен')).toBeInTheDocument();
    expect(screen.getByText('Заморожен')).toBeInTheDocument();
    expect(screen.getByText('Причина: Шкафчики закрыты на ремонт')).toBeInTheDocument();
    // A returned line has no refund button; the other has one.
    expect(screen.getByRole('button', { name: 'Вернуть: Свободное плавание' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Вернуть: Аренда шкафчика' })).toBeNull();
  });

  it('refunds a line with the reason the buyer sees; the server’s refusal is shown', async () => {
    const seen = recordRequests();
    answerWith('get', URL, detail);
    answerWith('post', `${URL}/refund`, () =>
      apiError(409, 'REFUND_FAILED', 'Банк не принял возврат'),
    );
    renderStaff(
      <StaffOrderView complexId={COMPLEX} timeZone="Europe/Moscow" orderId={ORDER} canRefund />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Вернуть: Свободное плавание' }));
    const dialog = screen.getByRole('dialog', { name: 'Вернуть позицию?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Укажите причину возврата');
    fireEvent.change(within(dialog).getByLabelText('Причина (её увидит покупатель)'), {
      target: { value: 'Бассейн закрыт' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByText('Банк не принял возврат')).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ lineIds: [11], reason: 'Бассейн закрыт' });
  });

  it('without orders.refund nothing can be returned', async () => {
    answerWith('get', URL, detail);
    renderStaff(
      <StaffOrderView
        complexId={COMPLEX}
        timeZone="Europe/Moscow"
        orderId={ORDER}
        canRefund={false}
      />,
    );
    await screen.findByRole('heading', { name: 'Заказ № 1042' });
    expect(screen.queryByRole('button', { name: /^Вернуть/ })).toBeNull();
  });
});

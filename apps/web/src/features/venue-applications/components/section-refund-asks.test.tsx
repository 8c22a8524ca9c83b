import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffSectionRefundAsk } from '@sportkarta/contract/api/venue-desk';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { SectionRefundAsks } from './section-refund-asks';

startApiServer();
startStaffSession();

// Issue 28: the parents' requests to return a section's payment, at the front desk.
const LIST = `/v1/mob/staff/complexes/${COMPLEX}/section-refund-requests`;
const ID = '7a1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e01';
const ask: StaffSectionRefundAsk = {
  id: ID,
  status: 'NEW',
  orderId: '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
  orderNumber: 100042,
  lineId: 21,
  title: 'Секция плавания: 8 занятий',
  amountKopecks: 487200,
  buyerName: 'Пётр Сидоров',
  buyerPhone: '+79991234567',
  childName: 'Маша Сидорова',
  reason: 'Переезжаем в другой район',
  rejectReason: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  decidedAt: null,
  refundState: null,
  timeZone: 'Europe/Moscow',
};

describe('SectionRefundAsks', () => {
  it('lists the open requests with the parent’s reason and approves one after a confirmation', async () => {
    const seen = recordRequests();
    let open = [ask];
    answerWith('get', LIST, () => Response.json({ requests: open }));
    answerWith('post', `${LIST}/:id/decision`, () => {
      open = [];
      return Response.json({ ...ask, status: 'APPROVED', refundState: 'REQUESTED' });
    });
    renderStaff(<SectionRefundAsks complexId={COMPLEX} canDecide />);
    const list = await screen.findByRole('list', { name: 'Запросы на возврат оплаты секций' });
    expect(seen[0]?.url).toBe(`${LIST}?status=NEW`);
    expect(within(list).getByText('Причина: Переезжаем в другой район')).toBeInTheDocument();
    expect(within(list).getByText('За ребёнка: Маша Сидорова')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Заказ № 100042' })).toHaveAttribute(
      'href',
      `/staff/orders/${ask.orderId}`,
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Вернуть оплату: Пётр Сидоров, Заказ № 100042' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Вернуть оплату секции?' });
    expect(dialog).toHaveTextContent(/4\s872\s₽ вернутся Пётр Сидоров/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть оплату' }));
    expect(await screen.findByText('Новых запросов на возврат нет')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      url: `${LIST}/${ID}/decision`,
      body: { status: 'APPROVED' },
    });
  });

  it('rejects with a reason; the server’s refusal stays in the dialog', async () => {
    const seen = recordRequests();
    answerWith('get', LIST, { requests: [ask] });
    answerWith('post', `${LIST}/:id/decision`, () =>
      apiError(409, 'CONFLICT', 'Решение по этому запросу уже принято'),
    );
    renderStaff(<SectionRefundAsks complexId={COMPLEX} canDecide />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Отказать: Пётр Сидоров, Заказ № 100042' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Отказать в возврате?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Причина отказа');
    fireEvent.change(within(dialog).getByLabelText('Причина отказа (её увидит покупатель)'), {
      target: { value: 'Занятия уже прошли' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Решение по этому запросу уже принято',
    );
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        status: 'REJECTED',
        reason: 'Занятия уже прошли',
      }),
    );
  });

  it('without orders.refund there are no buttons', async () => {
    answerWith('get', LIST, { requests: [ask] });
    renderStaff(<SectionRefundAsks complexId={COMPLEX} canDecide={false} />);
    await screen.findByRole('list', { name: 'Запросы на возврат оплаты секций' });
    expect(screen.queryByRole('button', { name: /Вернуть оплату|Отказать/ })).toBeNull();
  });

  it('a failed load says so with a retry', async () => {
    answerWith('get', LIST, apiError(500, 'INTERNAL', 'Сервер не ответил'));
    renderStaff(<SectionRefundAsks complexId={COMPLEX} canDecide />);
    expect(await screen.findByText('Не удалось загрузить запросы на возврат')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

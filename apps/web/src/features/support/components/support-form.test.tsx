import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import { useSendSupportRequest } from '../api/support-requests';
import { SupportForm } from './support-form';
import { SupportList } from './support-list';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

startApiServer();

const ORDER = '0f3c6f4e-1d9c-7a1b-9e4c-3c5a2b1d0e9f';

function Harness({ withOrder }: { withOrder: boolean }) {
  const send = useSendSupportRequest();
  return (
    <>
      <SupportForm
        order={withOrder ? { id: ORDER, label: 'Заказ № 100042' } : null}
        defaultTopic={withOrder ? 'REFUND' : undefined}
        busy={send.isPending}
        onSubmit={(r) => send.mutate(r)}
      />
      <SupportList />
    </>
  );
}

const renderForm = (withOrder: boolean) =>
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/tabs/profile/support/new']}>
          <Harness withOrder={withOrder} />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );

afterEach(() => vi.clearAllMocks());

describe('support (issue 28)', () => {
  it('asks for a topic and a message in Russian before sending', async () => {
    answerWith('get', '/v1/userrequest', { requests: [] });
    const seen = recordRequests();
    renderForm(false);
    expect(await screen.findByText('Обращений пока нет')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: 'Тема: Выберите тему' });
    expect(screen.getByRole('combobox', { name: /Тема/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Сообщение/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('sends the order it was opened from, then lists the request with its state', async () => {
    let sent = false;
    answerWith('get', '/v1/userrequest', () =>
      Response.json({
        requests: sent
          ? [
              {
                id: '1b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e',
                topic: 'REFUND',
                topicLabel: 'Возврат',
                text: 'Возврат отклонён',
                contact: null,
                status: 'received',
                statusLabel: 'Получено',
                order: { id: ORDER, number: 100042 },
                createdAt: '2026-11-25T09:00:00.000Z',
              },
            ]
          : [],
      }),
    );
    answerWith('put', '/v1/userrequest', () => {
      sent = true;
      return Response.json({ id: '1b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e', status: 'received' });
    });
    const seen = recordRequests();
    renderForm(true);
    expect(screen.getByRole('group', { name: 'Заказ' })).toHaveTextContent('Заказ № 100042');
    expect(screen.getByRole('combobox', { name: /Тема/ })).toHaveValue('REFUND');
    fireEvent.change(screen.getByRole('textbox', { name: /Сообщение/ }), {
      target: { value: '  Возврат отклонён  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    const list = await screen.findByRole('list', { name: 'Мои обращения' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Возврат');
    expect(card).toHaveTextContent('Получено');
    expect(card).toHaveTextContent('Заказ № 100042');
    await waitFor(() =>
      expect(seen).toContainEqual({
        method: 'PUT',
        url: '/v1/userrequest',
        body: { text: 'Возврат отклонён', topic: 'REFUND', orderId: ORDER },
      }),
    );
  });

  it('the order can be left out', async () => {
    answerWith('get', '/v1/userrequest', { requests: [] });
    answerWith('put', '/v1/userrequest', {
      id: '1b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e',
      status: 'received',
    });
    const seen = recordRequests();
    renderForm(true);
    fireEvent.click(screen.getByRole('button', { name: 'Не прикладывать заказ' }));
    expect(screen.queryByRole('group', { name: 'Заказ' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Сообщение/ }), {
      target: { value: 'Вопрос' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(seen).toContainEqual({
        method: 'PUT',
        url: '/v1/userrequest',
        body: { text: 'Вопрос', topic: 'REFUND' },
      }),
    );
  });
});

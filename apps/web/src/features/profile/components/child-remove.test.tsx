import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import { childrenQueryKey } from '../api/children-api';
import { ChildRemove } from './child-remove';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

startApiServer();

const CHILD = '0b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e';

function setup() {
  const client = createQueryClient();
  client.setQueryData(childrenQueryKey, []);
  const onRemoved = vi.fn();
  const seen = recordRequests();
  render(
    <QueryClientProvider client={client}>
      <ChildRemove childId={CHILD} name="Маша Иванова" onRemoved={onRemoved} />
    </QueryClientProvider>,
  );
  return { client, onRemoved, seen };
}

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Удалить профиль ребёнка' }));
  return screen.findByRole('dialog', { name: 'Удалить профиль: Маша Иванова?' });
};

afterEach(() => vi.clearAllMocks());

describe('ChildRemove (issue 28)', () => {
  it('names the consequences, and removes only once confirmed', async () => {
    const { client, onRemoved, seen } = setup();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(
      'Заявки в секции, которые ещё на рассмотрении, будут отозваны',
    );
    expect(dialog).toHaveTextContent('документы ребёнка и их сканы — удалены');
    expect(dialog).toHaveTextContent('Оплаченные заказы, билеты и справки останутся в истории');
    expect(seen).toEqual([]);
    answerWith('delete', '/v1/userInfo/child/:id', {
      id: CHILD,
      withdrawnApplications: 1,
      deletedDocuments: 2,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalled());
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`DELETE /v1/userInfo/child/${CHILD}`]);
    expect(showToast).toHaveBeenCalledWith({ type: 'success', message: 'Профиль ребёнка удалён' });
    expect(client.getQueryState(childrenQueryKey)?.isInvalidated).toBe(true);
  });

  it('a refusal tells the server’s reason and keeps the profile', async () => {
    const { onRemoved } = setup();
    answerWith('delete', '/v1/userInfo/child/:id', () =>
      apiError(409, 'CONFLICT', 'Профиль нельзя удалить, пока у ребёнка есть действующие билеты'),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        type: 'error',
        header: 'Профиль не удалён',
        message: 'Профиль нельзя удалить, пока у ребёнка есть действующие билеты',
      }),
    );
    expect(onRemoved).not.toHaveBeenCalled();
  });
});

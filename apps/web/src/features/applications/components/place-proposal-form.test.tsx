import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import { applicationsQueryKey } from '../api/get-applications';
import { useAddPlace } from '../api/add-place';
import { PlaceProposalForm } from './place-proposal-form';

vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

startApiServer();

const SPORTS = [
  { id: 1, name: 'Футбол' },
  { id: 2, name: 'Хоккей' },
];

function Harness({ onSent }: { onSent: () => void }) {
  const add = useAddPlace();
  return (
    <PlaceProposalForm
      sportTypes={SPORTS}
      busy={add.isPending}
      onSubmit={(p) => add.mutate(p, { onSuccess: onSent })}
    />
  );
}

function setup() {
  const client = createQueryClient();
  client.setQueryData(applicationsQueryKey, []);
  const onSent = vi.fn();
  const seen = recordRequests();
  render(
    <QueryClientProvider client={client}>
      <Harness onSent={onSent} />
    </QueryClientProvider>,
  );
  return { client, onSent, seen };
}

afterEach(() => vi.clearAllMocks());

describe('PlaceProposalForm (issue 28)', () => {
  it('names what is missing in Russian and sends nothing', () => {
    const { seen } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: /Адрес/ }), {
      target: { value: 'Тула' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(showToast).toHaveBeenCalledWith({
      type: 'error',
      message: 'Название: Поле обязательно',
    });
    expect(screen.getByRole('textbox', { name: /Название/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Укажите адрес полностью: улицу и дом')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('sends the trimmed proposal with the chosen sports, then «Мои заявки» is asked again', async () => {
    const { client, onSent, seen } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: /Название/ }), {
      target: { value: '  Коробка у школы  ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Адрес/ }), {
      target: { value: 'Москва, ул. Лесная, 5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Хоккей' }));
    expect(screen.getByRole('button', { name: 'Хоккей' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Контакты площадки' }), {
      target: { value: '+7 495 000-00-00' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Комментарий' }), {
      target: { value: 'Заливают зимой' },
    });
    answerWith('post', '/v1/addPlace', {
      id: '0b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e',
      status: 'NEW',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(seen).toContainEqual({
      method: 'POST',
      url: '/v1/addPlace',
      body: {
        name: 'Коробка у школы',
        address: 'Москва, ул. Лесная, 5',
        sportTypes: [2],
        contact: '+7 495 000-00-00',
        comment: 'Заливают зимой',
      },
    });
    expect(client.getQueryState(applicationsQueryKey)?.isInvalidated).toBe(true);
  });
});

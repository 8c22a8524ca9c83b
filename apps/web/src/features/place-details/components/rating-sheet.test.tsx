import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import { placeDetailQueryKey } from '../api/get-place';
import { myRatingQueryKey, ratingListQueryKey } from '../api/ratings';
import { RatingSheet } from './rating-sheet';

startApiServer();
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn(), subscribeToasts: vi.fn() }));

const MINE = {
  id: '0b6f0d55-8a0c-4d53-8d3e-2b1f5b0f6a03',
  placeId: 7,
  value: 4,
  comment: 'Хорошие дорожки',
  authorName: 'Анна Д.',
  mine: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

function setup(mine: typeof MINE | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(placeDetailQueryKey(7), { id: 7 });
  client.setQueryData(ratingListQueryKey(7), { items: [] });
  const onClose = vi.fn();
  answerWith('get', '/v1/rating/7', { rating: mine });
  const seen = recordRequests();
  render(
    <QueryClientProvider client={client}>
      <RatingSheet placeId={7} open onClose={onClose} myValue={mine?.value ?? null} />
    </QueryClientProvider>,
  );
  return { client, onClose, seen };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('RatingSheet', () => {
  it('is prefilled with my rating; arrows move the stars; saving refreshes the venue', async () => {
    const { client, onClose, seen } = setup(MINE);
    const comment = await screen.findByRole('textbox', { name: /Комментарий/ });
    expect(comment).toHaveValue('Хорошие дорожки');
    const four = screen.getByRole('radio', { name: '4 звезды' });
    expect(four).toBeChecked();

    // Keyboard: the radio group moves with the arrow keys.
    const user = userEvent.setup();
    four.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 звёзд' })).toBeChecked();
    await user.clear(comment);
    await user.type(comment, '  Стало лучше  ');

    answerWith('post', '/v1/rating', MINE);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen).toContainEqual({
      method: 'POST',
      url: '/v1/rating',
      body: { placeId: 7, value: 5, comment: 'Стало лучше' },
    });
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    expect(client.getQueryState(placeDetailQueryKey(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(ratingListQueryKey(7))?.isInvalidated).toBe(true);
    expect(client.getQueryData(myRatingQueryKey(7))).toEqual({ rating: MINE });
  });

  it('asks for stars before sending and shows the server message on 400', async () => {
    const { onClose, seen } = setup(null);
    const send = await screen.findByRole('button', { name: 'Отправить' });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Выберите оценку от 1 до 5');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: '2 звезды' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith('post', '/v1/rating', () =>
      apiError(400, 'BAD_REQUEST', 'Длина текста не может быть больше 1000 символов'),
    );
    fireEvent.click(send);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: 'Длина текста не может быть больше 1000 символов',
        }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

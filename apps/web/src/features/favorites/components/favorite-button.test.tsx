import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { HttpResponse } from 'msw';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { showToast } from '@/ui/toast/toast-bus';
import { FavoriteButton } from './favorite-button';

startApiServer();
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
const openAuthRequired = vi.fn();
vi.mock('@/ui/auth-required-modal', () => ({ useAuthRequired: () => openAuthRequired }));
vi.mock('@/ui/toast/toast-bus', () => ({ showToast: vi.fn() }));

interface Venue {
  id: number;
  name: string;
  favorite: boolean;
}

/** A venue page and a list card of the same venue, both reading the cache. */
function Screen() {
  const detail = useQuery<Venue>({
    queryKey: ['places', 'detail', 5],
    queryFn: () => new Promise(() => {}),
  });
  const list = useQuery<{ pages: { items: Venue[] }[] }>({
    queryKey: ['places', 'list', {}],
    queryFn: () => new Promise(() => {}),
  });
  const card = list.data?.pages[0]?.items[0];
  return (
    <>
      {detail.data ? <FavoriteButton place={detail.data} /> : null}
      <p data-testid="card">{card?.favorite ? 'в избранном' : 'не в избранном'}</p>
    </>
  );
}

function setup(status: 'logged-in' | 'logged-out') {
  vi.mocked(useSession).mockReturnValue({ status } as ReturnType<typeof useSession>);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const venue = { id: 5, name: 'Лужники', favorite: false };
  client.setQueryData(['places', 'detail', 5], venue);
  client.setQueryData(['places', 'list', {}], { pages: [{ items: [venue] }], pageParams: [0] });
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('FavoriteButton', () => {
  it('a visitor gets the auth-required modal', () => {
    setup('logged-out');
    const seen = recordRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    expect(openAuthRequired).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('is disabled while sending, then both the page and the list card show the new state', async () => {
    setup('logged-in');
    let resolve: () => void = () => undefined;
    const answered = new Promise<void>((r) => (resolve = r));
    answerWith('put', '/v1/placeFavorites/5', async () => {
      await answered;
      return HttpResponse.json({ placeId: 5, favorite: true });
    });
    const button = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    resolve();
    const pressed = await screen.findByRole('button', { name: 'Удалить из избранного' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toBeEnabled();
    expect(screen.getByTestId('card')).toHaveTextContent(/^в избранном$/);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Площадка успешно добавлена в избранное' }),
    );
  });
});

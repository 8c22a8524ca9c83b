import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { HttpResponse } from 'msw';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import { favoritesQueryKey } from './get-favorites';
import { setFavoriteIn, useToggleFavorite } from './toggle-favorite';

startApiServer();
vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
const openAuthRequired = vi.fn();
vi.mock('@/ui/auth-required-modal', () => ({ useAuthRequired: () => openAuthRequired }));

const session = vi.mocked(useSession);

function signedIn(status: 'logged-in' | 'logged-out') {
  session.mockReturnValue({ status } as ReturnType<typeof useSession>);
}

const place = (id: number, favorite: boolean) => ({ id, name: `Площадка ${id}`, favorite });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listKey = ['places', 'list', { sportTypes: [1] }];
  client.setQueryData(listKey, {
    pages: [{ items: [place(1, false), place(2, false)], page: 0, hasMore: true }],
    pageParams: [0],
  });
  client.setQueryData(['places', 'detail', 1], {
    ...place(1, false),
    places: [{ id: 1, name: 'Бассейн' }],
  });
  client.setQueryData(['places', 'detail', 2], place(2, false));
  client.setQueryData(favoritesQueryKey, { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useToggleFavorite(), { wrapper });
  const toasts: ToastInput[] = [];
  const unsubscribe = subscribeToasts((toast) => toasts.push(toast));
  const seen = recordRequests();
  return { client, listKey, hook, toasts, unsubscribe, seen };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('useToggleFavorite', () => {
  it('opens the auth-required modal for a visitor and sends nothing (spec §6)', () => {
    signedIn('logged-out');
    const { hook, unsubscribe, seen } = setup();
    act(() => hook.result.current.toggle({ id: 1, favorite: false }));
    unsubscribe();
    expect(openAuthRequired).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('adds: updates the list and the detail, refetches favourites, success toast', async () => {
    signedIn('logged-in');
    const { client, listKey, hook, toasts, unsubscribe, seen } = setup();
    let resolve: () => void = () => undefined;
    const answered = new Promise<void>((r) => (resolve = r));
    answerWith('put', '/v1/placeFavorites/:id', async ({ params }) => {
      await answered;
      return HttpResponse.json({ placeId: Number(params.id), favorite: true });
    });

    act(() => hook.result.current.toggle({ id: 1, favorite: false }));
    await waitFor(() => expect(hook.result.current.isPending(1)).toBe(true));
    expect(hook.result.current.isPending(2)).toBe(false);
    // A second tap while sending is ignored.
    act(() => hook.result.current.toggle({ id: 1, favorite: false }));
    await act(async () => resolve());
    await waitFor(() => expect(hook.result.current.isPending(1)).toBe(false));
    unsubscribe();

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /v1/placeFavorites/1']);
    const list = client.getQueryData<{ pages: { items: { favorite: boolean }[] }[] }>(listKey);
    expect(list?.pages[0]?.items.map((p) => p.favorite)).toEqual([true, false]);
    expect(client.getQueryData<{ favorite: boolean }>(['places', 'detail', 1])?.favorite).toBe(
      true,
    );
    expect(client.getQueryData(['places', 'detail', 2])).toEqual(place(2, false));
    // Not on screen: marked stale, so the favourites page asks again when opened.
    expect(client.getQueryState(favoritesQueryKey)?.isInvalidated).toBe(true);
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'success',
        message: 'Площадка успешно добавлена в избранное',
      }),
    ]);
  });

  it('removes: «удалена» toast', async () => {
    signedIn('logged-in');
    const { hook, toasts, unsubscribe } = setup();
    answerWith('put', '/v1/placeFavorites/2', { placeId: 2, favorite: false });
    act(() => hook.result.current.toggle({ id: 2, favorite: true }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    unsubscribe();
    expect(toasts[0]).toMatchObject({
      type: 'success',
      message: 'Площадка успешно удалена из избранного',
    });
  });

  it.each([
    [false, 'К сожалению, при добавлении площадки в избранное произошла ошибка'],
    [true, 'К сожалению, при удалении площадки из избранного произошла ошибка'],
  ])(
    'a failure (favorite was %s) shows the §8 error toast and keeps the cache',
    async (was, text) => {
      signedIn('logged-in');
      const { client, hook, toasts, unsubscribe } = setup();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      answerWith('put', '/v1/placeFavorites/2', () => apiError(500, 'INTERNAL'));
      act(() => hook.result.current.toggle({ id: 2, favorite: was }));
      await waitFor(() => expect(toasts).toHaveLength(1));
      unsubscribe();
      expect(toasts[0]).toMatchObject({ type: 'error', message: text });
      expect(client.getQueryData(['places', 'detail', 2])).toEqual(place(2, false));
    },
  );
});

describe('setFavoriteIn', () => {
  it('keeps untouched branches by identity', () => {
    const untouched = { items: [place(3, false)] };
    const data = { a: untouched, b: [place(1, false)] };
    const next = setFavoriteIn(data, 1, true) as typeof data;
    expect(next).not.toBe(data);
    expect(next.a).toBe(untouched);
    expect(next.b[0]?.favorite).toBe(true);
    expect(setFavoriteIn(data, 9, true)).toBe(data);
  });
});

import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, withChunkTimeout } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk loading (spec §8, §9: 120 000 ms)', () => {
  it('shows «Loading chunk failed» and a reload button when a page chunk never arrives', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Never = lazyPage(() => new Promise<{ default: () => null }>(() => undefined));
    const reload = vi.fn();
    render(
      <RouteErrorBoundary onReload={reload}>
        <Suspense fallback={<p>грузится</p>}>
          <Never />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('грузится')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByText('Loading chunk failed')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByText(/Не удалось загрузить часть приложения/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Перезагрузить'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a failed dynamic import as a chunk failure too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  });

  it('resolves normally when the chunk arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('ok'), 10)).resolves.toBe('ok');
  });

  it('shows a Russian crash screen for other render errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Crash(): never {
      throw new Error('render bug');
    }
    render(
      <RouteErrorBoundary>
        <Crash />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Что-то пошло не так')).toBeInTheDocument();
    expect(screen.getByText('Перезагрузить')).toBeInTheDocument();
  });
});

import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

// The staff pages' one lazy boundary (staff-routes.tsx → staff-pages.ts): the first chunk's
// wrapper loads the registry, then the page; the chunk timeout and the chunk-failure screen
// cover both steps.
// Each test its own key: a wrapper, like any lazy page, keeps what it once loaded (or failed).
const registry = vi.hoisted(() => {
  const loader = () => vi.fn<() => Promise<{ default: () => string }>>();
  return { role: loader(), home: loader(), team: loader() };
});
vi.mock('./staff-pages', () => ({ STAFF_PAGES: registry }));

const { staffPage } = await import('./staff-routes');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.values(registry).forEach((load) => load.mockReset());
});

function show(key: Parameters<typeof staffPage>[0]) {
  const Page = staffPage(key);
  render(
    <RouteErrorBoundary>
      <Suspense fallback={<p>грузится</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

describe('the staff pages behind one lazy boundary', () => {
  it('renders the page the registry loads; one wrapper per key', async () => {
    registry.role.mockResolvedValue({ default: () => 'страница роли' });
    expect(staffPage('role')).toBe(staffPage('role'));
    expect(staffPage('role')).not.toBe(staffPage('scanner'));
    show('role');
    expect(await screen.findByText('страница роли')).toBeInTheDocument();
    expect(registry.role).toHaveBeenCalledTimes(1);
  });

  it('a page chunk that fails shows «Loading chunk failed»', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registry.home.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    show('home');
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
  });

  it('a page chunk that never arrives fails after the chunk timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registry.team.mockReturnValue(new Promise(() => undefined));
    show('team');
    expect(screen.getByText('грузится')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
  });
});

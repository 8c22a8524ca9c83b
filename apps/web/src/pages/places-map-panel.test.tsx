import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlagsProvider, type FlagsClient } from '@/lib/flags';
import { createQueryClient } from '@/lib/query-client';
import PlacesMapPanel from './places-map-panel';

function flagsWith(enabled: string[]): FlagsClient {
  const handlers = new Map<string, () => void>();
  return {
    on: (event, handler) => handlers.set(event, handler),
    off: () => undefined,
    isEnabled: (name) => enabled.includes(name),
    start: vi.fn(async () => handlers.get('ready')?.()),
    stop: () => undefined,
  };
}

describe('PlacesMapPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('spec §2.3 "ignore map": shows a notice instead of the map', async () => {
    // Until the flags answer the map is shown; its requests get an empty answer here.
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ events: [], clusters: [], points: [] })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <FlagsProvider client={flagsWith(['ignore-map'])}>
            <PlacesMapPanel filters={[]} />
          </FlagsProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Карта временно недоступна')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Карта' })).not.toBeInTheDocument();
  });
});

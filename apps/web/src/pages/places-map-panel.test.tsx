import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlaceFilters, EMPTY_FILTER } from '@/features/places/model/filter-store';
import { FlagsProvider, type FlagsClient } from '@/lib/flags';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { withPhoneSizedLayout } from '@/test/phone-layout';
import PlacesMapPanel from './places-map-panel';

startApiServer();

/** The map's requests: no tile configuration (no tiles in jsdom), no venues, no events. */
function answerMap() {
  answerWith('get', '/v1/mapConfig', () => apiError(503, 'UNAVAILABLE'));
  answerWith('get', '/v1/events', { events: [] });
  answerWith('get', '/v1/mob/places/map', { clusters: [], points: [] });
  return recordRequests();
}

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
  withPhoneSizedLayout();
  afterEach(() => vi.restoreAllMocks());

  it("asks for the venues of the list's filters: rating, services, benefits and distance too", async () => {
    const seen = answerMap();
    const model = {
      ...EMPTY_FILTER,
      sportTypes: [2],
      distanceKm: 5 as const,
      highRating: true,
      hasServices: true,
      benefits: ['PENSIONERS' as const],
    };
    const filters = buildPlaceFilters(model, [], { lat: 55.75, lon: 37.62 }, 'бассейн');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <FlagsProvider client={flagsWith([])}>
            <PlacesMapPanel filters={filters} />
          </FlagsProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const mapRequest = () => seen.find((request) => request.url.startsWith('/v1/mob/places/map'));
    await waitFor(() => expect(mapRequest()).toBeDefined());
    const params = new URL(mapRequest()!.url, 'http://x').searchParams;
    expect(Object.fromEntries([...params].filter(([name]) => name !== 'bbox'))).toEqual({
      zoom: '9',
      sportTypes: '2',
      highRating: 'true',
      hasServices: 'true',
      benefits: 'PENSIONERS',
      latitude: '55.75',
      longitude: '37.62',
      radius: '5000',
    });
  });

  it('spec §2.3 "ignore map": shows a notice instead of the map', async () => {
    // Until the flags answer the map is shown; its requests get an empty answer here.
    answerMap();
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

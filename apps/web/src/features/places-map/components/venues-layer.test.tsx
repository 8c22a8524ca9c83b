import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapView } from '@sportkarta/contract/api/map';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { withPhoneSizedLayout } from '@/test/phone-layout';
import { MapContainer } from '@/ui/map/map-container';
import { VenuesLayer } from './venues-layer';

startApiServer();

const VIEW: MapView = {
  clusters: [{ lat: 55.7, lon: 37.5, count: 1250 }],
  points: [{ id: 5, lat: 55.76, lon: 37.62, name: 'Бассейн «Волна»' }],
};

function renderLayer(onSelect = vi.fn()) {
  answerWith('get', '/v1/mob/places/map', VIEW);
  const seen = recordRequests();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <div style={{ width: 375, height: 600 }}>
        <MapContainer tiles={null}>
          <VenuesLayer filters={{ sportTypes: '1,2' }} onSelect={onSelect} />
        </MapContainer>
      </div>
    </QueryClientProvider>,
  );
  return { seen, onSelect };
}

describe('VenuesLayer', () => {
  withPhoneSizedLayout();
  afterEach(() => vi.restoreAllMocks());

  it('asks the map endpoint for the viewport at the default zoom with the filters', async () => {
    const { seen } = renderLayer();
    await waitFor(() => expect(seen).not.toHaveLength(0));
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/v1/mob/places/map');
    expect(url.searchParams.get('zoom')).toBe('9');
    expect(url.searchParams.get('sportTypes')).toBe('1,2');
    expect(url.searchParams.get('bbox')).toMatch(/^-?\d+\.\d{4}(,-?\d+\.\d{4}){3}$/);
  });

  it('draws clusters as named count bubbles and points as named pins', async () => {
    renderLayer();
    const cluster = await screen.findByRole('button', { name: 'Группа на карте: 1250 площадок' });
    expect(cluster).toHaveTextContent('1,3к');
    expect(screen.getByRole('button', { name: 'Бассейн «Волна»' })).toBeInTheDocument();
  });

  it('a tapped point is selected (the page shows its card)', async () => {
    const { onSelect } = renderLayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Бассейн «Волна»' }));
    expect(onSelect).toHaveBeenCalledWith(VIEW.points[0]);
  });

  it('has Russian zoom buttons and «Моё местоположение»', async () => {
    renderLayer();
    expect(await screen.findByRole('button', { name: 'Приблизить' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Отдалить' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Моё местоположение' })).toBeEnabled();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_GEOLOCATION_TIMEOUT_MS, MAP_LOCATION_ZOOM } from '@sportkarta/contract/config/map';
import * as toasts from '@/ui/toast/toast-bus';
import { L } from './leaflet';
import { MapContainer } from './map-container';

const getCurrentPosition = vi.hoisted(() => vi.fn());
vi.mock('@capacitor/geolocation', () => ({ Geolocation: { getCurrentPosition } }));

describe('«Моё местоположение» (spec §9, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks with the 30 s timeout and zooms to 15 on the point', async () => {
    const get = getCurrentPosition.mockResolvedValue({
      timestamp: 0,
      coords: { latitude: 55.7, longitude: 37.6, accuracy: 10 },
    });
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    render(<MapContainer tiles={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Моё местоположение' }));
    await waitFor(() => expect(setView).toHaveBeenCalledWith([55.7, 37.6], MAP_LOCATION_ZOOM));
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ timeout: MAP_GEOLOCATION_TIMEOUT_MS }),
    );
    // The person's dot is drawn.
    await waitFor(() => expect(document.querySelector('.sk-map-user')).not.toBeNull());
  });

  it('a failure shows the spec §8 toast', async () => {
    getCurrentPosition.mockRejectedValue(new Error('denied'));
    const toast = vi.spyOn(toasts, 'showToast');
    render(<MapContainer tiles={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Моё местоположение' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: 'Ошибка получения данных о вашем местоположении',
        }),
      ),
    );
  });
});

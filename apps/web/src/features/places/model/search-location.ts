import { useEffect } from 'react';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import {
  loadChosenLocation,
  forgetChosenAddress,
  updateDeviceLocation,
  useGeoLocation,
  type LocationState,
} from '@/lib/geo-location';
import { showToast } from '@/ui/toast/toast-bus';

/**
 * Ask the device where it is; spec §8: a failure shows «Ошибка получения данных о вашем
 * местоположении» as an error toast (the status line keeps saying it too).
 */
export async function locateDevice(): Promise<LocationState> {
  const state = await updateDeviceLocation(ruDiscoveryList.locationError);
  if (state.status === 'error')
    showToast({ type: 'error', message: ruDiscoveryList.locationError, key: 'location-error' });
  return state;
}

/** «Моё местоположение»: forget the chosen address and measure from the device again. */
export function locateMe(): Promise<LocationState> {
  forgetChosenAddress();
  return locateDevice();
}

/**
 * Where the search is centred: on first use the stored chosen address, else the device. Runs
 * once per app start (the location store outlives the page), so tab visits do not re-ask.
 */
export function useSearchLocation(): LocationState {
  const location = useGeoLocation();
  useEffect(() => {
    void loadChosenLocation().then((state) => {
      if (state.status === 'none') void locateDevice();
    });
  }, []);
  return location;
}

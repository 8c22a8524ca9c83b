import { nowMs } from '@sportkarta/contract/clock';
import { useStore } from 'zustand';
import { Geolocation } from '@capacitor/geolocation';
import {
  greatCircleDistanceM,
  LOCATION_HIGH_ACCURACY_TIMEOUT_MS,
  type LatLon,
} from '@sportkarta/contract/config/map';
import { createPersistedStore, type Hydrated } from './persisted-store';

// spec §3 Location: status, location [lon, lat], distance function, relevance date, address,
// error; spec §4: none → updating → success | error. One store for the whole app: the places
// list, the map and the venue page all measure distances from the same point. It is also the
// one owner of the address the person chose to search around (spec §3 puts the address in the
// Location state): that address and its point are kept in storage, so the search is centred
// there again after a restart; the device's own position is asked for anew.

export type LocationStatus = 'none' | 'updating' | 'success' | 'error';

export interface LocationState {
  status: LocationStatus;
  /** [lon, lat] as the spec spells it; null until a fix or a chosen address. */
  location: readonly [lon: number, lat: number] | null;
  /** When the location was obtained (ms since epoch). */
  relevanceDate: number | null;
  /** Set when the person chose an address instead of the device position. */
  address: string | null;
  /** The failure message for the error status. */
  error: string | null;
}

const INITIAL: LocationState & Hydrated = {
  status: 'none',
  location: null,
  relevanceDate: null,
  address: null,
  error: null,
  hydrated: false,
};

export const CHOSEN_ADDRESS_STORAGE_KEY = 'sk.chosenAddress';

interface StoredAddress {
  text: string;
  point: LatLon;
}

// Checked by hand: no zod in lib/ code that a first screen may load (docs/architecture.md).
function isStoredAddress(value: unknown): value is StoredAddress {
  const v = value as Partial<StoredAddress> | null;
  return (
    typeof v?.text === 'string' &&
    typeof v.point?.lat === 'number' &&
    typeof v.point.lon === 'number' &&
    Number.isFinite(v.point.lat) &&
    Number.isFinite(v.point.lon)
  );
}

/** The state of a search centred on a chosen address. */
function chosenState(point: LatLon, address: string): LocationState {
  return {
    status: 'success',
    location: [point.lon, point.lat],
    relevanceDate: nowMs(),
    address,
    error: null,
  };
}

const locationStore = createPersistedStore<LocationState & Hydrated>(INITIAL, {
  key: CHOSEN_ADDRESS_STORAGE_KEY,
  save: ({ address, location }) =>
    JSON.stringify(
      address && location ? { text: address, point: { lat: location[1], lon: location[0] } } : null,
    ),
  load: (raw) => {
    try {
      const saved: unknown = JSON.parse(raw);
      return isStoredAddress(saved) ? chosenState(saved.point, saved.text) : {};
    } catch {
      return {};
    }
  },
});

/** Every change marks the state as settled: it wins over a stored address still being read. */
const set = (next: LocationState): void => locationStore.setState({ ...next, hydrated: true });

export function getLocationState(): LocationState {
  return locationStore.getState();
}

/**
 * Where the search is centred, asked for once per app start (the store outlives pages): the
 * stored chosen address, else the device. A caller that needs a point calls this, not
 * updateDeviceLocation, so a chosen address is never overridden by a fix nobody asked for.
 */
export async function ensureLocation(errorMessage: string): Promise<LocationState> {
  const state = await loadChosenLocation();
  return state.status === 'none' ? updateDeviceLocation(errorMessage) : state;
}

/** The state once the stored chosen address (if any) has been read; read once per app run. */
export async function loadChosenLocation(): Promise<LocationState> {
  await locationStore.hydrate();
  return getLocationState();
}

export function useGeoLocation(): LocationState {
  return useStore(locationStore);
}

/** The point as {lat, lon}, or null. */
export function locationPoint(s: LocationState = getLocationState()): LatLon | null {
  return s.location ? { lon: s.location[0], lat: s.location[1] } : null;
}

/** spec §3 "distance function": metres from the current point, null without one. */
export function distanceFrom(s: LocationState, to: LatLon): number | null {
  const from = locationPoint(s);
  return from ? greatCircleDistanceM(from, to) : null;
}

let inFlight: Promise<LocationState> | null = null;

/**
 * Asks the device for its position (spec §9: 5000 ms, high accuracy). Failures end in the
 * error status with the spec's message; callers show it (spec §8).
 */
export function updateDeviceLocation(errorMessage: string): Promise<LocationState> {
  if (inFlight) return inFlight;
  set({ ...getLocationState(), status: 'updating', error: null });
  inFlight = Geolocation.getCurrentPosition({
    enableHighAccuracy: true,
    timeout: LOCATION_HIGH_ACCURACY_TIMEOUT_MS,
    maximumAge: 60_000,
  })
    .then((pos) => {
      set({
        status: 'success',
        location: [pos.coords.longitude, pos.coords.latitude],
        relevanceDate: nowMs(),
        address: null,
        error: null,
      });
      return getLocationState();
    })
    .catch(() => {
      set({ ...getLocationState(), status: 'error', error: errorMessage });
      return getLocationState();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The person picked an address (filter or search): distances are measured from there. */
export function setChosenLocation(point: LatLon, address: string): void {
  set(chosenState(point, address));
}

/** «Моё местоположение»: the chosen address is forgotten (the point stays until a new fix). */
export function forgetChosenAddress(): void {
  set({ ...getLocationState(), address: null });
}

/** For tests: forget the chosen address and the fix (back to none, storage to be read again). */
export function resetLocation(): void {
  locationStore.reset();
}

import { nowMs } from '@sportkarta/contract/clock';
import { useSyncExternalStore } from 'react';
import { Geolocation } from '@capacitor/geolocation';
import {
  greatCircleDistanceM,
  LOCATION_HIGH_ACCURACY_TIMEOUT_MS,
  type LatLon,
} from '@sportkarta/contract/config/map';

// spec §3 Location: status, location [lon, lat], distance function, relevance date, address,
// error; spec §4: none → updating → success | error. One store for the whole app: the places
// list, the map and the venue page all measure distances from the same point.

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

const INITIAL: LocationState = {
  status: 'none',
  location: null,
  relevanceDate: null,
  address: null,
  error: null,
};

let state: LocationState = INITIAL;
const listeners = new Set<() => void>();

function set(next: LocationState): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocationState(): LocationState {
  return state;
}

export function useGeoLocation(): LocationState {
  return useSyncExternalStore(subscribe, getLocationState, getLocationState);
}

/** The point as {lat, lon}, or null. */
export function locationPoint(s: LocationState = state): LatLon | null {
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
  set({ ...state, status: 'updating', error: null });
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
      return state;
    })
    .catch(() => {
      set({ ...state, status: 'error', error: errorMessage });
      return state;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The person picked an address (filter or search): distances are measured from there. */
export function setChosenLocation(point: LatLon, address: string): void {
  set({
    status: 'success',
    location: [point.lon, point.lat],
    relevanceDate: nowMs(),
    address,
    error: null,
  });
}

/** Forget the chosen address and the fix (back to none). */
export function resetLocation(): void {
  set(INITIAL);
}

import { now } from '@sportkarta/contract/clock';
import { useSyncExternalStore } from 'react';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { storage } from '@/lib/storage';
import { useEvents } from '../api/get-events';
import { DEFAULT_EVENT_PERIOD, validPeriod, type EventPeriod } from '../lib/period';

// spec §3 Events state: events, loading, selectedPeriod (default today), selectedMarkers,
// selectedEvent, sportTypes. The events and loading come from the query cache; the rest is
// this small store. The filter (period and sport types) survives restarts in storage.

export interface EventsSelection {
  selectedPeriod: EventPeriod;
  sportTypes: readonly number[];
  /** Ids of the events of the tapped marker (one place can hold several). */
  selectedMarkers: readonly number[];
  selectedEvent: number | null;
  /** The stored filter has been read: no request goes out with a filter about to change. */
  hydrated: boolean;
}

export const EVENTS_FILTER_STORAGE_KEY = 'sk.eventsFilter';

export const INITIAL_EVENTS_SELECTION: EventsSelection = {
  selectedPeriod: DEFAULT_EVENT_PERIOD,
  sportTypes: [],
  selectedMarkers: [],
  selectedEvent: null,
  hydrated: false,
};

let state: EventsSelection = INITIAL_EVENTS_SELECTION;
const listeners = new Set<() => void>();
let hydration: Promise<void> | null = null;

function set(next: EventsSelection): void {
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void hydrateEventsSelection();
  return () => listeners.delete(listener);
}

export function getEventsSelection(): EventsSelection {
  return state;
}

/** Reads the stored filter once per app run; a broken or outdated value gives the defaults. */
export function hydrateEventsSelection(at: Date = now()): Promise<void> {
  hydration ??= storage
    .get(EVENTS_FILTER_STORAGE_KEY)
    .then((raw) => {
      if (!raw) return;
      const saved = JSON.parse(raw) as { period?: unknown; sportTypes?: unknown };
      const sportTypes = Array.isArray(saved.sportTypes)
        ? saved.sportTypes.filter((v): v is number => Number.isInteger(v))
        : [];
      set({ ...state, selectedPeriod: validPeriod(saved.period, at), sportTypes });
    })
    .catch(() => undefined)
    .finally(() => {
      if (!state.hydrated) set({ ...state, hydrated: true });
    });
  return hydration;
}

/** «Применить» of /filter/events: a new filter drops the selection made under the old one. */
export function applyEventsFilter(selectedPeriod: EventPeriod, sportTypes: readonly number[]) {
  set({
    selectedPeriod,
    sportTypes: [...sportTypes],
    selectedMarkers: [],
    selectedEvent: null,
    hydrated: true,
  });
  void storage.set(
    EVENTS_FILTER_STORAGE_KEY,
    JSON.stringify({ period: selectedPeriod, sportTypes }),
  );
}

/** «Сбросить»: back to today and every sport. */
export function resetEventsFilter(): void {
  applyEventsFilter(DEFAULT_EVENT_PERIOD, []);
}

/** A tap on an event marker: one event opens directly, several open as a list. */
export function selectEventMarker(eventIds: readonly number[]): void {
  set({
    ...state,
    selectedMarkers: [...eventIds],
    selectedEvent: eventIds.length === 1 ? eventIds[0]! : null,
  });
}

export function selectEvent(id: number | null): void {
  set({ ...state, selectedEvent: id });
}

export function clearEventSelection(): void {
  set({ ...state, selectedMarkers: [], selectedEvent: null });
}

/** For tests: forget the store and the hydration. */
export function resetEventsStateForTests(): void {
  state = INITIAL_EVENTS_SELECTION;
  hydration = null;
}

export function useEventsSelection(): EventsSelection {
  return useSyncExternalStore(subscribe, getEventsSelection, getEventsSelection);
}

export interface EventsState extends EventsSelection {
  events: readonly SportEvent[];
  loading: boolean;
  error: Error | null;
}

const NO_EVENTS: readonly SportEvent[] = [];

/** The whole spec §3 Events state; `enabled: false` skips the request (e.g. the map is off). */
export function useEventsState(enabled = true): EventsState {
  const selection = useEventsSelection();
  const on = enabled && selection.hydrated;
  const query = useEvents(selection.selectedPeriod, selection.sportTypes, on);
  return {
    ...selection,
    events: query.data ?? NO_EVENTS,
    loading: enabled && (!selection.hydrated || query.isPending),
    error: query.error,
  };
}

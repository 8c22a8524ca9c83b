import { now } from '@sportkarta/contract/clock';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { SportEvent } from '@sportkarta/contract/api/events';
import { createPersistedStore } from '@/lib/persisted-store';
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

/** The stored filter read back; a broken or outdated value gives the defaults. */
function loadSaved(raw: string, now: Date): Partial<EventsSelection> {
  try {
    const saved = JSON.parse(raw) as { period?: unknown; sportTypes?: unknown };
    const sportTypes = Array.isArray(saved.sportTypes)
      ? saved.sportTypes.filter((v): v is number => Number.isInteger(v))
      : [];
    return { selectedPeriod: validPeriod(saved.period, now), sportTypes };
  } catch {
    return {};
  }
}

/** The moment the stored period is judged against (hydrateEventsSelection's `now`). */
let hydratedAt: Date | null = null;

const eventsStore = createPersistedStore<EventsSelection>(INITIAL_EVENTS_SELECTION, {
  key: EVENTS_FILTER_STORAGE_KEY,
  // Only the filter outlives a restart, not the markers tapped under it.
  save: (state) => JSON.stringify({ period: state.selectedPeriod, sportTypes: state.sportTypes }),
  load: (raw) => (hydratedAt ? loadSaved(raw, hydratedAt) : {}),
});

const set = (patch: Partial<EventsSelection>): void => eventsStore.setState(patch);

export function getEventsSelection(): EventsSelection {
  return eventsStore.getState();
}

/** Reads the stored filter once per app run; a broken or outdated value gives the defaults. */
export function hydrateEventsSelection(at: Date = now()): Promise<void> {
  hydratedAt ??= at;
  return eventsStore.hydrate();
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
}

/** «Сбросить»: back to today and every sport. */
export function resetEventsFilter(): void {
  applyEventsFilter(DEFAULT_EVENT_PERIOD, []);
}

/** A tap on an event marker: one event opens directly, several open as a list. */
export function selectEventMarker(eventIds: readonly number[]): void {
  set({
    selectedMarkers: [...eventIds],
    selectedEvent: eventIds.length === 1 ? eventIds[0]! : null,
  });
}

export function selectEvent(id: number | null): void {
  set({ selectedEvent: id });
}

export function clearEventSelection(): void {
  set({ selectedMarkers: [], selectedEvent: null });
}

/** For tests: forget the store and the hydration. */
export function resetEventsStateForTests(): void {
  hydratedAt = null;
  eventsStore.reset();
}

export function useEventsSelection(): EventsSelection {
  useEffect(() => void hydrateEventsSelection(), []);
  return useStore(eventsStore);
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

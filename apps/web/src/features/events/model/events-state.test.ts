import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import {
  applyEventsFilter,
  EVENTS_FILTER_STORAGE_KEY,
  getEventsSelection,
  hydrateEventsSelection,
  resetEventsFilter,
  resetEventsStateForTests,
  selectEvent,
  selectEventMarker,
} from './events-state';

const NOW = new Date('2026-11-18T07:15:00Z');

describe('events state (spec §3)', () => {
  beforeEach(async () => {
    resetEventsStateForTests();
    await storage.remove(EVENTS_FILTER_STORAGE_KEY);
  });

  it('starts with today, every sport and nothing selected', async () => {
    await hydrateEventsSelection(NOW);
    expect(getEventsSelection()).toMatchObject({
      selectedPeriod: { kind: 'today' },
      sportTypes: [],
      selectedMarkers: [],
      selectedEvent: null,
      hydrated: true,
    });
  });

  it('persists the period and sport types and reads them back on the next run', async () => {
    applyEventsFilter({ kind: 'date', date: '2026-11-25' }, [3, 1]);
    resetEventsStateForTests();
    expect(getEventsSelection().selectedPeriod).toEqual({ kind: 'today' });
    await hydrateEventsSelection(NOW);
    expect(getEventsSelection()).toMatchObject({
      selectedPeriod: { kind: 'date', date: '2026-11-25' },
      sportTypes: [3, 1],
    });
  });

  it('falls back to today when the stored date has passed or the value is broken', async () => {
    await storage.set(
      EVENTS_FILTER_STORAGE_KEY,
      JSON.stringify({ period: { kind: 'date', date: '2026-01-01' }, sportTypes: [2, 'x'] }),
    );
    await hydrateEventsSelection(NOW);
    expect(getEventsSelection()).toMatchObject({
      selectedPeriod: { kind: 'today' },
      sportTypes: [2],
    });

    resetEventsStateForTests();
    await storage.set(EVENTS_FILTER_STORAGE_KEY, '{not json');
    await hydrateEventsSelection(NOW);
    expect(getEventsSelection()).toMatchObject({
      selectedPeriod: { kind: 'today' },
      hydrated: true,
    });
  });

  it('a marker with one event opens it; with several it lists them', () => {
    selectEventMarker([7]);
    expect(getEventsSelection()).toMatchObject({ selectedMarkers: [7], selectedEvent: 7 });
    selectEventMarker([7, 8]);
    expect(getEventsSelection()).toMatchObject({ selectedMarkers: [7, 8], selectedEvent: null });
    selectEvent(8);
    expect(getEventsSelection().selectedEvent).toBe(8);
  });

  it('a new filter and «Сбросить» drop the selection', () => {
    selectEventMarker([7]);
    applyEventsFilter({ kind: 'weekend' }, [1]);
    expect(getEventsSelection()).toMatchObject({ selectedMarkers: [], selectedEvent: null });
    resetEventsFilter();
    expect(getEventsSelection()).toMatchObject({
      selectedPeriod: { kind: 'today' },
      sportTypes: [],
    });
  });
});

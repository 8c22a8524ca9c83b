import { useEffect } from 'react';
import { useStore } from 'zustand';
import { z } from 'zod';
import {
  PlaceAccessFeatureSchema,
  PlaceBenefitSchema,
  type PlaceAccessFeature,
  type PlaceBenefit,
  type PlaceFilter,
} from '@sportkarta/contract/api/places';
import {
  DISTANCE_FILTER_KM,
  RECENT_ADDRESSES_MAX,
  type DistanceFilterKm,
  type LatLon,
} from '@sportkarta/contract/config/map';
import { setChosenLocation } from '@/lib/geo-location';
import { createPersistedStore } from '@/lib/persisted-store';

// spec §3 Filter model (places part): sport types, distance, high rating, has services,
// benefits, accessibility (issue 28) and the recent addresses (newest first, 21 in all). Kept in storage so the search
// looks the same after a restart. The chosen address itself belongs to the Location state
// (spec §3; lib/geo-location.ts), its one owner.

export interface ChosenAddress {
  text: string;
  point: LatLon;
}

export interface PlacesFilterModel {
  sportTypes: number[];
  /** +5 / +10 / +25 / +50 km around the location (spec §9), or no distance limit. */
  distanceKm: DistanceFilterKm | null;
  highRating: boolean;
  hasServices: boolean;
  benefits: PlaceBenefit[];
  /** Issue 28: venues declaring ALL of these accessibility features. */
  accessibility: PlaceAccessFeature[];
  /** Newest first, at most RECENT_ADDRESSES_MAX. */
  recentAddresses: ChosenAddress[];
}

export const EMPTY_FILTER: PlacesFilterModel = {
  sportTypes: [],
  distanceKm: null,
  highRating: false,
  hasServices: false,
  benefits: [],
  accessibility: [],
  recentAddresses: [],
};

export const PLACES_FILTER_STORAGE_KEY = 'sk.placesFilter';

const M_PER_KM = 1000;

/**
 * The body of POST /v1/mob/places, spec §7.2: "radius, latitude and longitude are sent only
 * when all three are set; arrays and true booleans are sent; otherwise the checked category
 * ids". latitude/longitude alone still go out so the list is nearest first (contract
 * comment), and the search text goes out as `query`; neither counts as a filter of its own.
 */
export function buildPlaceFilters(
  model: PlacesFilterModel,
  categories: readonly number[],
  location: LatLon | null,
  query: string,
): PlaceFilter[] {
  const filters: PlaceFilter[] = [];
  if (model.sportTypes.length > 0)
    filters.push({ field: 'sportTypes', values: [...model.sportTypes].sort((a, b) => a - b) });
  if (location && model.distanceKm !== null)
    filters.push({ field: 'radius', values: [model.distanceKm * M_PER_KM] });
  if (model.highRating) filters.push({ field: 'highRating', values: [true] });
  if (model.hasServices) filters.push({ field: 'hasServices', values: [true] });
  if (model.benefits.length > 0) filters.push({ field: 'benefits', values: [...model.benefits] });
  if (model.accessibility.length > 0)
    filters.push({ field: 'accessibility', values: [...model.accessibility] });
  if (filters.length === 0 && categories.length > 0)
    filters.push({ field: 'categories', values: [...categories].sort((a, b) => a - b) });
  if (location) {
    filters.push({ field: 'latitude', values: [location.lat] });
    filters.push({ field: 'longitude', values: [location.lon] });
  }
  const text = query.trim();
  if (text) filters.push({ field: 'query', values: [text] });
  return filters;
}

/** How many filter groups are on, for the badge of the filter button. */
export function countActiveFilters(model: PlacesFilterModel): number {
  return [
    model.sportTypes.length > 0,
    model.distanceKm !== null,
    model.highRating,
    model.hasServices,
    model.benefits.length > 0,
    model.accessibility.length > 0,
  ].filter(Boolean).length;
}

/** spec §3: newest first, the same address only once, newest plus up to 20 older. */
export function pushRecentAddress(
  list: readonly ChosenAddress[],
  entry: ChosenAddress,
): ChosenAddress[] {
  const key = entry.text.trim().toLowerCase();
  const older = list.filter((item) => item.text.trim().toLowerCase() !== key);
  return [entry, ...older].slice(0, RECENT_ADDRESSES_MAX);
}

const AddressSchema = z.object({
  text: z.string(),
  point: z.object({ lat: z.number(), lon: z.number() }),
});
const StoredSchema = z.object({
  sportTypes: z.array(z.number().int()).catch([]),
  distanceKm: z
    .number()
    .nullable()
    .transform((km) =>
      DISTANCE_FILTER_KM.find((choice) => choice === km) === undefined
        ? null
        : (km as DistanceFilterKm),
    )
    .catch(null),
  highRating: z.boolean().catch(false),
  hasServices: z.boolean().catch(false),
  benefits: z.array(PlaceBenefitSchema).catch([]),
  // A model stored before issue 28 has none: the filter starts off.
  accessibility: z.array(PlaceAccessFeatureSchema).catch([]),
  recentAddresses: z
    .array(AddressSchema)
    .transform((list) => list.slice(0, RECENT_ADDRESSES_MAX))
    .catch([]),
});

/** A damaged or old stored value never breaks the search: it falls back field by field. */
export function parseStoredFilter(raw: string | null): PlacesFilterModel {
  if (!raw) return EMPTY_FILTER;
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_FILTER;
  } catch {
    return EMPTY_FILTER;
  }
}

// ---- The store: one model for the list, the map and the filter page ----

const filterStore = createPersistedStore<{ model: PlacesFilterModel; hydrated: boolean }>(
  { model: EMPTY_FILTER, hydrated: false },
  {
    key: PLACES_FILTER_STORAGE_KEY,
    save: (state) => JSON.stringify(state.model),
    load: (raw) => ({ model: parseStoredFilter(raw) }),
  },
);

/** Reads the stored model once; later calls share the same promise. */
export const loadFilterModel = (): Promise<void> => filterStore.hydrate();

export function getFilterModel(): PlacesFilterModel {
  return filterStore.getState().model;
}

export function setFilterModel(next: PlacesFilterModel): void {
  filterStore.setState({ model: next, hydrated: true });
}

export function updateFilter(patch: Partial<PlacesFilterModel>): void {
  setFilterModel({ ...getFilterModel(), ...patch });
}

/**
 * An address was picked: the search is centred there (the location store owns the chosen
 * address, lib/geo-location.ts) and it becomes the newest recent address.
 */
export function chooseAddress(address: ChosenAddress): void {
  setChosenLocation(address.point, address.text);
  const model = getFilterModel();
  setFilterModel({
    ...model,
    recentAddresses: pushRecentAddress(model.recentAddresses, address),
  });
}

/** «Сбросить»: the filters go back to none; the address history stays (and the location). */
export function resetFilters(): void {
  setFilterModel({ ...EMPTY_FILTER, recentAddresses: getFilterModel().recentAddresses });
}

/** For tests: forget everything, as on a fresh start. */
export const resetFilterStoreForTests = (): void => filterStore.reset();

export function useFilterModel(): { model: PlacesFilterModel; ready: boolean } {
  const model = useStore(filterStore, (state) => state.model);
  const ready = useStore(filterStore, (state) => state.hydrated);
  useEffect(() => {
    if (!ready) void loadFilterModel();
  }, [ready]);
  return { model, ready };
}

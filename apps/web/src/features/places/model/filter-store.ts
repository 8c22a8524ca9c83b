import { useEffect, useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  PlaceBenefitSchema,
  type PlaceBenefit,
  type PlaceFilter,
} from '@sportkarta/contract/api/places';
import {
  DISTANCE_FILTER_KM,
  RECENT_ADDRESSES_MAX,
  type DistanceFilterKm,
  type LatLon,
} from '@sportkarta/contract/config/map';
import { storage } from '@/lib/storage';

// spec §3 Filter model (places part): sport types, distance, high rating, has services,
// benefits, the chosen address and the recent addresses (newest first, 21 in all). Kept in
// storage so the search looks the same after a restart.

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
  /** The address the person picked; null means "my location". */
  address: ChosenAddress | null;
  /** Newest first, at most RECENT_ADDRESSES_MAX. */
  recentAddresses: ChosenAddress[];
}

export const EMPTY_FILTER: PlacesFilterModel = {
  sportTypes: [],
  distanceKm: null,
  highRating: false,
  hasServices: false,
  benefits: [],
  address: null,
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
  address: AddressSchema.nullable().catch(null),
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

let model: PlacesFilterModel = EMPTY_FILTER;
let loaded = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the stored model once; later calls share the same promise. */
export function loadFilterModel(): Promise<void> {
  loading ??= storage.get(PLACES_FILTER_STORAGE_KEY).then(
    (raw) => {
      if (!loaded) model = parseStoredFilter(raw);
      loaded = true;
      emit();
    },
    () => {
      loaded = true;
      emit();
    },
  );
  return loading;
}

export function getFilterModel(): PlacesFilterModel {
  return model;
}

export function setFilterModel(next: PlacesFilterModel): void {
  model = next;
  loaded = true;
  emit();
  void storage.set(PLACES_FILTER_STORAGE_KEY, JSON.stringify(next));
}

export function updateFilter(patch: Partial<PlacesFilterModel>): void {
  setFilterModel({ ...model, ...patch });
}

/** An address was picked: it becomes the chosen one and the newest recent address. */
export function chooseAddress(address: ChosenAddress): void {
  setFilterModel({
    ...model,
    address,
    recentAddresses: pushRecentAddress(model.recentAddresses, address),
  });
}

/** «Сбросить»: the filters go back to none; where the search is centred and the history stay. */
export function resetFilters(): void {
  setFilterModel({
    ...EMPTY_FILTER,
    address: model.address,
    recentAddresses: model.recentAddresses,
  });
}

/** For tests: forget everything, as on a fresh start. */
export function resetFilterStoreForTests(): void {
  model = EMPTY_FILTER;
  loaded = false;
  loading = null;
  emit();
}

const isLoaded = (): boolean => loaded;

export function useFilterModel(): { model: PlacesFilterModel; ready: boolean } {
  const current = useSyncExternalStore(subscribe, getFilterModel, getFilterModel);
  const ready = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  useEffect(() => {
    if (!ready) void loadFilterModel();
  }, [ready]);
  return { model: current, ready };
}

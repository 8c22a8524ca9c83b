import type {
  CheckedPlaceFilter,
  PlaceAccessFeature,
  PlaceBenefit,
} from '@sportkarta/contract/api/places';
import type { LatLon } from '@sportkarta/contract/config/map';

/**
 * POST /v1/mob/places filters as a search (spec §3 "Place filters", §7.2 "Places list").
 * Empty lists and absent booleans mean "no filter".
 */
export interface PlaceSearch {
  /** The venue has ANY of these sport types. */
  sportTypes: number[];
  /** The venue has ANY of these categories (favouriteCategories.json ids). */
  categories: number[];
  /** The venue offers ALL of these benefits. */
  benefits: PlaceBenefit[];
  /** The venue declares ALL of these accessibility features. */
  accessibility: PlaceAccessFeature[];
  highRating: boolean;
  hasServices: boolean;
  /** Search text (name or address), trimmed; null when absent or blank. */
  query: string | null;
  /** Orders nearest first and gives each venue its distance. */
  origin: LatLon | null;
  /** Metres; only with an origin (spec §7.2: radius is used only when all three are set). */
  radius: number | null;
}

/**
 * Turns the body of POST /v1/mob/places, already checked by the contract's
 * PlacesRequestSchema (a wrong value was a 400 before this runs), into a search: lists add up
 * without duplicates, [true] switches a flag on, a blank text is no text, and the radius
 * counts only with both coordinates.
 */
export function toPlaceSearch(filters: readonly CheckedPlaceFilter[]): PlaceSearch {
  const sportTypes = new Set<number>();
  const categories = new Set<number>();
  const benefits = new Set<PlaceBenefit>();
  const accessibility = new Set<PlaceAccessFeature>();
  const s: PlaceSearch = {
    sportTypes: [],
    categories: [],
    benefits: [],
    accessibility: [],
    highRating: false,
    hasServices: false,
    query: null,
    origin: null,
    radius: null,
  };
  let lat: number | null = null;
  let lon: number | null = null;
  for (const f of filters) {
    switch (f.field) {
      case 'sportTypes':
        f.values.forEach((id) => sportTypes.add(id));
        break;
      case 'categories':
        f.values.forEach((id) => categories.add(id));
        break;
      case 'benefits':
        f.values.forEach((b) => benefits.add(b));
        break;
      case 'accessibility':
        f.values.forEach((a) => accessibility.add(a));
        break;
      case 'highRating':
      case 'hasServices':
        s[f.field] = f.values[0] === true;
        break;
      case 'query':
        s.query = f.values[0]?.trim() || null;
        break;
      case 'latitude':
        lat = f.values[0]!;
        break;
      case 'longitude':
        lon = f.values[0]!;
        break;
      case 'radius':
        s.radius = f.values[0]!;
        break;
    }
  }
  s.origin = lat !== null && lon !== null ? { lat, lon } : null;
  if (!s.origin) s.radius = null;
  return {
    ...s,
    sportTypes: [...sportTypes],
    categories: [...categories],
    benefits: [...benefits],
    accessibility: [...accessibility],
  };
}

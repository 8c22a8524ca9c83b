import type {
  GeocoderItem,
  GeocoderItemType,
  GeocoderResponse,
} from '@sportkarta/contract/api/geocoder';
import { z } from 'zod';
import {
  foundResponse,
  GeocoderUnavailableError,
  notFoundResponse,
  type GeoPoint,
  type Geocoder,
} from './types';

// The 2GIS Catalog API adapter (integrations.md §4): GET /3.0/suggests and /3.0/items/geocode
// with `key`, `fields=items.point,items.address_name`; coordinates in queries are "lon,lat".
// Its answer goes through the same contract schema as the gazetteer's; item types outside the
// contract's four are mapped or dropped.

/** Address suggestions must feel instant; a slower 2GIS is reported as unavailable. */
export const DGIS_TIMEOUT_MS = 5000;
const FIELDS = 'items.point,items.address_name';

const DgisItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  type: z.string(),
  name: z.string().optional(),
  full_name: z.string().optional(),
  address_name: z.string().optional(),
  point: z.object({ lat: z.number(), lon: z.number() }).optional(),
});
const DgisAnswerSchema = z.object({
  meta: z.object({
    api_version: z.string(),
    code: z.number(),
    issue_date: z.string(),
    error: z.object({ type: z.string(), message: z.string() }).optional(),
  }),
  result: z.object({ items: z.array(z.unknown()), total: z.number().optional() }).optional(),
});

/** 2GIS types seen (integrations.md §4) → the contract's building / adm_div / street / attraction. */
function mapType(type: string): GeocoderItemType | null {
  if (type === 'building' || type === 'street' || type === 'attraction') return type;
  if (type === 'adm_div' || type.startsWith('adm_div.')) return 'adm_div';
  if (type === 'road' || type === 'crossroad') return 'street';
  if (type === 'branch' || type.startsWith('station') || type === 'parking' || type === 'gate') {
    return 'attraction';
  }
  return null; // user_queries, rubric, route…: not a place to put on the map
}

function mapItem(raw: unknown, index: number): GeocoderItem | null {
  const parsed = DgisItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const item = parsed.data;
  const type = mapType(item.type);
  const name = item.name ?? item.address_name ?? item.full_name;
  if (!type || !name) return null;
  return {
    id: item.id ?? `dgis:${index}`,
    type,
    name,
    full_name: item.full_name ?? name,
    ...(item.address_name ? { address_name: item.address_name } : {}),
    ...(item.point ? { point: item.point } : {}),
  };
}

export const DGIS_MESSAGES = {
  unavailable: 'Сервис поиска адресов недоступен, попробуйте позже',
} as const;

export interface DgisOptions {
  apiUrl: string;
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createDgisGeocoder(opts: DgisOptions): Geocoder {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? DGIS_TIMEOUT_MS;

  async function call(path: string, params: Record<string, string>): Promise<GeocoderResponse> {
    const url = new URL(`${opts.apiUrl}${path}`);
    for (const [k, v] of Object.entries({ ...params, fields: FIELDS, key: opts.key })) {
      url.searchParams.set(k, v);
    }
    let body: unknown;
    try {
      const res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      // 2GIS reports errors in `meta` (also with a non-200 status); a body without it is a failure.
      body = await res.json();
    } catch (err) {
      throw new GeocoderUnavailableError(`2GIS unreachable: ${String(err)}`);
    }
    const parsed = DgisAnswerSchema.safeParse(body);
    if (!parsed.success) throw new GeocoderUnavailableError('2GIS answered without meta');
    const { meta, result } = parsed.data;
    if (meta.error || meta.code !== 200) {
      if (meta.code === 404) {
        return {
          meta: {
            ...meta,
            error: meta.error ?? notFoundResponse(meta.api_version, meta.issue_date).meta.error,
          },
        };
      }
      throw new GeocoderUnavailableError(
        `2GIS error ${meta.code}: ${meta.error?.type ?? ''} ${meta.error?.message ?? ''}`,
      );
    }
    const items = (result?.items ?? []).map(mapItem).filter((i): i is GeocoderItem => i !== null);
    return foundResponse(items, meta.api_version, meta.issue_date);
  }

  return {
    suggest: (q, near) =>
      call('/3.0/suggests', { q, ...(near ? { location: `${near.lon},${near.lat}` } : {}) }),
    geocode: (q) => call('/3.0/items/geocode', { q }),
    reverse: (p: GeoPoint) =>
      call('/3.0/items/geocode', { lat: String(p.lat), lon: String(p.lon) }),
  };
}

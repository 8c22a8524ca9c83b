import type { GeocoderItem, GeocoderItemType } from '@sportkarta/contract/api/geocoder';
import type { Db } from '../../db/client';
import {
  EMBEDDED_API_VERSION,
  foundResponse,
  issueDate,
  type GeoPoint,
  type Geocoder,
} from '../../integrations/geocoder/types';
import type { Clock } from '../../lib/clock';
import {
  buildingsOnStreet,
  nearestGazetteer,
  searchGazetteer,
  type GazetteerHit,
} from './repository';

// The embedded geocoder (issue 4): the built-in gazetteer of Moscow districts, streets,
// buildings and venues, answering in the 2GIS shape. The gazetteer holds one point per street,
// so «Тверская 7» without a building row is answered with the street's point.

/** Items in one answer, as 2GIS's demo key allows (integrations.md §4: page_size ≤ 10). */
export const GAZETTEER_LIMIT = 10;
/** Reverse geocoding: the nearest building or street this close, the district this close. */
export const REVERSE_ADDRESS_MAX_M = 2000;
export const REVERSE_DISTRICT_MAX_M = 10_000;
/** A street must match the typed street part this well to carry a house number. */
const STREET_MATCH_TYPES = ['street'] as const;

/** As `gazetteer.search` is written: lower case, «ё» as «е», no quotes, single spaces. */
export function normalizeQuery(q: string): string {
  return q
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»„“"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * «тверская 7», «тверская ул., д. 7к2», «арбат, 10 стр 1» → street part and house number.
 * The house is digits with an optional letter and building/structure suffix.
 */
export function splitHouse(text: string): { street: string; house: string } | null {
  const m =
    /^(.*?[^\s,.])[\s,.]+(?:д\.?\s*|дом\s+)?(\d+[а-я]?(?:[\s,]*(?:к|корп|корпус|с|стр|строение)\.?\s*\d+)?)$/.exec(
      text,
    );
  if (!m?.[1] || !m[2] || !/[а-яa-z]/.test(m[1])) return null;
  return { street: m[1].replace(/[\s,.]+$/, ''), house: houseKey(m[2]) };
}

/** «104, корп. 1», «104 к1», «104к1» → «104к1»; «69, стр. 1» → «69с1». */
export function houseKey(house: string): string {
  return house
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/(корпус|корп|к)\.?/g, 'к')
    .replace(/(строение|стр|с)\.?/g, 'с')
    .replace(/[\s,.]+/g, '');
}

function toItem(hit: GazetteerHit): GeocoderItem {
  return {
    id: hit.id,
    type: hit.type as GeocoderItemType,
    name: hit.name,
    full_name: hit.fullName,
    ...(hit.addressName ? { address_name: hit.addressName } : {}),
    point: { lat: hit.lat, lon: hit.lon },
  };
}

/** «Тверская улица, 7»: the building row if the gazetteer has it, else made on the street. */
async function houseItem(db: Db, text: string): Promise<GeocoderItem | null> {
  const parts = splitHouse(text);
  if (!parts) return null;
  const [street] = await searchGazetteer(db, {
    text: parts.street,
    types: STREET_MATCH_TYPES,
    limit: 1,
  });
  if (!street) return null;
  const prefix = `${street.name}, `;
  const building = (await buildingsOnStreet(db, street.name)).find(
    (b) => houseKey((b.addressName ?? '').slice(prefix.length)) === parts.house,
  );
  if (building) return toItem(building);
  const addressName = `${prefix}${parts.house}`;
  return {
    id: `${street.id}/${parts.house}`,
    type: 'building',
    name: addressName,
    full_name: `${street.fullName}, ${parts.house}`,
    address_name: addressName,
    point: { lat: street.lat, lon: street.lon },
  };
}

async function search(db: Db, q: string, near: GeoPoint | null): Promise<GeocoderItem[]> {
  const text = normalizeQuery(q);
  const house = await houseItem(db, text);
  const hits = await searchGazetteer(db, { text, near, limit: GAZETTEER_LIMIT });
  const items = hits.map(toItem).filter((i) => i.id !== house?.id);
  return (house ? [house, ...items] : items).slice(0, GAZETTEER_LIMIT);
}

export function createGazetteerGeocoder(db: Db, clock: Clock): Geocoder {
  // The answer's issue_date, as 2GIS stamps it.
  const found = (items: GeocoderItem[]) =>
    foundResponse(items, EMBEDDED_API_VERSION, issueDate(clock.now()));
  return {
    suggest: async (q, near) => found(await search(db, q, near)),
    geocode: async (q) => found(await search(db, q, null)),
    reverse: async (point) => {
      const address = await nearestGazetteer(
        db,
        point,
        ['building', 'street'],
        REVERSE_ADDRESS_MAX_M,
      );
      const district = await nearestGazetteer(db, point, ['adm_div'], REVERSE_DISTRICT_MAX_M);
      return found([address, district].filter((h) => h !== undefined).map(toItem));
    },
  };
}

import { districtId, OKRUGS } from './districts-data';
import { DISTRICT_CENTRES, STREETS } from './geo-data';
import type { DemoComplex } from './places';

// The embedded geocoder's gazetteer (issue 4 "API": items of type street, adm_div, building and
// attraction in the 2GIS Catalog shape). `search` is the lower-case text pg_trgm matches.

export interface GazetteerRow {
  id: string;
  type: 'street' | 'adm_div' | 'building' | 'attraction';
  name: string;
  fullName: string;
  addressName: string | null;
  lat: number;
  lon: number;
  search: string;
  rank: number;
}

/** Lower case, «ё» as «е» (people type both), quotes dropped. */
export const searchText = (...parts: string[]): string =>
  parts
    .join(' ')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»„“"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** «улица Арбат» is also typed «ул арбат», «проспект Мира» — «пр-т мира». */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  улица: 'ул',
  проспект: 'пр-т просп',
  шоссе: 'ш',
  бульвар: 'б-р',
  набережная: 'наб',
  проезд: 'пр-д',
};
function streetSynonyms(name: string): string {
  const words = name.toLowerCase().split(' ');
  if (!words.some((w) => ABBREVIATIONS[w])) return '';
  return words.map((w) => ABBREVIATIONS[w] ?? w).join(' ');
}

export function buildGazetteer(complexes: readonly DemoComplex[]): GazetteerRow[] {
  const rows: GazetteerRow[] = [];
  for (const o of OKRUGS) {
    for (const name of o.districts) {
      const [lat, lon] = DISTRICT_CENTRES[name]!;
      rows.push({
        id: `adm_div:${districtId(name)}`,
        type: 'adm_div',
        name,
        fullName: `Москва, ${name}`,
        addressName: null,
        lat,
        lon,
        search: searchText(name, 'район', o.abbreviation),
        rank: 3,
      });
    }
  }
  for (const s of STREETS) {
    rows.push({
      id: `street:${districtId(s.name)}`,
      type: 'street',
      name: s.name,
      fullName: `Москва, ${s.name}`,
      addressName: null,
      lat: s.lat,
      lon: s.lon,
      search: searchText(s.name, streetSynonyms(s.name)),
      rank: 2,
    });
  }
  const buildings = new Set<string>();
  for (const c of complexes) {
    const addressName = `${c.street}, ${c.house}`;
    const buildingId = `building:${districtId(addressName)}`;
    if (!buildings.has(buildingId)) {
      buildings.add(buildingId);
      rows.push({
        id: buildingId,
        type: 'building',
        name: addressName,
        fullName: c.address,
        addressName,
        lat: c.lat,
        lon: c.lon,
        search: searchText(addressName, streetSynonyms(c.street), c.house),
        rank: 1,
      });
    }
    rows.push({
      id: `attraction:${c.id}`,
      type: 'attraction',
      name: c.name,
      fullName: `Москва, ${c.name}`,
      addressName,
      lat: c.lat,
      lon: c.lon,
      search: searchText(c.name, c.placeName),
      rank: 2,
    });
  }
  return rows;
}

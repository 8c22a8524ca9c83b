import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { gazetteer } from '../../db/schema';

// raw SQL in this file: pg_trgm's operators and similarity ordering, earthdistance's KNN
// (`<->` on ll_to_earth) and LIKE patterns with their own escapes, which the builder does not say

const GazetteerHitSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  fullName: z.string(),
  addressName: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type GazetteerHit = z.infer<typeof GazetteerHitSchema>;

const COLUMNS = sql`${gazetteer.id} as id, ${gazetteer.type} as type, ${gazetteer.name} as name,
  ${gazetteer.fullName} as "fullName", ${gazetteer.addressName} as "addressName",
  ${gazetteer.lat} as lat, ${gazetteer.lon} as lon`;

/** `%`, `_` and `\` typed by a person are literal characters in LIKE patterns. */
const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface SearchOptions {
  /** Normalised query (lower case, «ё» → «е»), as in `gazetteer.search`. */
  text: string;
  types?: readonly string[];
  near?: { lat: number; lon: number } | null;
  limit: number;
}

/**
 * pg_trgm search on `search` (GIN index serves both LIKE and `<%`). Order: the query as the
 * start of a word first, then word similarity in steps of 0.1, then importance (`rank`: districts
 * 3, streets and venues 2, buildings 1), then closeness to `near`, then whole-text similarity
 * (the shorter of two matching names), then the name.
 */
export async function searchGazetteer(db: Db, o: SearchOptions): Promise<GazetteerHit[]> {
  const like = escapeLike(o.text);
  const typeFilter = o.types ? sql`and ${gazetteer.type} in ${o.types}` : sql``;
  const distance = o.near
    ? sql`ll_to_earth(${gazetteer.lat}, ${gazetteer.lon}) <-> ll_to_earth(${o.near.lat}, ${o.near.lon}),`
    : sql``;
  return queryRows(
    db,
    sql`select ${COLUMNS} from ${gazetteer}
         where (${gazetteer.search} like ${`%${like}%`} or ${o.text} <% ${gazetteer.search})
           ${typeFilter}
         order by (${gazetteer.search} like ${`${like}%`} or ${gazetteer.search} like ${`% ${like}%`}) desc,
                  round(word_similarity(${o.text}, ${gazetteer.search})::numeric, 1) desc,
                  ${gazetteer.rank} desc, ${distance}
                  similarity(${o.text}, ${gazetteer.search}) desc, ${gazetteer.name}
         limit ${o.limit}`,
    GazetteerHitSchema,
  );
}

/** Building rows on a street: their address_name is «<street name>, <house>» (the seed's form). */
export async function buildingsOnStreet(db: Db, streetName: string): Promise<GazetteerHit[]> {
  return queryRows(
    db,
    sql`select ${COLUMNS} from ${gazetteer}
         where ${gazetteer.type} = 'building'
           and ${gazetteer.addressName} like ${`${escapeLike(streetName)}, %`}
         limit 500`,
    GazetteerHitSchema,
  );
}

/**
 * Nearest rows of the given types within `maxMetres` (KNN on the GiST index over
 * ll_to_earth, the same ordering operator as the venue search).
 */
export async function nearestGazetteer(
  db: Db,
  point: { lat: number; lon: number },
  types: readonly string[],
  maxMetres: number,
): Promise<GazetteerHit | undefined> {
  const here = sql`ll_to_earth(${point.lat}, ${point.lon})`;
  const [row] = await queryRows(
    db,
    sql`select * from (
          select ${COLUMNS}, earth_distance(ll_to_earth(${gazetteer.lat}, ${gazetteer.lon}), ${here}) as d
            from ${gazetteer}
           where ${gazetteer.type} in ${types}
           order by ll_to_earth(${gazetteer.lat}, ${gazetteer.lon}) <-> ${here}
           limit 1) nearest
         where d <= ${maxMetres}`,
    GazetteerHitSchema,
  );
  return row;
}

import { HIGH_RATING_MIN, PhotoSchema, SportTypeSchema } from '@sportkarta/contract/api/places';
import { EARTH_DIAMETER_M, EARTH_RADIUS_M, type LatLon } from '@sportkarta/contract/config/map';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import type { PlaceSearch } from './filters';

// raw SQL in this file: earthdistance's KNN walk and box, pg_trgm's `<%`, array operators and
// the planner settings of one transaction (see KNN_SETTINGS), which the builder does not say

/** One venue of a list, as the database answers it (service.ts maps it to PlaceSummary). */
const SummaryRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  place_name: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  photo: PhotoSchema.nullable(),
  rating_avg: z.number().nullable(),
  rating_count: z.number(),
  has_services: z.boolean(),
  benefits: z.array(z.string()),
  distance: z.number().nullable(),
  sport_types: z.array(SportTypeSchema),
  favorite: z.boolean(),
});
export type SummaryRow = z.infer<typeof SummaryRowSchema>;

/** Favourites of one person: a person with more is not realistic, the cap keeps answers bounded. */
export const FAVORITES_MAX = 1000;

/**
 * earthdistance's earth() is 6378168 m, the spec's sphere (§9) is 12742017.6 / 2 m. Both put a
 * venue at the same central angle, so a great-circle radius r on the spec's sphere is
 * r × earth() / R on earthdistance's. The 0.1 % margin covers rounding; the exact recheck
 * below uses the spec's radius.
 */
const EARTHDISTANCE_RADIUS_M = 6_378_168;
const BOX_FACTOR = (EARTHDISTANCE_RADIUS_M / EARTH_RADIUS_M) * 1.001;

const COLUMNS = sql`c.id, c.name, c.place_name, c.address, c.lat, c.lon, c.photos -> 0 as photo,
  c.sport_type_ids, c.rating_avg, c.rating_count, c.has_services, c.benefits`;

const earthAt = (o: LatLon): SQL => sql`ll_to_earth(${o.lat}::float8, ${o.lon}::float8)`;
/** cube `<->`: straight-line (chord) distance, monotonic with the great-circle one. */
const chordFrom = (o: LatLon): SQL => sql`(ll_to_earth(c.lat, c.lon) <-> ${earthAt(o)})`;

/** Haversine with the spec's earth diameter (§9) — the same formula as greatCircleDistanceM. */
function greatCircleFrom(o: LatLon): SQL {
  return sql`(${EARTH_DIAMETER_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(p.lat - ${o.lat}::float8) / 2), 2)
    + cos(radians(${o.lat}::float8)) * cos(radians(p.lat))
      * power(sin(radians(p.lon - ${o.lon}::float8) / 2), 2)))))`;
}

/** A list parameter as one `{…}` array literal (drizzle would spread a JS array into many). */
const intArray = (xs: readonly number[]): SQL => sql`${`{${xs.join(',')}}`}::int[]`;
const textArray = (xs: readonly string[]): SQL => sql`${`{${xs.join(',')}}`}::text[]`;
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function whereOf(s: PlaceSearch): SQL {
  const conds: SQL[] = [sql`c.moderation = 'APPROVED'`];
  if (s.sportTypes.length) conds.push(sql`c.sport_type_ids && ${intArray(s.sportTypes)}`);
  if (s.categories.length) conds.push(sql`c.category_ids && ${intArray(s.categories)}`);
  if (s.benefits.length) conds.push(sql`c.benefits @> ${textArray(s.benefits)}`);
  if (s.accessibility.length) {
    conds.push(sql`c.accessibility @> ${textArray(s.accessibility)}`);
  }
  if (s.highRating) conds.push(sql`c.rating_avg >= ${HIGH_RATING_MIN}::real`);
  if (s.hasServices) conds.push(sql`c.has_services`);
  if (s.query) {
    const like = likePattern(s.query);
    // `<%`: the text is close to some words of the name (a typo), as pg_trgm's word similarity.
    conds.push(sql`(c.name ilike ${like} or c.address ilike ${like} or ${s.query} <% c.name)`);
  }
  if (s.origin && s.radius !== null) {
    // Index condition of the same GiST scan that yields nearest first; over-selects (a cube
    // around a ball), the outer query rechecks exactly.
    const box = s.radius * BOX_FACTOR;
    conds.push(sql`earth_box(${earthAt(s.origin)}, ${box}::float8) @> ll_to_earth(c.lat, c.lon)`);
  }
  return sql.join(conds, sql` and `);
}

/** Sport type names and the caller's favourite flag, computed for the page's rows only. */
function decorate(favorite: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name)
      order by s.sort_order, s.id) from sport_types s where s.id = any(p.sport_type_ids)),
    '[]'::json) as sport_types, ${favorite} as favorite`;
}

function favoriteOf(userId: string | null): SQL {
  return userId
    ? sql`exists (select 1 from place_favorites f where f.user_id = ${userId}::uuid and f.complex_id = p.id)`
    : sql`false`;
}

export interface PageRequest {
  page: number;
  size: number;
}

/**
 * One page of POST /v1/mob/places, size + 1 rows (the extra one only tells that more exist).
 *
 * With a point, the inner query orders by `ll_to_earth(lat, lon) <-> point` so PostgreSQL walks
 * complexes_earth_idx nearest first (KNN) and stops after size + 1 matches; the radius is an
 * Index Cond of that same scan. Only the page's rows then get distance, sport names and the
 * favourite flag. The exact radius recheck sits outside the LIMIT on purpose: rows are in
 * chord order, which is great-circle order, so whatever lies in the box but beyond the radius
 * comes after every row inside it; dropping that tail never shifts a page.
 */
export function pageQuery(s: PlaceSearch, req: PageRequest, userId: string | null): SQL {
  const limit = sql`limit ${req.size + 1} offset ${req.page * req.size}`;
  if (!s.origin) {
    return sql`select p.*, null::float8 as distance, ${decorate(favoriteOf(userId))}
      from (select ${COLUMNS} from complexes c where ${whereOf(s)}
            order by c.name, c.id ${limit}) p
      order by p.name, p.id`;
  }
  const distance = greatCircleFrom(s.origin);
  const recheck = s.radius !== null ? sql`where ${distance} <= ${s.radius}::float8` : sql``;
  // With a search text, `+ 0` hides the ordering from the GiST index: the text is matched first
  // (trigram indexes or one pass) and only the hits are sorted. A nearest-first walk that
  // filters by text reads the whole table when the text is rare (22 s at 1M venues).
  const order = s.query ? sql`${chordFrom(s.origin)} + 0` : chordFrom(s.origin);
  return sql`select p.*, ${distance} as distance, ${decorate(favoriteOf(userId))}
    from (select ${COLUMNS}, ${chordFrom(s.origin)} as knn from complexes c where ${whereOf(s)}
          order by ${order} ${limit}) p
    ${recheck}
    order by p.knn`;
}

/*
 * Why the planner settings (EXPLAIN ANALYZE on PostgreSQL 15, synthetic venues spread over
 * Moscow, 10 km around the centre, one of 30 sport types, limit 21):
 * - default, 100k venues: Bitmap Index Scan on complexes_earth_idx (35k rows in the box) →
 *   Bitmap Heap Scan → top-N Sort, 27–52 ms, growing with the number of venues in the box.
 *   cube's `<@` selectivity is a fixed 0.001, so the planner believes ~2 rows match and a
 *   sort is free.
 * - enable_bitmapscan = off, enable_sort = off: Index Scan using complexes_earth_idx with
 *   Index Cond (box) and Order By (`<->`); Limit stops after the page. The whole statement
 *   (page, sport names, favourite flags) executes in 1.2 ms at 100k and 2.9 ms at 1M venues
 *   (~380 and ~240 index tuples read). A rare filter combination reads the whole box: 2 km,
 *   sport + highRating + benefit took 5 ms at 100k, 30 ms at 1M — bounded by the radius.
 *   test/places-plan.test.ts checks this plan on both engines.
 * - a tie-breaker (`order by <-> , id`) is not served by the KNN scan (no incremental sort on a
 *   distance pathkey): it brings the full sort back, so the order is by distance alone.
 * - jit = off: a disabled sort costs 1e10 and would trigger JIT compilation (150 ms).
 * With a search text the planner keeps its choice: the trigram index then finds the few
 * matches faster than a nearest-first walk that filters by text.
 */
export const KNN_SETTINGS = sql`select set_config('enable_bitmapscan', 'off', true),
  set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`;

export async function searchPlaces(
  db: Db,
  s: PlaceSearch,
  req: PageRequest,
  userId: string | null,
): Promise<SummaryRow[]> {
  const query = pageQuery(s, req, userId);
  if (!s.origin || s.query) return queryRows(db, query, SummaryRowSchema);
  return db.transaction(async (tx) => {
    await tx.execute(KNN_SETTINGS);
    return queryRows(tx, query, SummaryRowSchema);
  });
}

/** The person's favourite venues (approved ones), most recently added first. */
export async function listFavoritePlaces(
  db: Db,
  userId: string,
  origin: LatLon | null,
): Promise<SummaryRow[]> {
  const distance = origin ? greatCircleFrom(origin) : sql`null::float8`;
  return queryRows(
    db,
    sql`select p.*, ${distance} as distance, ${decorate(sql`true`)}
      from (select ${COLUMNS}, f.created_at as added_at
            from place_favorites f join complexes c on c.id = f.complex_id
            where f.user_id = ${userId}::uuid and c.moderation = 'APPROVED'
            order by f.created_at desc, c.id limit ${FAVORITES_MAX}) p
      order by p.added_at desc, p.id`,
    SummaryRowSchema,
  );
}

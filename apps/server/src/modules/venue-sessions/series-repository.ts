import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { eventSessions } from '../../db/schema';
import { SessionRowSchema, sessionColumns, sessionFrom, type VenueSessionRow } from './repository';

// Issue 25: a venue's weekly session series — its row, its sessions, what its writes lock.

// raw SQL: the series' counts over its sessions (by the app's clock), arrays read as JSON so
// both engines answer the same shape, `for update` of the series and of its sessions in id order

const SeriesRowSchema = z.object({
  id: z.number(),
  complexId: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  priceKopecks: z.number(),
  weekdays: z.array(z.number()),
  startTime: z.string(),
  durationMinutes: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  capacity: z.number(),
  exceptions: z.array(z.string()),
  idempotencyKey: z.string(),
  canceledAt: z.coerce.date().nullable(),
  cancelReason: z.string().nullable(),
  sessions: z.number(),
  upcoming: z.number(),
  sold: z.number(),
  timeZone: z.string(),
});
export type SeriesRow = z.infer<typeof SeriesRowSchema>;

const iso = (d: Date) => d.toISOString();

const seriesSelect = (now: Date) => sql`
  select ss.id, ss.complex_id as "complexId", ss.event_id as "eventId", e.name as "eventName",
         e.price_kopecks as "priceKopecks", array_to_json(ss.weekdays) as weekdays,
         ss.start_time as "startTime", ss.duration_minutes as "durationMinutes",
         ss.start_date::text as "startDate", ss.end_date::text as "endDate", ss.capacity,
         coalesce((select json_agg(d::text order by d) from unnest(ss.exceptions) d), '[]'::json)
           as exceptions,
         ss.idempotency_key::text as "idempotencyKey",
         ss.canceled_at as "canceledAt", ss.cancel_reason as "cancelReason",
         (select count(*)::int from event_sessions s
           where s.series_id = ss.id and not s.canceled) as sessions,
         (select count(*)::int from event_sessions s
           where s.series_id = ss.id and not s.canceled and s.starts_at > ${iso(now)}) as upcoming,
         (select coalesce(sum(s.sold), 0)::int from event_sessions s
           where s.series_id = ss.id and not s.canceled) as sold,
         c.time_zone as "timeZone"
    from session_series ss
    join scheduled_events e on e.id = ss.event_id
    join complexes c on c.id = ss.complex_id`;

/** The venue's series, newest first (at most 200). */
export async function seriesOfVenue(db: Db, complexId: number, now: Date): Promise<SeriesRow[]> {
  return queryRows(
    db,
    sql`${seriesSelect(now)} where ss.complex_id = ${complexId} order by ss.id desc limit 200`,
    SeriesRowSchema,
  );
}

/** One series of the venue (undefined: none, or another venue's); `lock` holds its row. */
export async function venueSeries(
  db: Db,
  a: { complexId: number; seriesId: number; now: Date; lock?: boolean },
): Promise<SeriesRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`${seriesSelect(a.now)} where ss.id = ${a.seriesId} and ss.complex_id = ${a.complexId}
        ${a.lock ? sql`for update of ss` : sql``}`,
    SeriesRowSchema,
  );
  return row;
}

/** The series made with this key at the venue, if any. */
export async function seriesByKey(db: Db, complexId: number, key: string, now: Date) {
  const [row] = await queryRows(
    db,
    sql`${seriesSelect(now)} where ss.complex_id = ${complexId} and ss.idempotency_key = ${key}`,
    SeriesRowSchema,
  );
  return row;
}

const SeriesEventRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  placeName: z.string(),
  priceKopecks: z.number(),
  durationMinutes: z.number(),
});

/** The venue's scheduled events on sale (ACTIVE), by name: what a new series may repeat. */
export async function seriesEventsOfVenue(db: Db, complexId: number) {
  return queryRows(
    db,
    sql`select e.id, e.name, coalesce(p.name, '') as "placeName",
               e.price_kopecks as "priceKopecks", e.duration_minutes as "durationMinutes"
          from scheduled_events e left join places p on p.id = e.place_id
         where e.complex_id = ${complexId} and e.status = 'ACTIVE'
         order by e.name, e.id
         limit 500`,
    SeriesEventRowSchema,
  );
}

const EventRowSchema = z.object({
  id: z.number(),
  status: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
});

/** The venue's scheduled event (undefined: none, or another venue's). */
export async function venueEvent(db: Db, complexId: number, eventId: number) {
  const [row] = await queryRows(
    db,
    sql`select e.id, e.status, e.duration_minutes as "durationMinutes", c.time_zone as "timeZone"
          from scheduled_events e join complexes c on c.id = e.complex_id
         where e.id = ${eventId} and e.complex_id = ${complexId}`,
    EventRowSchema,
  );
  return row;
}

/**
 * Inserts the series unless the venue has one with this key (answers its id, or undefined: the
 * key was used — a concurrent twin waits on the unique index and then finds the first one).
 */
export async function insertSeries(
  db: Db,
  s: {
    complexId: number;
    eventId: number;
    weekdays: number[];
    startTime: string;
    durationMinutes: number;
    startDate: string;
    endDate: string;
    capacity: number;
    exceptions: string[];
    idempotencyKey: string;
    userId: string;
    now: Date;
  },
): Promise<number | undefined> {
  const [row] = await queryRows(
    db,
    sql`insert into session_series (complex_id, event_id, weekdays, start_time, duration_minutes,
          start_date, end_date, capacity, exceptions, idempotency_key, created_by, created_at)
        values (${s.complexId}, ${s.eventId},
          (select array_agg(x::smallint order by x) from json_array_elements_text(${JSON.stringify(s.weekdays)}::json) x),
          ${s.startTime}, ${s.durationMinutes}, ${s.startDate}, ${s.endDate}, ${s.capacity},
          coalesce((select array_agg(x::date order by x) from json_array_elements_text(${JSON.stringify(s.exceptions)}::json) x), '{}'),
          ${s.idempotencyKey}, ${s.userId}, ${iso(s.now)})
        on conflict (complex_id, idempotency_key) do nothing
        returning id`,
    z.object({ id: z.number() }),
  );
  return row?.id;
}

/** The series' sessions, made at once (at most a year and a day of them). */
export async function insertSeriesSessions(
  db: Db,
  a: {
    seriesId: number;
    eventId: number;
    capacity: number;
    starts: { startsAt: Date; endsAt: Date }[];
  },
): Promise<void> {
  if (a.starts.length === 0) return;
  await db.insert(eventSessions).values(
    a.starts.map((s) => ({
      eventId: a.eventId,
      seriesId: a.seriesId,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      capacity: a.capacity,
    })),
  );
}

/** The series' sessions not cancelled that start after `now`, locked in id order. */
export async function lockFutureSessions(
  db: Db,
  a: { seriesId: number; now: Date },
): Promise<VenueSessionRow[]> {
  return queryRows(
    db,
    sql`select ${sessionColumns(a.now)} ${sessionFrom}
         where s.series_id = ${a.seriesId} and not s.canceled and s.starts_at > ${iso(a.now)}
         order by s.id
         for update of s`,
    SessionRowSchema,
  );
}

/** The series' session starting on `date` of the venue's zone (cancelled or not), locked. */
export async function lockSessionOfDate(
  db: Db,
  a: { seriesId: number; date: string; now: Date },
): Promise<VenueSessionRow[]> {
  return queryRows(
    db,
    sql`select ${sessionColumns(a.now)} ${sessionFrom}
         where s.series_id = ${a.seriesId}
           and s.starts_at >= (${a.date}::date::timestamp at time zone c.time_zone)
           and s.starts_at < ((${a.date}::date + 1)::timestamp at time zone c.time_zone)
         order by s.id
         for update of s`,
    SessionRowSchema,
  );
}

/** Adds a skipped date (kept sorted, once). */
export async function addException(db: Db, seriesId: number, date: string): Promise<void> {
  await db.execute(
    sql`update session_series
           set exceptions = (select array_agg(distinct d order by d)
                               from unnest(array_append(exceptions, ${date}::date)) d)
         where id = ${seriesId}`,
  );
}

/** Moves one session (its row locked by the caller). */
export async function moveSession(
  db: Db,
  a: { sessionId: number; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.execute(
    sql`update event_sessions set starts_at = ${iso(a.startsAt)}, ends_at = ${iso(a.endsAt)}
         where id = ${a.sessionId}`,
  );
}

/** The series' new wall-clock time from now on. */
export async function setSeriesTime(
  db: Db,
  a: { seriesId: number; startTime: string; durationMinutes: number },
): Promise<void> {
  await db.execute(
    sql`update session_series set start_time = ${a.startTime}, duration_minutes = ${a.durationMinutes}
         where id = ${a.seriesId}`,
  );
}

/** The series stops for good (only ever once). */
export async function markSeriesCanceled(
  db: Db,
  a: { seriesId: number; reason: string; now: Date },
): Promise<void> {
  await db.execute(
    sql`update session_series set canceled_at = ${iso(a.now)}, cancel_reason = ${a.reason}
         where id = ${a.seriesId} and canceled_at is null`,
  );
}

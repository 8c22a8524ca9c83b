import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

// Issue 12: the person's purchases with a date, by day (calendar marks) and as events (the .ics
// feed), and the feed's token. Only tickets that still stand: a refunded or canceled one leaves
// the calendar. Days and times are the venue's: a session by its start in the venue's time
// zone, a service visit by its day (the whole day, in that zone).

/** The tickets of a person (bought for themself or their children) that still stand. */
function standing(userId: string) {
  return sql`t.user_id = ${userId}
    and o.status not in ('returned', 'canceled') and t.status not in ('REFUNDED', 'CANCELED')`;
}

// raw SQL: a ticket's day and times are the venue's zone arithmetic, grouped by day
const DayCountRowSchema = z.object({
  date: z.string(),
  kind: z.enum(['SCHEDULED_EVENT', 'SERVICE']),
  count: z.number(),
});
export type DayCountRow = z.infer<typeof DayCountRowSchema>;

export async function countTicketsByDay(
  db: Db,
  a: { userId: string; from: string; to: string },
): Promise<DayCountRow[]> {
  return queryRows(
    db,
    sql`select d.day::text as date, d.kind, count(*)::int as count
          from (select case when t.session_id is not null
                            then (es.starts_at at time zone c.time_zone)::date
                            else t.visit_date end as day,
                       case when t.session_id is not null then 'SCHEDULED_EVENT' else 'SERVICE' end as kind
                  from tickets t
                  join orders o on o.id = t.order_id
                  join complexes c on c.id = o.complex_id
                  left join event_sessions es on es.id = t.session_id
                 where ${standing(a.userId)}) d
         where d.day between ${a.from}::date and ${a.to}::date
         group by d.day, d.kind
         order by d.day, d.kind`,
    DayCountRowSchema,
  );
}

const FeedEventRowSchema = z.object({
  qrCodeId: z.string(),
  title: z.string(),
  complexName: z.string(),
  placeName: z.string().nullable(),
  address: z.string().nullable(),
  holderName: z.string(),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
});
export type FeedEventRow = z.infer<typeof FeedEventRowSchema>;

/** Every standing ticket with a date, newest first (at most 500, as the tickets lists). */
export async function findFeedEvents(db: Db, userId: string): Promise<FeedEventRow[]> {
  return queryRows(
    db,
    sql`select t.qr_code_id as "qrCodeId", coalesce(e.name, s.name, '') as title,
               c.name as "complexName", p.name as "placeName", c.address,
               coalesce(ch.first_name, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), '') as "holderName",
               coalesce(es.starts_at, t.visit_date::timestamp at time zone c.time_zone) as "startsAt",
               coalesce(es.ends_at, (t.visit_date + 1)::timestamp at time zone c.time_zone) as "endsAt"
          from tickets t
          join orders o on o.id = t.order_id
          join complexes c on c.id = o.complex_id
          join users u on u.id = t.user_id
          left join event_sessions es on es.id = t.session_id
          left join scheduled_events e on e.id = es.event_id
          left join services s on s.id = t.service_id
          left join places p on p.id = coalesce(e.place_id, s.place_id)
          left join children ch on ch.id = t.child_id
         where ${standing(userId)}
           and (t.session_id is not null or t.visit_date is not null)
         order by 7 desc, t.qr_code_id
         limit 500`,
    FeedEventRowSchema,
  );
}

export interface FeedRow {
  userId: string;
  token: string;
  createdAt: Date;
}

/** The person's feed; a new one with `token` when they have none (a race keeps the first). */
export async function ensureFeed(
  db: Db,
  a: { userId: string; token: string; now: Date },
): Promise<FeedRow> {
  await db.execute(
    sql`insert into calendar_feeds (user_id, token, created_at)
        values (${a.userId}, ${a.token}, ${a.now.toISOString()})
        on conflict (user_id) do nothing`,
  );
  const [row] = await db
    .select({
      userId: calendarFeeds.userId,
      token: calendarFeeds.token,
      createdAt: calendarFeeds.createdAt,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, a.userId));
  return row!;
}

/** Revokes the feed: its address answers 404 from now on. */
export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.execute(sql`delete from calendar_feeds where user_id = ${userId}`);
}

export async function findFeedOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_USER } from '../../db/seed/agreements-data';
import type { UserRow } from '../users/repository';
import { insertDemoMemberships } from '../sections/demo';
import { insertDemoDocs, type DemoScans } from '../permit-docs/demo';
import { insertDemoProposals } from '../applications/demo';
import { insertDemoFriends } from '../friends/demo';

/** Past purchases a fresh demo copy gets (when the catalogue has services). */
const DEMO_PAST_ORDERS = 2;
const DAY_MS = 86_400_000;

/** The seeded demo person: the template every demo login copies; nobody signs into it. */
export async function findDemoTemplate(db: Db): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, DEMO_USER.id), eq(users.isDemo, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * A new demo person copied from the template in one transaction: names, e-mail, photo token
 * (`photo`, a copy of the file made by the caller), no phone (unique), the template's children,
 * accepted agreements, favourites, and a few paid past orders with issued tickets for real
 * services when the catalogue has any, section applications, venue proposals, friends (and a
 * friend request) and the child's permit documents (their scans' files, `scans`, drawn by the
 * caller). `created_at` is `now` (the sweeper ages copies by it).
 */
export async function insertDemoCopy(
  db: Db,
  template: UserRow,
  files: { photo: string | null; scans: DemoScans },
  now: Date,
): Promise<UserRow> {
  const { photo } = files;
  return db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(users)
      .values({
        firstName: template.firstName,
        lastName: template.lastName,
        middleName: template.middleName,
        birthDate: template.birthDate,
        gender: template.gender,
        email: template.email,
        inn: template.inn,
        photo,
        loginMethod: template.loginMethod,
        isDemo: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const id = copy!.id;
    await tx.execute(sql`
      with kids as (
        insert into children (parent_id, first_name, last_name, middle_name, birth_date, gender,
                              level_training, photo, created_at)
        select ${id}, first_name, last_name, middle_name, birth_date, gender, level_training, null, ${now}
          from children where parent_id = ${template.id}
        returning id),
      agreed as (
        insert into user_agreements (user_id, agreement, version, accepted_at)
        select ${id}, agreement, version, ${now} from user_agreements where user_id = ${template.id}
        returning 1)
      insert into place_favorites (user_id, complex_id, created_at)
      select ${id}, complex_id, ${now} from place_favorites where user_id = ${template.id}`);
    await insertPastPurchases(tx, id, now);
    await insertDemoMemberships(tx, id, now);
    await insertDemoDocs(tx, id, now, files.scans);
    await insertDemoProposals(tx, id, now);
    await insertDemoFriends(tx, id, now);
    return copy!;
  });
}

/**
 * Paid orders (YOOKASSA, paid days ago) each with one used ticket for an active service of an
 * approved venue (the visit day already past); nothing when the catalogue is empty. Not counted in service_day_sales: these
 * days are in the past and the tickets are history only.
 */
async function insertPastPurchases(db: Db, userId: string, now: Date): Promise<void> {
  await db.execute(sql`
    with picked as (
      select s.id as service_id, s.name, s.price_kopecks, s.visit_quota, c.id as complex_id,
             c.owner_id, c.time_zone, n
        from generate_series(1, ${DEMO_PAST_ORDERS}) as n
        cross join lateral (
          select s.* from services s join complexes c2 on c2.id = s.complex_id
           where s.status = 'ACTIVE' and c2.moderation = 'APPROVED'
           order by s.id offset n - 1 limit 1) s
        join complexes c on c.id = s.complex_id),
    made as (
      insert into orders (user_id, complex_id, owner_id, provider, status, subtotal_kopecks,
                          fee_kopecks, total_kopecks, idempotency_key, agreements_accepted,
                          created_at, expires_at, paid_at)
      select ${userId}, complex_id, owner_id, 'YOOKASSA', 'payed', price_kopecks, 0, price_kopecks,
             'demo-past-' || n, true,
             ${new Date(now.getTime() - 7 * DAY_MS)}::timestamptz + (n || ' days')::interval,
             ${new Date(now.getTime() - 7 * DAY_MS)}::timestamptz + (n || ' days')::interval + interval '15 minutes',
             ${new Date(now.getTime() - 7 * DAY_MS)}::timestamptz + (n || ' days')::interval + interval '2 minutes'
        from picked
      returning id, idempotency_key, created_at),
    lines as (
      insert into order_lines (order_id, kind, title, service_id, visit_date, quantity,
                               unit_price_kopecks, amount_kopecks, fee_kopecks)
      select m.id, 'SERVICE', p.name, p.service_id,
             (m.created_at at time zone p.time_zone)::date, 1, p.price_kopecks, p.price_kopecks, 0
        from made m join picked p on m.idempotency_key = 'demo-past-' || p.n
      returning id, order_id, service_id, visit_date)
    insert into tickets (qr_code_id, order_id, order_line_id, user_id, service_id, visit_date,
                         visits_total, created_at)
    select replace(gen_random_uuid()::text, '-', ''), l.order_id, l.id, ${userId}, l.service_id,
           l.visit_date, p.visit_quota, m.created_at
      from lines l join made m on m.id = l.order_id
      join picked p on m.idempotency_key = 'demo-past-' || p.n`);
}

/**
 * Deletes demo copies created before `cutoff` (never the template); everything they own goes by
 * ON DELETE CASCADE (sessions, children, favourites, orders, holds, tickets, payment attempts).
 * A single statement: safe when several processes sweep at once. `limit` bounds one call.
 * Answers the files of each deleted copy: its photo token and its documents' scan tokens (read
 * in the statement's snapshot, before the cascade removes their rows); the caller removes them.
 */
export async function deleteExpiredDemoCopies(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<{ photo: string | null; scans: string[] }[]> {
  return queryRows<{ photo: string | null; scans: string[] }>(
    db,
    sql`
    delete from users u where id in (
      select id from users
       where is_demo and created_at < ${cutoff} and id <> ${DEMO_USER.id}
       order by created_at limit ${limit}
       for update skip locked)
    returning u.photo, array(select s.token from permit_document_scans s
                               join permit_documents d on d.id = s.document_id
                              where d.owner_id = u.id) as scans`,
  );
}

/**
 * True for a demo person (a copy or the template). The payments module asks this before talking
 * to a provider: a demo person's orders only ever go to the emulated providers.
 */
export async function isDemoUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isDemo: users.isDemo })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isDemo ?? false;
}

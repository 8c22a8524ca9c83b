import type { AuditKind } from '@sportkarta/contract/api/venue-desk';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

// Issue 24: the staff audit log — appended in the action's transaction, read newest first with
// a keyset cursor (at, id). Its rows are never updated or deleted (a trigger refuses it).

// raw SQL: the actor's name is read in the inserting statement (insert … select), and the
// page filters the venue's day range in its own time zone

export async function insertAudit(
  db: Db,
  e: {
    complexId: number;
    actorUserId: string;
    kind: AuditKind;
    at: Date;
    objectType: string;
    objectId: string;
    orderNumber: number | null;
    deviceId: string | null;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
  await db.execute(
    sql`insert into staff_audit (complex_id, actor_user_id, actor_name, kind, at, object_type,
                                 object_id, order_number, device_id, before, after)
        select ${e.complexId}, u.id,
               coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                        u.phone, 'Сотрудник'),
               ${e.kind}, ${e.at.toISOString()}::timestamptz, ${e.objectType}, ${e.objectId},
               ${e.orderNumber}, ${e.deviceId}, ${json(e.before)}::jsonb, ${json(e.after)}::jsonb
          from users u where u.id = ${e.actorUserId}`,
  );
}

const AuditRowSchema = z.object({
  id: z.coerce.number(),
  at: z.coerce.date(),
  kind: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string(),
  complexId: z.number(),
  objectType: z.string(),
  objectId: z.string(),
  orderNumber: z.coerce.number().nullable(),
  deviceId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

export interface AuditFilter {
  complexId: number;
  userId?: string | undefined;
  kind?: AuditKind | undefined;
  /** Days in the venue's zone, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  orderNumber?: number | undefined;
  /** Strictly older than this entry. */
  after?: { at: Date; id: number } | undefined;
  limit: number;
}

export async function findAudit(db: Db, f: AuditFilter): Promise<AuditRow[]> {
  const zone = sql`(select time_zone from complexes where id = ${f.complexId})`;
  const where = [sql`a.complex_id = ${f.complexId}`];
  if (f.userId) where.push(sql`a.actor_user_id = ${f.userId}`);
  if (f.kind) where.push(sql`a.kind = ${f.kind}`);
  if (f.orderNumber) where.push(sql`a.order_number = ${f.orderNumber}`);
  if (f.from) where.push(sql`a.at >= (${f.from}::date::timestamp at time zone ${zone})`);
  if (f.to) where.push(sql`a.at < ((${f.to}::date + 1)::timestamp at time zone ${zone})`);
  if (f.after)
    where.push(sql`(a.at, a.id) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id})`);
  return queryRows(
    db,
    sql`select a.id, a.at, a.kind, a.actor_user_id::text as "actorUserId", a.actor_name as "actorName",
               a.complex_id as "complexId", a.object_type as "objectType", a.object_id as "objectId",
               a.order_number as "orderNumber", a.device_id as "deviceId", a.before, a.after
          from staff_audit a
         where ${sql.join(where, sql` and `)}
         order by a.at desc, a.id desc
         limit ${f.limit}`,
    AuditRowSchema,
  );
}

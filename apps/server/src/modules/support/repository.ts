import { sql } from 'drizzle-orm';
import { SUPPORT_STATUSES, SupportTopicSchema } from '@sportkarta/contract/api/support';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { supportRequests } from '../../db/schema';

export async function insertSupportRequest(
  db: Db,
  row: {
    userId: string;
    text: string;
    contact: string | null;
    topic: z.infer<typeof SupportTopicSchema>;
    orderId: string | null;
    createdAt: Date;
  },
): Promise<{ id: string }> {
  const [created] = await db
    .insert(supportRequests)
    .values(row)
    .returning({ id: supportRequests.id });
  if (!created) throw new Error('support request insert returned nothing');
  return created;
}

/** The person's own order, or undefined (someone else's is as good as missing). */
export async function findOwnOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await queryRows(
    db,
    sql`select id from orders where id = ${orderId} and user_id = ${userId}`,
    z.object({ id: z.string() }),
  );
  return row;
}

const SupportRowSchema = z.object({
  id: z.string(),
  topic: SupportTopicSchema,
  text: z.string(),
  contact: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  orderId: z.string().nullable(),
  orderNumber: z.coerce.number().nullable(),
  /** Raw SQL may answer a timestamptz as text on one engine. */
  createdAt: z.coerce.date(),
});
export type SupportRow = z.infer<typeof SupportRowSchema>;

/** The person's requests, newest first. */
export function supportRequestsOf(db: Db, userId: string): Promise<SupportRow[]> {
  return queryRows(
    db,
    sql`select r.id, r.topic, r.text, r.contact, r.status, r.created_at as "createdAt",
               o.id as "orderId", o.number as "orderNumber"
          from support_requests r left join orders o on o.id = r.order_id
         where r.user_id = ${userId}
         order by r.created_at desc, r.id`,
    SupportRowSchema,
  );
}

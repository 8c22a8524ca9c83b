import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';

export type SmsMessageRow = typeof smsMessages.$inferSelect;

export async function insertSmsMessage(
  db: Db,
  row: { smsId: string; phone: string; text: string },
): Promise<void> {
  await db.insert(smsMessages).values(row);
}

/** Newest first. `phone` is E.164 (+7…). */
export async function listSmsMessages(
  db: Db,
  phone: string | undefined,
  limit: number,
): Promise<SmsMessageRow[]> {
  return db
    .select()
    .from(smsMessages)
    .where(phone ? and(eq(smsMessages.phone, phone)) : undefined)
    .orderBy(desc(smsMessages.createdAt))
    .limit(limit);
}

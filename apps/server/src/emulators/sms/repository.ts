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

/** The newest message the emulator holds for this phone (E.164), if any. */
export async function lastSmsTo(db: Db, phone: string): Promise<SmsMessageRow | undefined> {
  const [message] = await listSmsMessages(db, phone, 1);
  return message;
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

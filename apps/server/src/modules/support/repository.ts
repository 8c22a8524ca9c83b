import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';

export async function insertSupportRequest(
  db: Db,
  row: { userId: string; text: string; contact: string | null },
): Promise<{ id: string }> {
  const [created] = await db
    .insert(supportRequests)
    .values(row)
    .returning({ id: supportRequests.id });
  if (!created) throw new Error('support request insert returned nothing');
  return created;
}

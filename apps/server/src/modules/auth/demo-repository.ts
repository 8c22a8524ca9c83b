import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../users/repository';

export async function findDemoUser(db: Db): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.isDemo, true), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

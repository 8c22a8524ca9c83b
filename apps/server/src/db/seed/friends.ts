import type { Db } from '../client';
import { users } from '../schema';
import { ensureAvatar } from './avatars';
import type { FileStore } from '../../lib/file-store';

/**
 * The demo person's friends (issue 14): two friends and one who has asked to be one. Each demo
 * copy is linked to them (modules/friends/demo.ts). Ordinary people, not demo ones (the demo
 * sweeper would remove them), with no phone and no Sber ID: nobody signs in as them.
 */
export const DEMO_FRIENDS = [
  {
    id: '00000000-0000-4000-8000-00000000f001',
    firstName: 'Дмитрий',
    lastName: 'Соколов',
    gender: 'M',
    colors: ['#3b82c4', '#1d4f85'],
  },
  {
    id: '00000000-0000-4000-8000-00000000f002',
    firstName: 'Екатерина',
    lastName: 'Волкова',
    gender: 'F',
    colors: ['#e2893b', '#b3541e'],
  },
  {
    id: '00000000-0000-4000-8000-00000000f003',
    firstName: 'Артём',
    lastName: 'Лебедев',
    gender: 'M',
    colors: null,
  },
] as const;

/** Inserts the missing ones; draws a photo again when its file is gone (a fresh DATA_DIR). */
export async function seedDemoFriends(db: Db, fileStore: FileStore): Promise<void> {
  await db
    .insert(users)
    .values(
      DEMO_FRIENDS.map((f) => ({
        id: f.id,
        firstName: f.firstName,
        lastName: f.lastName,
        gender: f.gender,
        loginMethod: 'PHONE',
      })),
    )
    .onConflictDoNothing();
  for (const f of DEMO_FRIENDS) if (f.colors) await ensureAvatar(db, fileStore, f.id, f.colors);
}

import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { revokeAllSessions } from '../auth/session-repository';
import { deleteChildrenOf } from '../children/repository';
import { deleteDocsOf } from '../permit-docs/repository';
import { deleteScans } from '../../lib/scan-store';
import { deleteFriendsOf } from '../friends/repository';
import { deletePhoto } from '../../lib/photo-store';
import { anonymiseUser, findUserById } from '../users/repository';
import type { FileStore } from '../../lib/file-store';

/**
 * POST /v1/mobile/user/deleteRegistration: personal data removed (names, phone, email, INN,
 * photos, children, permit documents with their scans, agreements, friendships, friend requests
 * and the invite code), sessions revoked; a tombstone row keeps the id.
 */
export async function deleteAccount(
  db: Db,
  fileStore: FileStore,
  userId: string,
  now: Date,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError('UNAUTHORIZED');
  if (user.isDemo) throw new HttpError('FORBIDDEN', 'Демо-аккаунт нельзя удалить');
  const files = await db.transaction(async (tx) => {
    const scans = await deleteDocsOf(tx, userId);
    const photos = await deleteChildrenOf(tx, userId);
    await deleteFriendsOf(tx, userId);
    await anonymiseUser(tx, userId);
    await revokeAllSessions(tx, userId, now);
    return { scans, photos };
  });
  await Promise.all([user.photo, ...files.photos].map((p) => deletePhoto(fileStore, p)));
  await deleteScans(fileStore, files.scans);
}

import type {
  Notification,
  NotificationKind,
  NotificationList,
  PushRegisterBody,
  PushRegistration,
} from '@sportkarta/contract/api/notifications';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { deactivateRegistration, upsertRegistration } from './push-repository';
import {
  countNotifications,
  countUnread,
  listNotifications,
  markViewed,
  type NotificationRow,
} from './repository';

// Issue 14: the person's notifications and their devices. Everything is the signed-in person's
// own: another person's ids are simply not found among theirs.

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  viewed: r.viewedAt !== null,
});

export async function readNotifications(
  db: Db,
  userId: string,
  page: { page: number; size: number },
): Promise<NotificationList> {
  const rows = await listNotifications(db, userId, {
    offset: page.page * page.size,
    limit: page.size,
  });
  const counts = await countNotifications(db, userId);
  return { notifications: rows.map(toNotification), ...counts };
}

export async function readUnreadCount(db: Db, userId: string): Promise<{ count: number }> {
  return { count: await countUnread(db, userId) };
}

export async function setViewed(
  db: Db,
  userId: string,
  ids: string[],
  now: Date,
): Promise<{ count: number }> {
  await markViewed(db, userId, [...new Set(ids)], now);
  return readUnreadCount(db, userId);
}

export const ENDPOINT_NOT_ALLOWED = 'Адрес подписки не поддерживается: нужен адрес https://';

/**
 * Registers the device of this session for push. A Web Push endpoint must be https (we POST to
 * it: no plain http, no address of ours) — except the embedded emulator's own.
 */
export async function registerDevice(
  deps: { db: Db; emulatorBase: string | undefined },
  who: { userId: string; sessionId: string },
  body: PushRegisterBody,
  now: Date,
): Promise<PushRegistration> {
  const token = body.deviceToken;
  if (token.kind === 'WEB_PUSH') {
    const url = new URL(token.endpoint);
    const emulator =
      deps.emulatorBase !== undefined && token.endpoint.startsWith(deps.emulatorBase);
    if (!emulator && (url.protocol !== 'https:' || url.username || url.password))
      throw new HttpError('BAD_REQUEST', ENDPOINT_NOT_ALLOWED, 400);
  }
  const row = await upsertRegistration(
    deps.db,
    {
      ...who,
      deviceId: body.deviceId,
      clientId: body.clientId,
      kind: token.kind,
      endpoint: token.kind === 'WEB_PUSH' ? token.endpoint : null,
      p256dh: token.kind === 'WEB_PUSH' ? token.keys.p256dh : null,
      auth: token.kind === 'WEB_PUSH' ? token.keys.auth : null,
      registrationId: token.kind === 'WEB_PUSH' ? null : token.registrationId,
      active: body.active,
      operationTm: new Date(body.operationTm),
    },
    now,
  );
  return {
    deviceId: row.deviceId,
    clientId: row.clientId,
    active: row.active,
    operationTm: row.operationTm.toISOString(),
  };
}

export async function unregisterDevice(
  db: Db,
  key: { userId: string; deviceId: string; clientId: string },
  now: Date,
): Promise<void> {
  await deactivateRegistration(db, key, now);
}

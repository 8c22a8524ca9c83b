import type { NotificationKind } from '@sportkarta/contract/api/notifications';
import type { Db } from '../../db/client';
import { insertNotification } from './repository';

// Issue 14: how every part of the server tells a person something. Call it inside your own
// transaction, with that transaction as `tx`: the notification exists exactly when what it
// tells about was committed. Its push goes out after the commit (delivery.ts sends what is
// pending), so a slow or failing push service never holds up or rolls back the caller.

export interface NotifyInput {
  /** Who is told (users.id). */
  userId: string;
  kind: NotificationKind;
  /** Short, Russian: the push's title and the list's heading. */
  title: string;
  /** One or two sentences, Russian. */
  body: string;
  /**
   * A route of the app to open (e.g. paths.soldOrder(id) of @sportkarta/contract/routes/paths),
   * or null.
   */
  link?: string | null;
  /**
   * Say it once only: a second call with the same key for the same person does nothing (a
   * reminder per ticket, a decision per application). Omit for "every time".
   */
  dedupeKey?: string;
  /** The caller's "now" (app.clock.now()). */
  now: Date;
}

/** Creates the notification; false when `dedupeKey` had already been used for this person. */
export async function notify(tx: Db, input: NotifyInput): Promise<boolean> {
  return insertNotification(tx, {
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: input.now,
  });
}

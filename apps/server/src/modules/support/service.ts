import {
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
  type SupportRequestList,
  type SupportRequestResponseSchema,
  type SupportRequestSchema,
} from '@sportkarta/contract/api/support';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { findOwnOrder, insertSupportRequest, supportRequestsOf } from './repository';

export const ORDER_NOT_FOUND = 'Заказ не найден';

/**
 * PUT /v1/userrequest: the message is kept for support (an empty contact means the profile's),
 * with its topic and, optionally, one of the person's own orders (issue 28).
 */
export async function submitSupportRequest(
  db: Db,
  userId: string,
  body: z.output<typeof SupportRequestSchema>,
  now: Date,
): Promise<z.output<typeof SupportRequestResponseSchema>> {
  if (body.orderId && !(await findOwnOrder(db, userId, body.orderId)))
    throw new HttpError('NOT_FOUND', ORDER_NOT_FOUND);
  const { id } = await insertSupportRequest(db, {
    userId,
    text: body.text,
    contact: body.contact ? body.contact : null,
    topic: body.topic,
    orderId: body.orderId ?? null,
    createdAt: now,
  });
  return { id, status: 'received' };
}

/** GET /v1/userrequest: the person's own requests with their states, newest first. */
export async function listSupportRequests(db: Db, userId: string): Promise<SupportRequestList> {
  const rows = await supportRequestsOf(db, userId);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      topic: r.topic,
      topicLabel: SUPPORT_TOPIC_LABELS[r.topic],
      text: r.text,
      contact: r.contact,
      status: r.status,
      statusLabel: SUPPORT_STATUS_LABELS[r.status],
      order: r.orderId && r.orderNumber !== null ? { id: r.orderId, number: r.orderNumber } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

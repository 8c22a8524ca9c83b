import type {
  SupportRequestResponseSchema,
  SupportRequestSchema,
} from '@sportkarta/contract/api/support';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { insertSupportRequest } from './repository';

/** PUT /v1/userrequest: the message is kept for support (an empty contact means the profile's). */
export async function submitSupportRequest(
  db: Db,
  userId: string,
  body: z.output<typeof SupportRequestSchema>,
): Promise<z.output<typeof SupportRequestResponseSchema>> {
  const { id } = await insertSupportRequest(db, {
    userId,
    text: body.text,
    contact: body.contact ? body.contact : null,
  });
  return { id, status: 'received' };
}

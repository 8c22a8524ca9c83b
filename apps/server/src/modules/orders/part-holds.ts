import { ERROR_MESSAGES } from '@sportkarta/contract/error-codes';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { placePartHold } from '../place-parts/repository';

// Issue 25: a hold on a product of a session's part (a lane, «any lane»), taken under the
// session lock holdSeats already holds — docs/decisions/capacity-by-part.md.

export const PRODUCT_NOT_FOUND = 'У этого сеанса нет такого билета';
export const WHOLE_ONE_AT_A_TIME = 'Дорожку или поле целиком можно взять только одно за раз';

export async function holdOnPart(
  tx: Db,
  h: Parameters<typeof placePartHold>[1],
): Promise<{ id: string; expiresAt: Date }> {
  const placed = await placePartHold(tx, h);
  if (!placed.found) throw new HttpError('NOT_FOUND', PRODUCT_NOT_FOUND);
  if (placed.kind === 'WHOLE' && h.quantity !== 1)
    throw new HttpError('ORDER_CANT_BE_CREATED', WHOLE_ONE_AT_A_TIME);
  if (placed.id === null || placed.expiresAt === null) {
    const left = Math.max(0, placed.left ?? 0);
    // Thrown inside the transaction: the release of the person's former hold is undone too.
    throw new HttpError('SOLD_OUT', left > 0 ? `Осталось мест: ${left}` : ERROR_MESSAGES.SOLD_OUT);
  }
  return { id: placed.id, expiresAt: placed.expiresAt };
}

import type { CheckInResponse } from '@sportkarta/contract/api/check-in';
import { CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import { eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { checkInNonces } from '../../db/schema';

// Issue 24: the door's retry ledger (pretix's check-in nonce). The nonce is claimed first in
// the scan's transaction: a second request with it waits on the primary key until the first
// commits, then reads its answer — so a nonce is applied once even when sent twice at once.

export interface PriorScan {
  userId: string;
  outcome: string;
  response: CheckInResponse;
}

// raw SQL: `on conflict do nothing returning` tells in one statement whether the claim is ours

/** Claims the nonce; when it was claimed before, answers what that scan answered. */
export async function claimNonce(
  db: Db,
  n: {
    nonce: string;
    userId: string;
    complexId: number | null;
    deviceId: string | null;
    now: Date;
  },
): Promise<PriorScan | null> {
  const claimed = await queryRows(
    db,
    sql`insert into check_in_nonces (nonce, user_id, complex_id, device_id, outcome, response, created_at)
        values (${n.nonce}, ${n.userId}, ${n.complexId}, ${n.deviceId}, 'PENDING', '{}'::jsonb,
                ${n.now.toISOString()}::timestamptz)
        on conflict (nonce) do nothing
        returning nonce`,
    z.object({ nonce: z.string() }),
  );
  if (claimed.length) return null;
  const [prior] = await db
    .select({
      userId: checkInNonces.userId,
      outcome: checkInNonces.outcome,
      response: checkInNonces.response,
    })
    .from(checkInNonces)
    .where(eq(checkInNonces.nonce, n.nonce));
  if (!prior) throw new Error(`nonce ${n.nonce} vanished`);
  return { ...prior, response: CheckInResponseSchema.parse(prior.response) };
}

/** Writes the claimed nonce's answer, in the same transaction as the scan. */
export async function saveNonce(
  db: Db,
  nonce: string,
  outcome: string,
  response: CheckInResponse,
): Promise<void> {
  await db.update(checkInNonces).set({ outcome, response }).where(eq(checkInNonces.nonce, nonce));
}

/** Forgets the answers of scans older than `before` (their retries are long over). */
export async function deleteNoncesBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(checkInNonces)
    .where(lt(checkInNonces.createdAt, before))
    .returning({ nonce: checkInNonces.nonce });
  return gone.length;
}

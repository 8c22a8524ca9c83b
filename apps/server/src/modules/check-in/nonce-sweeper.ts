import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';
import { deleteNoncesBefore } from './nonce-repository';

/**
 * How long a scan's answer is kept for its retries: an offline scanner's queue may wait for
 * the network for days, never for a month (docs/venue-side.md "Check-in").
 */
export const NONCE_KEEP_DAYS = 30;

export function sweepNonces(db: Db, now: Date): Promise<number> {
  return deleteNoncesBefore(db, new Date(now.getTime() - NONCE_KEEP_DAYS * 86_400_000));
}

export function registerNonceSweeper(app: FastifyInstance, config: AppConfig): void {
  runPeriodically(app, 'ключи повтора проходов', config.sweepSeconds * 1000, () =>
    sweepNonces(app.db, app.clock.now()),
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { runPeriodically } from '../../lib/periodic';
import { sweepExpired } from './order-repository';

/**
 * Frees expired holds for good and cancels unpaid orders past their time (issue 10). Expired
 * holds already stop counting at once (every count compares expires_at with "now"); this only
 * tidies up. One UPDATE each: safe when several processes run it.
 */
export function registerOrderSweeper(app: FastifyInstance, config: AppConfig): void {
  runPeriodically(app, 'истёкшие брони и заказы', config.sweepSeconds * 1000, () =>
    sweepExpired(app.db, app.clock.now()),
  );
}

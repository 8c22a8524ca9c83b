import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { runPeriodically } from '../../lib/periodic';
import type { DemoCopyStep } from '../../lib/demo-copy-step';
import { sweepDemoCopies } from './demo-service';

/** How often expired demo copies are looked for (they live DEMO_COPY_TTL_HOURS). */
export const DEMO_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes expired demo copies every DEMO_SWEEP_INTERVAL_MS once the app is ready (by the app
 * clock; the copies are locked FOR UPDATE SKIP LOCKED, so several processes may sweep at once)
 * and stops on close.
 */
export function registerDemoSweeper(
  app: FastifyInstance,
  config: AppConfig,
  demoCopySteps: readonly DemoCopyStep[],
): void {
  runPeriodically(app, 'не удалось удалить старые демо-копии', DEMO_SWEEP_INTERVAL_MS, () =>
    sweepDemoCopies(app.db, app.files, config, demoCopySteps, app.clock.now()),
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';
import { endFreezes, outdatePackages, outdateTickets } from './expiry-repository';

// Issue 12: statuses that time moves (docs/api-purchases.md "Statuses"). Reading already
// computes them from the clock; this writes them down, so check-in, refunds and reports see the
// same state. Each step is one UPDATE guarded by the status it leaves (expiry-repository.ts).

export async function sweepPurchases(
  db: Db,
  now: Date,
): Promise<{ tickets: number; unfrozen: number; packages: number }> {
  const at = now.toISOString();
  const tickets = await outdateTickets(db, at);
  const unfrozen = await endFreezes(db, at);
  const packages = await outdatePackages(db, at);
  return { tickets, unfrozen, packages };
}

export function registerPurchasesSweeper(app: FastifyInstance, config: AppConfig): void {
  runPeriodically(app, 'сроки билетов и абонементов', config.sweepSeconds * 1000, () =>
    sweepPurchases(app.db, app.clock.now()),
  );
}

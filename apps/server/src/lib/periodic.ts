import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` once the app is ready, one run at a time, and waits for the
 * running one when the app closes. The work itself lives in PostgreSQL (rows with their own
 * schedule, taken with SKIP LOCKED), so several processes running the same task is safe.
 * `everyMs` 0 = never (tests call the task themselves).
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    if (everyMs <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = app.dbReady
        .then(task)
        .catch((err: unknown) => app.log.error({ err }, name))
        .finally(() => {
          running = null;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

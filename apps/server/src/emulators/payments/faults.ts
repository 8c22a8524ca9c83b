import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmulatedProvider } from './repository';

/**
 * How a payment emulator misbehaves when a test asks (issue 11): the next API answers fail in
 * a chosen way, and notifications go out on time, late, twice, out of order or not at all.
 */
export const ApiFaultSchema = z.enum(['http500', 'http400', 'slow', 'lost']);
export type ApiFault = z.infer<typeof ApiFaultSchema>;
export const NotifyModeSchema = z.enum(['on_time', 'late', 'duplicate', 'out_of_order', 'none']);
export type NotifyMode = z.infer<typeof NotifyModeSchema>;

const FaultsBodySchema = z.object({
  provider: z.enum(['YOOKASSA', 'SBERBANK']),
  /** One per coming API call, in order: 500, 400, an answer slower than any client waits, or
   * a request carried out whose answer is lost (the client sees a 500). */
  api: z.array(ApiFaultSchema).max(100).default([]),
  notify: NotifyModeSchema.default('on_time'),
  lateMs: z.number().int().min(0).max(600_000).default(5_000),
  /** How long a `slow` answer takes: longer than the client waits. */
  slowMs: z.number().int().min(0).max(120_000).default(20_000),
});
export type FaultsBody = z.infer<typeof FaultsBodySchema>;

interface ProviderFaults {
  api: ApiFault[];
  notify: NotifyMode;
  lateMs: number;
  slowMs: number;
}

export class EmulatorFaults {
  private readonly byProvider = new Map<EmulatedProvider, ProviderFaults>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Deliveries scheduled or under way, retries included. */
  private pending = 0;
  private idleWaiters: (() => void)[] = [];

  set(body: FaultsBody): void {
    this.byProvider.set(body.provider, { ...body, api: [...body.api] });
  }

  of(provider: EmulatedProvider): ProviderFaults {
    let f = this.byProvider.get(provider);
    if (!f) {
      f = { api: [], notify: 'on_time', lateMs: 5_000, slowMs: 20_000 };
      this.byProvider.set(provider, f);
    }
    return f;
  }

  /** The fault for the API call being answered now, if one is queued. */
  nextApiFault(provider: EmulatedProvider): { fault: ApiFault; slowMs: number } | undefined {
    const f = this.of(provider);
    const fault = f.api.shift();
    return fault ? { fault, slowMs: f.slowMs } : undefined;
  }

  /**
   * Sends a notification as the mode says. `send(stale)` delivers it once and answers our HTTP
   * status; a non-200 is retried a few times with growing pauses, as the providers do.
   */
  notify(provider: EmulatedProvider, send: (stale: boolean) => Promise<number>): void {
    const { notify, lateMs } = this.of(provider);
    const deliver = (delay: number, stale = false) =>
      this.later(delay, () => this.withRetries(() => send(stale), 1));
    if (notify === 'none') return;
    if (notify === 'late') return deliver(lateMs);
    deliver(0);
    if (notify === 'duplicate') {
      deliver(0);
      deliver(50);
    }
    if (notify === 'out_of_order') deliver(50, true);
  }

  private async withRetries(send: () => Promise<number>, attempt: number): Promise<void> {
    let status = 0;
    try {
      status = await send();
    } catch {
      status = 0;
    }
    if (status !== 200 && attempt < 5)
      this.later(500 * 2 ** attempt, () => this.withRetries(send, attempt + 1));
  }

  private later(ms: number, fn: () => Promise<void>): void {
    this.pending += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // A retry is scheduled inside fn, before this delivery counts as done.
      void fn().finally(() => this.settle(1));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private settle(deliveries: number): void {
    this.pending = Math.max(0, this.pending - deliveries);
    if (this.pending > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * Resolves when every notification asked for so far has been delivered and answered (or
   * given up on after its retries): a test awaits this instead of sleeping, so a duplicate
   * that lands late is counted rather than missed.
   */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Nothing more is sent once the app closes. */
  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.settle(this.timers.size);
    this.timers.clear();
  }
}

/** `POST /emulators/payments/faults`: what the next calls and notifications do. */
export function faultRoutes(faults: EmulatorFaults): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/faults',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмуляторы оплаты: сбои по заказу теста',
          body: FaultsBodySchema,
        },
      },
      async (request) => {
        faults.set(request.body);
        return { ok: true };
      },
    );
    app.get(
      '/idle',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмуляторы оплаты: ответить, когда все уведомления доставлены',
        },
      },
      async () => {
        await faults.idle();
        return { ok: true };
      },
    );
  };
}

/**
 * Answers the queued fault, if any; `true` when the request was answered here. `lost` and
 * `slow` are carried out by the caller (`lost` then answers 500 through `answerLost`).
 */
export async function applyApiFault(
  queued: { fault: ApiFault; slowMs: number } | undefined,
  reply: FastifyReply,
  body: unknown,
): Promise<boolean> {
  if (!queued || queued.fault === 'lost') return false;
  if (queued.fault === 'slow') {
    // Carried out, but after the client gave up waiting: its retry must find the same payment.
    await new Promise((r) => setTimeout(r, queued.slowMs).unref());
    return false;
  }
  if (queued.fault === 'http400') {
    await reply.code(400).send(body);
    return true;
  }
  await reply.code(500).send({
    type: 'error',
    code: 'internal_server_error',
    description: 'Эмулятор: сбой по заказу теста',
  });
  return true;
}

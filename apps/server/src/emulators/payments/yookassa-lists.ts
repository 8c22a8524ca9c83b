import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toRubString } from '../../integrations/payments/types';
import type { EmulatorDeps } from './core';
import { type EmulatedPayment, listRefunds, listSucceeded } from './repository';

// The YooKassa emulator's lists (issue 25, the owner's money): GET /v3/payments and
// GET /v3/refunds with created_at.gte/lt, status, limit ≤ 100 and an opaque cursor, newest first.

const ListQuerySchema = z.object({
  'created_at.gte': z.iso.datetime({ offset: true }).optional(),
  'created_at.lt': z.iso.datetime({ offset: true }).optional(),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z.string().max(200).optional(),
});

const FAR = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };

/** The cursor: the last item's moment and id, base64url. */
const cursorOf = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function readCursor(cursor: string | undefined): { at: Date; id: string } | null | undefined {
  if (!cursor) return undefined;
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at);
  return Number.isNaN(date.getTime()) || !id ? null : { at: date, id };
}

/** The commission YooKassa keeps of a payment, at the emulator's rate. */
export const emulatorFee = (amountKopecks: number, basisPoints: number): number =>
  Math.round((amountKopecks * basisPoints) / 10_000);

export function registerYooKassaLists(
  app: FastifyInstance,
  o: {
    deps: EmulatorDeps;
    /** Credentials and any queued fault; `null` when the request was answered. */
    preamble: (request: FastifyRequest, reply: FastifyReply) => Promise<{ shop: string } | null>;
    invalid: (message: string, parameter?: string) => unknown;
    paymentObject: (p: EmulatedPayment) => unknown;
  },
): void {
  const parse = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = ListQuerySchema.safeParse(request.query);
    const after = q.success ? readCursor(q.data.cursor) : null;
    if (!q.success || after === null) {
      const issue = q.success ? undefined : q.error.issues[0];
      await reply
        .code(400)
        .send(o.invalid(issue?.message ?? 'Invalid cursor', String(issue?.path[0] ?? 'cursor')));
      return null;
    }
    return {
      from: q.data['created_at.gte'] ? new Date(q.data['created_at.gte']) : FAR.from,
      to: q.data['created_at.lt'] ? new Date(q.data['created_at.lt']) : FAR.to,
      status: q.data.status,
      limit: q.data.limit,
      after,
    };
  };
  const page = <T extends { createdAt: Date; id: string }>(
    rows: T[],
    limit: number,
    f: (r: T) => unknown,
  ) => {
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      type: 'list',
      items: items.map(f),
      ...(rows.length > limit && last ? { next_cursor: cursorOf(last.createdAt, last.id) } : {}),
    };
  };

  /** A list route: credentials and faults, the query, then a page of what `rows` reads. */
  const list = <T extends { createdAt: Date; id: string }>(
    path: string,
    rows: (
      q: { shop: string; from: Date; to: Date; after: { at: Date; id: string } | undefined },
      limit: number,
    ) => Promise<T[]>,
    toObject: (r: T) => unknown,
  ) =>
    app.get(path, async (request, reply) => {
      const pre = await o.preamble(request, reply);
      if (!pre) return reply;
      const q = await parse(request, reply);
      if (!q) return reply;
      // Only final successes are listed by this emulator: other statuses answer an empty list.
      const found =
        q.status && q.status !== 'succeeded'
          ? []
          : await rows({ ...q, shop: pre.shop }, q.limit + 1);
      return page(found, q.limit, toObject);
    });
  const scope = (
    q: { shop: string; from: Date; to: Date; after?: { at: Date; id: string } | undefined },
    limit: number,
  ) => ({
    provider: 'YOOKASSA' as const,
    account: q.shop,
    from: q.from,
    to: q.to,
    after: q.after,
    limit,
  });

  list(
    '/v3/payments',
    (q, limit) => listSucceeded(o.deps.app.db, scope(q, limit)),
    o.paymentObject,
  );
  list(
    '/v3/refunds',
    (q, limit) => listRefunds(o.deps.app.db, scope(q, limit)),
    (r) => ({
      id: r.id,
      payment_id: r.paymentId,
      status: 'succeeded',
      amount: { value: toRubString(r.amountKopecks), currency: 'RUB' },
      created_at: r.createdAt.toISOString(),
    }),
  );
}

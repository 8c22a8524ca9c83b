import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitForDatabase } from '../../plugins/db';
import { decryptPush, newBrowserKeys } from './crypto';
import {
  deleteEmulatedSubscription,
  findEmulatedSubscription,
  insertDelivery,
  insertEmulatedSubscription,
  listDeliveries,
} from './repository';
import { vapidProblem } from './vapid-check';

export const PUSH_EMULATOR_PREFIX = '/emulators/push';

const FaultSchema = z.enum(['gone', 'slow', 'http500']);
type Fault = z.infer<typeof FaultSchema>;

/**
 * A stand-in for a Web Push service (FCM's, Mozilla's) and for the native push gateway
 * (issue 14): it hands out subscriptions like a browser would, receives pushes with the real
 * protocol (VAPID checked, payload decrypted), keeps every delivery in
 * `push_emulator_deliveries`, and misbehaves when a test asks: the subscription is gone (410),
 * the service is slow (answers after the sender gave up) or failing (500).
 */
function pushEmulatorRoutes(opts: { publicBaseUrl: string }): FastifyPluginAsyncZod {
  const audience = new URL(opts.publicBaseUrl).origin;
  const faults: Fault[] = [];
  let slowMs = 20_000;
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      t.unref();
      timers.add(t);
    });

  return async (app) => {
    app.addHook('onClose', async () => timers.forEach(clearTimeout));
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 8192 },
      (_req, body, done) => done(null, body),
    );

    app.post(
      '/subscriptions',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор push: подписка «браузера»',
          description:
            'То, что браузер получает от PushManager.subscribe(): endpoint и ключи p256dh, auth.',
        },
      },
      async (_request, reply) => {
        const id = randomUUID();
        const keys = newBrowserKeys();
        await insertEmulatedSubscription(app.db, {
          id,
          privateKey: keys.privateKey,
          auth: keys.auth,
        });
        return reply.code(201).send({
          endpoint: `${opts.publicBaseUrl}${PUSH_EMULATOR_PREFIX}/send/${id}`,
          expirationTime: null,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        });
      },
    );

    app.post(
      '/send/:id',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор push: приём Web Push (RFC 8030/8291/8292)',
          params: z.object({ id: z.string() }),
        },
      },
      async (request, reply) => {
        const fault = faults.shift();
        if (fault === 'slow') await sleep(slowMs);
        if (fault === 'http500') return reply.code(500).send({ error: 'emulated failure' });
        const sub = await findEmulatedSubscription(app.db, request.params.id);
        if (!sub || fault === 'gone') {
          if (sub) await deleteEmulatedSubscription(app.db, sub.id);
          return reply.code(410).send({ error: 'push subscription has unsubscribed or expired' });
        }
        const problem = await vapidProblem(request.headers.authorization, audience);
        if (problem) return reply.code(403).send({ error: problem });
        if (request.headers['content-encoding'] !== 'aes128gcm' || !request.headers.ttl)
          return reply.code(400).send({ error: 'expected Content-Encoding aes128gcm and TTL' });
        let payload: string;
        try {
          payload = decryptPush(request.body as Buffer, sub);
        } catch (err) {
          return reply.code(400).send({ error: `cannot decrypt: ${String(err)}` });
        }
        const ttl = String(request.headers.ttl);
        await insertDelivery(app.db, { target: sub.id, kind: 'WEB_PUSH', payload, ttl });
        return reply.code(201).send();
      },
    );

    app.post(
      '/native',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор push: доставка на токен приложения (FCM/APNS)',
          body: z.object({
            kind: z.enum(['FCM', 'APNS']),
            registrationId: z.string().min(1),
            payload: z.unknown(),
          }),
        },
      },
      async (request, reply) => {
        const fault = faults.shift();
        if (fault === 'slow') await sleep(slowMs);
        if (fault === 'http500') return reply.code(500).send({ error: 'emulated failure' });
        if (fault === 'gone') return reply.code(404).send({ error: 'UNREGISTERED' });
        const { kind, registrationId, payload } = request.body;
        await insertDelivery(app.db, {
          target: registrationId,
          kind,
          payload: JSON.stringify(payload),
          ttl: null,
        });
        return reply.code(200).send({ name: `emulated/${randomUUID()}` });
      },
    );

    app.get(
      '/deliveries',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор push: полученные push-сообщения (новые первыми)',
          querystring: z.object({ target: z.string().optional() }),
        },
      },
      async (request) => {
        const rows = await listDeliveries(app.db, request.query.target, 50);
        return {
          deliveries: rows.map((r) => ({
            target: r.target,
            kind: r.kind,
            payload: JSON.parse(r.payload) as unknown,
            ttl: r.ttl,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/faults',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор push: сбои по заказу теста',
          description: 'По одному на следующие доставки: gone (410), slow, http500.',
          body: z.object({
            next: z.array(FaultSchema).max(100),
            slowMs: z.number().int().min(0).max(120_000).default(20_000),
          }),
        },
      },
      async (request) => {
        faults.splice(0, faults.length, ...request.body.next);
        slowMs = request.body.slowMs;
        return { ok: true };
      },
    );
  };
}

/** Mounted in the embedded mode (no VAPID keys configured) and in every test. */
export async function registerPushEmulator(
  app: FastifyInstance,
  publicBaseUrl: string,
): Promise<void> {
  await app.register(
    async (scope) => {
      waitForDatabase(scope);
      await scope.register(pushEmulatorRoutes({ publicBaseUrl }));
    },
    { prefix: PUSH_EMULATOR_PREFIX },
  );
}

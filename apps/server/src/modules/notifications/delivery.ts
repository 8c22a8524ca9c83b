import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  createPushSender,
  fetchPushTransport,
  type PushSender,
  type PushTransport,
  type SendResult,
} from '../../integrations/push/sender';
import type { VapidKeys } from '../../integrations/push/vapid-keys';
import { runPeriodically } from '../../lib/periodic';
import {
  claimPending,
  liveSubscriptions,
  markPushed,
  recordSendResults,
  type PushSubscriptionRow,
} from './push-repository';

// Issue 14: the push copy of each new notification, sent after its transaction committed. A
// job in every process takes pending notifications (SKIP LOCKED: each one by one process) and
// sends each to the person's live devices, once. Push is best effort — the in-app list is the
// record — so a failed send is not retried for that notification: it is counted on the
// subscription, which is dropped when the push service says it is gone (404/410) or after too
// many failures in a row.

const BATCH = 50;

async function sendTo(
  sender: PushSender,
  sub: PushSubscriptionRow,
  payload: Parameters<PushSender['sendWeb']>[1],
): Promise<SendResult> {
  if (sub.kind === 'WEB_PUSH') {
    if (!sub.endpoint || !sub.p256dh || !sub.auth) return 'gone';
    return sender.sendWeb({ endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth }, payload);
  }
  if (!sub.registrationId) return 'gone';
  return sender.sendNative(
    { kind: sub.kind as 'FCM' | 'APNS', registrationId: sub.registrationId },
    payload,
  );
}

/** One round: what is pending now is sent. Answers how many pushes went out. */
export async function deliverPushes(
  deps: { db: Db; sender: PushSender },
  now: Date,
): Promise<{ notifications: number; sent: number; gone: number; failed: number }> {
  const pending = await claimPending(deps.db, now, BATCH);
  const subs = await liveSubscriptions(deps.db, [...new Set(pending.map((p) => p.userId))], now);
  const results = { ok: [] as string[], gone: [] as string[], failed: [] as string[] };
  for (const n of pending) {
    const payload = { id: n.id, title: n.title, body: n.body, link: n.link };
    const mine = subs.filter((s) => s.userId === n.userId && !results.gone.includes(s.id));
    // A person's devices at once; a slow one costs at most the timeout.
    const answers = await Promise.all(mine.map((s) => sendTo(deps.sender, s, payload)));
    answers.forEach((answer, i) => {
      if (answer !== 'skipped') results[answer].push(mine[i]!.id);
    });
  }
  await markPushed(
    deps.db,
    pending.map((p) => p.id),
  );
  const unique = (ids: string[]) => [...new Set(ids)];
  const gone = unique(results.gone);
  const failed = unique(results.failed).filter((id) => !gone.includes(id));
  const ok = unique(results.ok).filter((id) => !gone.includes(id) && !failed.includes(id));
  await recordSendResults(deps.db, { gone, failed, ok }, now);
  return {
    notifications: pending.length,
    sent: results.ok.length,
    gone: gone.length,
    failed: results.failed.length,
  };
}

/**
 * The Web Push and native adapters: real push services by fetch; the embedded emulator's
 * addresses through the app's own router (and native tokens to the emulator, which has no real
 * gateway counterpart configured yet).
 */
export function createAppPushSender(
  app: FastifyInstance,
  config: AppConfig,
  vapid: VapidKeys,
  /** The embedded push emulator's address (`…/emulators/push/`), when there is one. */
  emulatorBase: string | undefined,
): PushSender {
  // The emulator through the app's router (light-my-request), bytes as on the wire.
  const inject: PushTransport = async (url, init) => {
    const { pathname } = new URL(url);
    const res = await Promise.race([
      app.inject({ method: 'POST', url: pathname, headers: init.headers, payload: init.body }),
      new Promise<never>((_, reject) => {
        if (init.signal.aborted) reject(init.signal.reason as Error);
        init.signal.addEventListener('abort', () => reject(init.signal.reason as Error), {
          once: true,
        });
      }),
    ]);
    return { status: res.statusCode };
  };
  return createPushSender({
    vapid,
    subject: config.push.subject,
    timeoutMs: config.push.timeoutMs,
    transportFor: (url) =>
      emulatorBase !== undefined && url.startsWith(emulatorBase) ? inject : fetchPushTransport,
    nativeUrl: emulatorBase !== undefined ? `${emulatorBase}native` : undefined,
  });
}

export function registerPushDelivery(app: FastifyInstance, config: AppConfig, sender: PushSender) {
  runPeriodically(app, 'push-уведомления', config.push.everySeconds * 1000, () =>
    deliverPushes({ db: app.db, sender }, app.clock.now()),
  );
}

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PAYMENT_EMULATOR_ACCOUNT } from '../apps/server/src/config-payments';
import { spawnApp, type AppProcess } from './lib/app-process';
import { dropDatabase, freshDatabase, loadAverage } from './lib/app-server';
import { createBuyers, type Buyer } from './lib/buyers';
import { percentile } from './lib/checkout-api';
import { paidOrder, paidSession, payOnPage, startPayment } from './lib/paying';
import { describeMachine, type BenchResult } from './lib/results';

// Issue 11: the payment flow's throughput — create the payment (POST /v1/mob/sber/payment),
// pay on the YooKassa emulator's page, and wait until the webhook has issued the ticket — beside
// the emulator's own round trips alone (POST /v3/payments with Basic auth and an Idempotence-Key,
// then the same page), in one run. The ratio is what our bookkeeping costs.

const CONCURRENCY = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = 1500;

/**
 * Learns when orders are issued by one query every 10 ms for all waiting buyers (polling the
 * API from each of them would load the server under test with the measurement itself).
 */
function issuedWatcher(client: pg.Client) {
  const waiting = new Map<string, () => void>();
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      if (waiting.size) {
        const { rows } = await client.query<{ id: string }>(
          `select id from orders where id = any($1::uuid[]) and status = 'payed'`,
          [[...waiting.keys()]],
        );
        for (const { id } of rows) {
          waiting.get(id)?.();
          waiting.delete(id);
        }
      }
      await new Promise((res) => setTimeout(res, 10));
    }
  };
  const running = loop();
  return {
    issued: (orderId: string, timeoutMs = 10_000) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(orderId);
          resolve(false);
        }, timeoutMs);
        waiting.set(orderId, () => {
          clearTimeout(timer);
          resolve(true);
        });
      }),
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function flow(
  base: string,
  watcher: ReturnType<typeof issuedWatcher>,
  buyer: Buyer,
  orderId: string,
): Promise<boolean> {
  const { page } = await startPayment(base, buyer, orderId);
  const issued = watcher.issued(orderId);
  if ((await payOnPage(base, page)) !== 303) return false;
  return issued;
}

const basic = `Basic ${Buffer.from(`${PAYMENT_EMULATOR_ACCOUNT.yookassa.shopId}:${PAYMENT_EMULATOR_ACCOUNT.yookassa.secretKey}`).toString('base64')}`;

/** The emulator alone: create a payment and pay it on the page, no order, no bookkeeping. */
async function floor(base: string): Promise<boolean> {
  const res = await fetch(`${base}/emulators/yookassa/v3/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: basic,
      'idempotence-key': randomUUID(),
    },
    body: JSON.stringify({
      amount: { value: '710.50', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${base}/payment/bench` },
      description: 'Замер',
      receipt: {
        customer: { phone: '79990000000' },
        items: [
          {
            description: 'Замер',
            quantity: '1.00',
            amount: { value: '710.50', currency: 'RUB' },
            vat_code: 1,
          },
        ],
      },
    }),
  });
  const json = (await res.json()) as { confirmation?: { confirmation_url?: string } };
  const url = new URL(json.confirmation?.confirmation_url ?? '');
  return (await payOnPage(base, url.pathname + url.search)) === 303;
}

async function measure(
  task: () => Promise<boolean>,
): Promise<{ perSecond: number; ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        if (await task().catch(() => false)) ms.push(performance.now() - t);
        else failed++;
      }
    }),
  );
  return { perSecond: ms.length / ((performance.now() - started) / 1000), ms, failed };
}

export async function paymentsThroughputBench(opts: { port: number }): Promise<BenchResult> {
  const db = await freshDatabase('payments_flow', 1);
  const client = new pg.Client({ connectionString: db.url });
  let app: AppProcess | null = null;
  let api;
  let bare;
  try {
    await client.connect();
    app = await spawnApp(db.url, opts.port, undefined, { RECONCILE_SECONDS: '0' });
    const session = await paidSession(client, 'YOOKASSA');
    const buyers = await createBuyers(db.url, 200);
    const ready: { buyer: Buyer; orderId: string }[] = [];
    for (let i = 0; i < ORDERS; i += 20)
      ready.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async (_, j) => {
            const buyer = buyers[(i + j) % buyers.length]!;
            return { buyer, orderId: await paidOrder(app!.url, buyer, session) };
          }),
        )),
      );
    const base = app.url;
    const watcher = issuedWatcher(client);
    // Warm-up of both, not counted.
    await flow(base, watcher, ready[0]!.buyer, ready[0]!.orderId);
    await floor(base);
    let next = 1;
    api = await measure(() => {
      const o = ready[next++];
      if (!o) throw new Error('заказы для замера кончились');
      return flow(base, watcher, o.buyer, o.orderId);
    });
    await watcher.stop();
    bare = await measure(() => floor(base));
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
  const ms = (x: number) => `${x.toFixed(1)} мс`;
  return {
    name: 'payments-throughput',
    title:
      'Оплата: создание платежа → оплата на странице → уведомление → выдача, рядом с эмулятором без нас',
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows: [
      {
        figure: 'оплат в секунду: поток целиком (эмулятор один)',
        value: `${api.perSecond.toFixed(1)} (${bare.perSecond.toFixed(1)})`,
        goal: '—',
        pass: null,
      },
      {
        figure: 'отношение',
        value: (api.perSecond / bare.perSecond).toFixed(2),
        goal: '—',
        pass: null,
      },
      {
        figure: 'p50 / p99 одной оплаты: поток (эмулятор один)',
        value: `${ms(percentile(api.ms, 50))} / ${ms(percentile(api.ms, 99))} (${ms(percentile(bare.ms, 50))} / ${ms(percentile(bare.ms, 99))})`,
        goal: '—',
        pass: null,
      },
      {
        figure: 'неудачных',
        value: `${api.failed} (${bare.failed})`,
        goal: '0',
        pass: api.failed + bare.failed === 0,
      },
    ],
    notes: [
      `Поток: заранее созданный заказ на платный сеанс (ЮKassa), \`POST /v1/mob/sber/payment\` (попытка пишется до вызова провайдера, адаптер идёт в эмулятор), оплата тестовой картой на странице эмулятора, затем ожидание, пока уведомление не выдаст билет (замер узнаёт это одним запросом к базе каждые 10 мс на всех ждущих, чтобы опрос API не нагружал сервер сам) (перечитывание платежа у провайдера, одна транзакция: попытка succeeded + выдача). ${CONCURRENCY} параллельных покупателей, ${SECONDS} с.`,
      `Эмулятор один: те же ${CONCURRENCY} параллельных клиентов делают только его круги — \`POST /emulators/yookassa/v3/payments\` (Basic, Idempotence-Key, чек) и оплату на странице (уведомление эмулятора уходит в никуда: платежа нет в наших записях). Оба — в одном процессе API, один за другим в одном запуске.`,
      `Нагрузка машины в конце: ${loadAverage()}.`,
    ],
  };
}

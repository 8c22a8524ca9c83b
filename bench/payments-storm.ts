import { randomInt } from 'node:crypto';
import pg from 'pg';
import { PAYMENT_EMULATOR_ACCOUNT } from '../apps/server/src/config-payments';
import { sberChecksum } from '../apps/server/src/integrations/payments/sberbank';
import { spawnApp, type AppProcess } from './lib/app-process';
import { dropDatabase, freshDatabase, loadAverage } from './lib/app-server';
import { createBuyers } from './lib/buyers';
import {
  paidOrder,
  paidSession,
  payOnPage,
  type Provider,
  setFaults,
  startPayment,
} from './lib/paying';
import { describeMachine, type BenchResult } from './lib/results';

// Issue 11 "Benchmarks and fault tests": duplicated, replayed, reordered and forged webhooks
// (YooKassa) and callbacks (Sberbank), 1000 of each kind per provider, against orders paid at
// the provider whose own notifications were switched off. Goals: every order issued once (no
// double tickets), every forged one rejected and changing nothing.

const ORDERS = 20;
const EACH = 1000;
const CONCURRENCY = 20;
const YOOKASSA_IP = '185.71.76.10';
const OUTSIDER_IP = '203.0.113.5';
const KEY = PAYMENT_EMULATOR_ACCOUNT.sberbank.callbackKey;

interface Paid {
  provider: Provider;
  orderId: string;
  attemptId: string;
  providerPaymentId: string;
}

type Kind = 'duplicated' | 'replayed' | 'reordered' | 'forged';
type Note = { kind: Kind; send: () => Promise<number> };

function yooNote(base: string, p: Paid, kind: Kind): Note {
  const event =
    kind === 'reordered'
      ? (['payment.canceled', 'payment.waiting_for_capture', 'payment.succeeded'] as const)[
          randomInt(0, 3)
        ]
      : 'payment.succeeded';
  return {
    kind,
    send: async () =>
      (
        await fetch(`${base}/v1/payments/yookassa/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': kind === 'forged' ? OUTSIDER_IP : YOOKASSA_IP,
          },
          body: JSON.stringify({
            type: 'notification',
            event,
            object: { id: p.providerPaymentId, status: 'succeeded', paid: true },
          }),
        })
      ).status,
  };
}

function sberNote(base: string, p: Paid, kind: Kind): Note {
  const [operation, status] =
    kind === 'reordered'
      ? (
          [
            ['approved', '1'],
            ['deposited', '1'],
            ['declinedByTimeout', '1'],
            ['approved', '0'],
          ] as const
        )[randomInt(0, 4)]!
      : (['deposited', '1'] as const);
  const params: Record<string, string> = {
    mdOrder: p.providerPaymentId,
    orderNumber: p.attemptId.replaceAll('-', ''),
    operation,
    status,
  };
  params.checksum =
    kind === 'forged'
      ? sberChecksum(params, 'not-the-merchant-key-0123')
      : sberChecksum(params, KEY);
  return {
    kind,
    send: async () =>
      (await fetch(`${base}/v1/payments/sberbank/callback?${new URLSearchParams(params)}`)).status,
  };
}

async function runAll(notes: Note[]): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < notes.length) {
      const n = notes[next++]!;
      const status = await n.send().catch(() => 0);
      const key = `${n.kind} → ${status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

export async function paymentsStormBench(opts: { port: number }): Promise<BenchResult> {
  const db = await freshDatabase('payments_storm', 1);
  const client = new pg.Client({ connectionString: db.url });
  let app: AppProcess | null = null;
  const answers = new Map<Provider, Map<string, number>>();
  let tickets: { orderId: string; n: number; succeeded: number }[] = [];
  let seconds = 0;
  try {
    await client.connect();
    // Only the storm settles the payments: no reconciliation, no emulator notifications.
    app = await spawnApp(db.url, opts.port, undefined, {
      TRUST_PROXY: 'true',
      RECONCILE_SECONDS: '0',
    });
    const buyers = await createBuyers(db.url, ORDERS);
    const paid: Paid[] = [];
    for (const provider of ['YOOKASSA', 'SBERBANK'] as const) {
      await setFaults(app.url, { provider, notify: 'none' });
      const session = await paidSession(client, provider);
      for (let i = 0; i < ORDERS / 2; i++) {
        const buyer = buyers[paid.length]!;
        const orderId = await paidOrder(app.url, buyer, session);
        const { billId, page } = await startPayment(app.url, buyer, orderId);
        if ((await payOnPage(app.url, page)) !== 303)
          throw new Error('оплата на странице не прошла');
        const row = await client.query<{ id: string }>(
          'select provider_payment_id id from payment_attempts where id = $1',
          [billId],
        );
        paid.push({ provider, orderId, attemptId: billId, providerPaymentId: row.rows[0]!.id });
      }
    }
    const started = performance.now();
    for (const provider of ['YOOKASSA', 'SBERBANK'] as const) {
      const mine = paid.filter((p) => p.provider === provider);
      const make = provider === 'YOOKASSA' ? yooNote : sberNote;
      const pick = () => mine[randomInt(0, mine.length)]!;
      const wave = (kind: Kind) => Array.from({ length: EACH }, () => make(app!.url, pick(), kind));
      // Duplicates and forgeries at once; replays come afterwards, when everything is settled.
      const first = await runAll(
        [...wave('duplicated'), ...wave('reordered'), ...wave('forged')].sort(
          () => randomInt(0, 3) - 1,
        ),
      );
      const replay = await runAll(wave('replayed'));
      answers.set(provider, new Map([...first, ...replay]));
    }
    seconds = (performance.now() - started) / 1000;
    tickets = (
      await client.query<{ order_id: string; n: string; succeeded: string }>(
        `select o.id order_id,
                (select count(*) from tickets t where t.order_id = o.id) n,
                (select count(*) from payment_attempts a where a.order_id = o.id and a.status = 'succeeded') succeeded
           from orders o where o.id = any($1::uuid[])`,
        [paid.map((p) => p.orderId)],
      )
    ).rows.map((r) => ({ orderId: r.order_id, n: Number(r.n), succeeded: Number(r.succeeded) }));
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
  const forgedOk = (m: Map<string, number> | undefined, status: number) =>
    [...(m ?? new Map<string, number>()).entries()]
      .filter(([k]) => k.startsWith('forged'))
      .every(([k]) => k === `forged → ${status}`) && (m?.get(`forged → ${status}`) ?? 0) === EACH;
  const text = (m: Map<string, number> | undefined) =>
    [...(m ?? new Map<string, number>()).entries()]
      .sort()
      .map(([k, n]) => `${k} × ${n}`)
      .join('; ');
  const double = tickets.filter((t) => t.n !== 1 || t.succeeded !== 1).length;
  return {
    name: 'payments-storm',
    title: `Шторм уведомлений: по ${EACH} повторённых, переигранных, переставленных и поддельных на провайдера`,
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows: [
      {
        figure: `заказы с ровно одним билетом и одной успешной оплатой`,
        value: `${tickets.length - double} из ${ORDERS}`,
        goal: `${ORDERS} из ${ORDERS}`,
        pass: double === 0 && tickets.length === ORDERS,
      },
      {
        figure: 'поддельные уведомления ЮKassa (чужой адрес) отклонены: 403',
        value: `${answers.get('YOOKASSA')?.get('forged → 403') ?? 0} из ${EACH}`,
        goal: 'все',
        pass: forgedOk(answers.get('YOOKASSA'), 403),
      },
      {
        figure: 'поддельные уведомления Сбербанка (чужая подпись) отклонены: 400',
        value: `${answers.get('SBERBANK')?.get('forged → 400') ?? 0} из ${EACH}`,
        goal: 'все',
        pass: forgedOk(answers.get('SBERBANK'), 400),
      },
      {
        figure: 'ответы ЮKassa (вид → статус × раз)',
        value: text(answers.get('YOOKASSA')),
        goal: '—',
        pass: null,
      },
      {
        figure: 'ответы Сбербанка (вид → статус × раз)',
        value: text(answers.get('SBERBANK')),
        goal: '—',
        pass: null,
      },
      {
        figure: 'уведомлений в секунду (все виды, оба провайдера)',
        value: ((8 * EACH) / seconds).toFixed(0),
        goal: '—',
        pass: null,
      },
    ],
    notes: [
      `${ORDERS} заказов (по ${ORDERS / 2} на ЮKassa и Сбербанк) оплачены тестовой картой на странице эмулятора при выключенных уведомлениях эмулятора и без сверки (\`RECONCILE_SECONDS=0\`): выдать билеты может только шторм. На каждого провайдера — ${EACH} повторов настоящего уведомления, ${EACH} переставленных (у ЮKassa события payment.canceled / waiting_for_capture / succeeded вперемешку, у Сбербанка операции approved / deposited / declinedByTimeout и статус 0), ${EACH} поддельных — вперемешку, ${CONCURRENCY} параллельно; затем ${EACH} переигранных, когда всё уже выдано.`,
      `Подлинные уведомления ЮKassa приходят «с адреса» ${YOOKASSA_IP} (в её списке), поддельные — с ${OUTSIDER_IP}; адрес отправителя сервер берёт из X-Forwarded-For (\`TRUST_PROXY=true\`, как за балансировщиком). Подлинные уведомления Сбербанка подписаны ключом мерчанта эмулятора (HMAC-SHA256), поддельные — чужим ключом.`,
      `Нагрузка машины в конце: ${loadAverage()}.`,
    ],
  };
}

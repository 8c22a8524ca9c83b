import { randomInt } from 'node:crypto';
import pg from 'pg';
import { spawnApp, type AppProcess } from './lib/app-process';
import { dropDatabase, freshDatabase, loadAverage } from './lib/app-server';
import { createBuyers, type Buyer } from './lib/buyers';
import {
  call,
  invariants,
  paidOrder,
  paidSession,
  payOnPage,
  type Provider,
  startPayment,
} from './lib/paying';
import { describeMachine, type BenchResult } from './lib/results';

// Issue 11 "Benchmarks and fault tests": 50 purchases, each with the API process killed by
// SIGKILL at a random moment of it (before the provider call, after it, while the webhook is
// processed), then restarted on the same PostgreSQL database; the person comes back and pays
// if the order is still unpaid. After reconciliation has caught up: 0 paid attempts without
// tickets, 0 tickets without a paid attempt, 0 double charges.

const RUNS = 50;
/** Purchases without a kill first, to learn how long one takes (not counted). */
const WARM = 3;
const APP_ENV = { RECONCILE_SECONDS: '1' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Step = 'order' | 'payment' | 'page' | 'settling' | 'done';

async function completed(base: string, buyer: Buyer, orderId: string): Promise<boolean> {
  const r = await call(base, 'GET', `/v1/mob/orderCompleted/${orderId}`, buyer.auth).catch(
    () => null,
  );
  return r?.json.completed === true;
}

/** One purchase as far as it gets before the process dies; answers where it was. */
async function purchase(
  base: string,
  buyer: Buyer,
  session: { sessionId: number; complexId: number },
  state: { step: Step; orderId: string | null },
): Promise<void> {
  state.orderId = await paidOrder(base, buyer, session);
  state.step = 'payment';
  const { page } = await startPayment(base, buyer, state.orderId);
  state.step = 'page';
  await payOnPage(base, page);
  state.step = 'settling';
  for (let i = 0; i < 40 && !(await completed(base, buyer, state.orderId)); i++) await sleep(25);
  state.step = 'done';
}

/** After the restart: an unpaid order is paid again, as a person coming back would. */
async function comeBack(base: string, buyer: Buyer, orderId: string | null): Promise<void> {
  if (!orderId || (await completed(base, buyer, orderId))) return;
  const again = await startPayment(base, buyer, orderId).catch(() => null);
  if (again) await payOnPage(base, again.page).catch(() => undefined);
}

export async function paymentsKillBench(opts: { port: number }): Promise<BenchResult> {
  const db = await freshDatabase('payments_kill', 1);
  const client = new pg.Client({ connectionString: db.url });
  let app: AppProcess | null = null;
  const killedAt = new Map<Step, number>();
  const started = performance.now();
  let windowMs = 0;
  let figures = { paidWithoutTickets: 0, ticketsWithoutPayment: 0, doubleCharges: 0, unsettled: 0 };
  let paid = 0;
  try {
    await client.connect();
    const sessions: Record<Provider, { sessionId: number; complexId: number }> = {
      YOOKASSA: await paidSession(client, 'YOOKASSA'),
      SBERBANK: await paidSession(client, 'SBERBANK'),
    };
    const buyers = await createBuyers(db.url, RUNS + WARM);
    app = await spawnApp(db.url, opts.port, undefined, APP_ENV);
    // How long a whole purchase takes here (warm, not killed): the kill falls anywhere in it.
    for (let i = 0; i < WARM; i++) {
      const t = performance.now();
      await purchase(app.url, buyers[RUNS + i]!, sessions.YOOKASSA, {
        step: 'order',
        orderId: null,
      });
      windowMs = Math.ceil(performance.now() - t);
    }
    for (let run = 0; run < RUNS; run++) {
      const buyer = buyers[run]!;
      const state: { step: Step; orderId: string | null } = { step: 'order', orderId: null };
      const flow = purchase(app.url, buyer, sessions[run % 2 ? 'SBERBANK' : 'YOOKASSA'], state);
      await Promise.race([flow.catch(() => undefined), sleep(randomInt(0, windowMs + 1))]);
      // The step when the signal falls: the dead flow goes on (its polls fail) and moves it on.
      const at = state.step;
      killedAt.set(at, (killedAt.get(at) ?? 0) + 1);
      await app.kill();
      await flow.catch(() => undefined);
      app = await spawnApp(db.url, opts.port, undefined, APP_ENV);
      await comeBack(app.url, buyer, state.orderId);
      process.stdout.write(`  прогон ${run + 1}: убит на шаге «${at}»\n`);
    }
    // Reconciliation catches up: attempts are checked 15 s, 45 s, 105 s… after they were made.
    const until = performance.now() + 180_000;
    figures = await invariants(client);
    while (figures.unsettled > 0 && performance.now() < until) {
      await sleep(2000);
      figures = await invariants(client);
    }
    paid = Number(
      (await client.query<{ n: string }>(`select count(*) n from orders where status = 'payed'`))
        .rows[0]?.n,
    );
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(db.name);
  }
  const steps = [...killedAt.entries()].map(([s, n]) => `${s} × ${n}`).join(', ');
  return {
    name: 'payments-kill',
    title: `Покупка под SIGKILL: ${RUNS} прогонов, процесс API убит в случайный момент`,
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows: [
      {
        figure: 'оплачено у провайдера, без выданных билетов',
        value: String(figures.paidWithoutTickets + figures.unsettled),
        goal: '0',
        pass: figures.paidWithoutTickets + figures.unsettled === 0,
      },
      {
        figure: 'билеты без успешной оплаты',
        value: String(figures.ticketsWithoutPayment),
        goal: '0',
        pass: figures.ticketsWithoutPayment === 0,
      },
      {
        figure: 'двойные списания (не возвращённые)',
        value: String(figures.doubleCharges),
        goal: '0',
        pass: figures.doubleCharges === 0,
      },
      { figure: 'где застал SIGKILL (шаг покупки × раз)', value: steps, goal: '—', pass: null },
      {
        figure: 'заказов оплачено и выдано',
        value: `${paid - WARM} из ${RUNS}`,
        goal: '—',
        pass: null,
      },
    ],
    notes: [
      `Каждый прогон: покупатель бронирует место платного сеанса (ЮKassa и Сбербанк по очереди), создаёт заказ, открывает оплату (\`POST /v1/mob/sber/payment\`), платит тестовой картой на странице эмулятора и ждёт выдачи; через случайное время от 0 до длительности целой покупки (${windowMs} мс — три покупки без сбоя перед замером) после начала процесс API получает SIGKILL (шаги order → payment → page → settling → done: до вызова провайдера, после него, пока обрабатывается уведомление). Затем процесс запускается заново на той же базе PostgreSQL, и покупатель, если заказ не оплачен, снова открывает оплату и платит.`,
      'Уведомления эмуляторов идут из процесса API и гибнут вместе с ним; их заменяет сверка (`RECONCILE_SECONDS=1`). Цели проверяются SQL по нашим таблицам и книгам эмуляторов (`emulated_payments`) после того, как сверка догнала всё оплаченное (до 3 минут).',
      `Время замера: ${((performance.now() - started) / 1000).toFixed(0)} с. Нагрузка машины в конце: ${loadAverage()}.`,
    ],
  };
}

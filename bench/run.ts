import { coldStart } from './cold-start';
import { jsSize } from './js-size';
import { lighthouseBench } from './lighthouse';
import { mapBench } from './map';
import { mapFramesBench } from './map-frames';
import { placesBench } from './places';
import { lastSeatsBench } from './last-seats';
import { checkoutBench } from './checkout';
import { paymentsKillBench } from './payments-kill';
import { paymentsStormBench } from './payments-storm';
import { paymentsThroughputBench } from './payments-throughput';
import { saveResult, type BenchResult } from './lib/results';
import { freePort } from './lib/server';

// `npm run bench [-- <cold-start|js|lighthouse|places|map|map-frames|last-seats|checkout|payments-kill|payments-storm|payments-throughput|all>] [--runs N] [--port P]`
// (issue 2 §8, issue 4 "Benchmarks"); places/map: [--seconds S] [--connections C] [--sizes 10000,…].
// Each finished benchmark rewrites bench/README.md. A goal row that fails is reported; with
// BENCH_ENFORCE=1 (CI) it also sets the exit code, so a regression fails the build.
const args = process.argv.slice(2);
// npm passes `--flag` options on to itself, not to this script, when run as `npm run bench --
// …` from the root; so every option may also come from the environment (BENCH_SECONDS, …).
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  const fromEnv = process.env[`BENCH_${name.toUpperCase()}`];
  const value = i >= 0 ? Number(args[i + 1]) : fromEnv ? Number(fromEnv) : fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name}: ожидается положительное число`);
  return value;
};
const runs = option('runs', 3);
const portGiven = args.includes('--port') || Boolean(process.env.BENCH_PORT);
const port = option('port', 3990);
const seconds = option('seconds', 10);
const connections = option('connections', 10);
const sizesText =
  (args.includes('--sizes') ? args[args.indexOf('--sizes') + 1] : process.env.BENCH_SIZES) ??
  '10000,100000,1000000';
const sizes = sizesText.split(',').map(Number);
const sessions = (process.env.BENCH_SESSIONS ?? '10000,1000000').split(',').map(Number);
const which = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'all';

const benchmarks: Record<string, () => Promise<BenchResult>> = {
  // A port of its own unless one is given: other benchmarks (and their servers) use 3990.
  'cold-start': async () => coldStart(runs, portGiven ? port : await freePort()),
  js: () => jsSize(port),
  lighthouse: () => lighthouseBench(runs, port),
  places: () => placesBench({ sizes, seconds, connections, port, rounds: runs }),
  map: () => mapBench({ seconds, connections, port }),
  'map-frames': () => mapFramesBench(port),
  'last-seats': () => lastSeatsBench({ runs: option('runs', 20), port }),
  checkout: () => checkoutBench({ sessions, seconds, connections, port, rounds: runs }),
  'payments-kill': () => paymentsKillBench({ port }),
  'payments-storm': () => paymentsStormBench({ port }),
  'payments-throughput': () => paymentsThroughputBench({ port }),
};
// The discovery benchmarks need PostgreSQL and minutes of data generation: run by name only.
const HEAVY = new Set([
  'places',
  'map',
  'map-frames',
  'last-seats',
  'checkout',
  'payments-kill',
  'payments-storm',
  'payments-throughput',
]);
const selected =
  which === 'all' ? Object.keys(benchmarks).filter((name) => !HEAVY.has(name)) : [which];
for (const name of selected) {
  if (!benchmarks[name])
    throw new Error(`Неизвестный замер «${name}»: ${Object.keys(benchmarks).join(', ')} или all`);
}

const enforce = process.env.BENCH_ENFORCE === '1';
const failures: string[] = [];
for (const name of selected) {
  console.info(`\n== ${name} ==`);
  const result = await benchmarks[name]!();
  await saveResult(result);
  for (const row of result.rows) {
    console.info(
      `  ${row.figure}: ${row.value}  (цель ${row.goal})${row.pass === false ? '  НЕ ВЫПОЛНЕНО' : ''}`,
    );
  }
  for (const row of result.rows.filter((r) => r.pass === false)) {
    failures.push(`${name}: ${row.figure}: ${row.value} (цель ${row.goal})`);
  }
}
console.info('\nРезультаты записаны в bench/README.md');
if (failures.length > 0) {
  console.info(`\nЦели не выполнены:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  if (enforce) console.error('BENCH_ENFORCE=1: замер завершается с ошибкой.');
}
process.exitCode = enforce && failures.length > 0 ? 1 : 0;

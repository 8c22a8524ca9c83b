import { coldStart } from './cold-start';
import { jsSize } from './js-size';
import { lighthouseBench } from './lighthouse';
import { saveResult, type BenchResult } from './lib/results';

// `npm run bench [-- <cold-start|js|lighthouse|all>] [--runs N] [--port P]` (issue 2 §8).
// Each finished benchmark rewrites bench/README.md; a failed goal sets the exit code.
const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name}: ожидается положительное число`);
  return value;
};
const runs = option('runs', 3);
const port = option('port', 3990);
const which = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'all';

const benchmarks: Record<string, () => Promise<BenchResult>> = {
  'cold-start': () => coldStart(runs, port),
  js: () => jsSize(port),
  lighthouse: () => lighthouseBench(runs, port),
};
const selected = which === 'all' ? Object.keys(benchmarks) : [which];
for (const name of selected) {
  if (!benchmarks[name])
    throw new Error(`Неизвестный замер «${name}»: ${Object.keys(benchmarks).join(', ')} или all`);
}

let failed = false;
for (const name of selected) {
  console.info(`\n== ${name} ==`);
  const result = await benchmarks[name]!();
  await saveResult(result);
  for (const row of result.rows) {
    console.info(
      `  ${row.figure}: ${row.value}  (цель ${row.goal})${row.pass === false ? '  НЕ ВЫПОЛНЕНО' : ''}`,
    );
  }
  if (result.rows.some((row) => row.pass === false)) failed = true;
}
console.info('\nРезультаты записаны в bench/README.md');
process.exitCode = failed ? 1 : 0;

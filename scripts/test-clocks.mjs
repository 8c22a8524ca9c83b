#!/usr/bin/env node
// Runs the unit and server suites (`vitest run`: contract, server, web) again under other
// clocks and time zones, faking the clock of the whole process tree with Debian's `faketime`
// (issue 9, docs/testing.md). A test that reads the real date, hour, weekday or zone instead of
// the clock it means fails under one of these. Each clock starts at the given local time in
// its zone and runs on from there.
import { spawn, spawnSync } from 'node:child_process';

const CLOCKS = [
  // Monday 23:59 far east: the Moscow day is still Monday, UTC's too, and midnight comes mid-run.
  { tz: 'Asia/Vladivostok', at: '2026-11-23 23:59:00', label: 'понедельник 23:59, Владивосток' },
  // Sunday 00:01 west of Moscow: Moscow is an hour ahead, UTC is still Saturday.
  { tz: 'Europe/Kaliningrad', at: '2026-11-22 00:01:00', label: 'воскресенье 00:01, Калининград' },
];

// Server suites whose subject has no date, hour or zone in it (the process's plumbing: shutdown,
// the built bundle, static files, the file store, start-up configuration, the module graph).
// They run in `npm test`; under faked clocks they would only repeat themselves (CI's time).
// By file name: each project matches the globs against its own root.
const CLOCK_FREE = [
  '**/graceful-shutdown.test.ts',
  '**/built-server.test.ts',
  '**/static-web.test.ts',
  '**/file-store.test.ts',
  '**/deploy-config.test.ts',
  '**/module-graph.test.ts',
];

// `-- Asia/Vladivostok` runs one of the clocks above; `-- --at '2027-02-28 23:59:00' --tz
// Pacific/Kiritimati` runs any other (issue 23: the suites pass under clocks beyond these two).
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const at = flag('--at');
const tz = flag('--tz');
if (at || tz) {
  if (!at || !tz) {
    console.error(
      'ОШИБКА: --at и --tz задаются вместе, например --at "2027-02-28 23:59:00" --tz Pacific/Kiritimati',
    );
    process.exit(2);
  }
  CLOCKS.splice(0, CLOCKS.length, { tz, at, label: `${at}, ${tz}` });
}
const only = args;
const probe = spawnSync('faketime', ['2026-01-01 00:00:00', 'true']);
if (probe.error || probe.status !== 0) {
  console.error(
    'ОШИБКА: нет программы faketime — установите пакет Debian: apt-get install -y faketime',
  );
  process.exit(1);
}

// The clocks run side by side, each vitest with its own output, printed whole when it ends: on
// two cores the pair took 352–392 s against 414 s one after the other (29.11): much of a server
// suite's time is PostgreSQL's and the event loop's waiting, which the other run fills.
const runs = CLOCKS.filter((clock) => !only.length || only.includes(clock.tz)).map(
  (clock) =>
    new Promise((resolve) => {
      const started = Date.now();
      const exclude = CLOCK_FREE.flatMap((file) => ['--exclude', file]);
      const chunks = [];
      const run = spawn('faketime', ['-m', clock.at, 'npx', 'vitest', 'run', ...exclude], {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Server suites on PostgreSQL only (apps/server/test/test-app.ts says why).
        env: { ...process.env, TZ: clock.tz, SK_TEST_CLOCK_RUN: '1' },
      });
      run.stdout.on('data', (chunk) => chunks.push(chunk));
      run.stderr.on('data', (chunk) => chunks.push(chunk));
      run.on('close', (code) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        process.stdout.write(
          `\n========== vitest под часами: ${clock.label} (${clock.tz}) ==========\n`,
        );
        process.stdout.write(Buffer.concat(chunks));
        console.info(`${clock.label}: ${code === 0 ? 'зелёный' : 'КРАСНЫЙ'} за ${seconds} с`);
        resolve(code === 0);
      });
    }),
);
const results = await Promise.all(runs);
// exitCode, not exit(): exit() would cut the output still on its way down a pipe (CI tees it).
process.exitCode = results.every(Boolean) ? 0 : 1;

/**
 * Where the first screen's main-thread time goes, by CPU time rather than wall time (issue 27).
 *
 * Lighthouse's TBT multiplies each observed task by 4 (its simulated mid-range phone), so on a
 * busy 2-core machine a task that waited for the core counts as blocking. This script loads
 * `/tabs/main` as a returning visitor in Chromium with a trace, takes each main-thread task's
 * *thread* time (`tdur`, what the task itself ran), and prints the TBT those tasks would give
 * on an idle machine (Σ max(0, 4 × tdur − 50 ms) after first contentful paint), with the
 * longest tasks and what they did. Use it to compare builds while other work shares the cores;
 * confirm with `npm run bench -- lighthouse` on a quiet machine. It also prints the TBT by wall
 * time as Lighthouse's simulation counts it (lantern: a task's `dur` ×4, ×2 when it laid out),
 * which follows Lighthouse's own figure within its noise (29.11.2026: 156–194 ms against
 * Lighthouse's 175–214 ms, while by CPU it is 15–20 ms). PROFILE=1 samples the JS (with a
 * build's source maps: `vite build --sourcemap true`; WEB_DIST names the build's folder when the
 * server serves another one than apps/web/dist), INCLUSIVE=1 or INCLUSIVE=task adds the
 * time under each function, ONLY=text keeps the tasks whose description has it.
 *
 *   URL=http://localhost:3020 RUNS=3 npx tsx bench/trace-first-screen.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, webDist } from './lib/paths';

interface CpuProfile {
  nodes: Array<{
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string }; name?: string };
}

const base = process.env.URL ?? 'http://localhost:3000';
const runs = Number(process.env.RUNS ?? 3);
const slowdown = 4;

let profile: CpuProfile | null = null;
/** Each run's CPU time of all main-thread tasks after FCP (steadier than the TBT's threshold). */
const cpuAfter: number[] = [];

async function traceOnce(): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      // As Lighthouse loads it (SW=0 blocks the service worker; Playwright then routes every
      // request, which changes how the scripts arrive and the tasks they make).
      serviceWorkers: process.env.SW === '0' ? 'block' : 'allow',
    });
    const page = await context.newPage();
    await page.goto(`${base}/health`);
    await page.evaluate(() => {
      localStorage.setItem('sk.onboardingShown', '1');
      localStorage.setItem('sk.a2hsShown', '1');
      document.cookie = 'sk_returning=1; path=/; max-age=31536000; samesite=lax';
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    });
    const cdp = await context.newCDPSession(page);
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${base}/tabs/main`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    if (process.env.PROFILE)
      profile = ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile;
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

/** The longest child events of a task, to say what it did. */
function describe(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (e) =>
      e !== task &&
      e.tid === task.tid &&
      e.pid === task.pid &&
      e.ph === 'X' &&
      e.ts >= task.ts &&
      e.ts < end &&
      [
        'EvaluateScript',
        'FunctionCall',
        'Layout',
        'UpdateLayoutTree',
        'ParseHTML',
        'Paint',
        'v8.compile',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'EventDispatch',
        'v8.evaluateModule',
        'ParseAuthorStyleSheet',
      ].includes(e.name),
  );
  const byName = new Map<string, number>();
  for (const e of inside) {
    const url = e.args?.data?.url?.replace(/^.*\//, '') ?? '';
    const key = url ? `${e.name}(${url})` : e.name;
    byName.set(key, (byName.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  if (!inside.length && process.env.ALL_EVENTS)
    return events
      .filter(
        (e) =>
          e !== task && e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < end,
      )
      .slice(0, 12)
      .map((e) => `${e.name}${e.dur ? ` ${(e.dur / 1000).toFixed(1)}` : ''}`)
      .join(', ');
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(', ');
}

function analyse(events: TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && fcp && e.pid === fcp.pid,
  );
  if (!fcp || !main) throw new Error('в трассе нет FCP или главного потока страницы');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  // Newer Chromium nests RunTask in ThreadControllerImpl::RunTask: count the outer one only.
  const outer = onMain.some((e) => e.name === 'ThreadControllerImpl::RunTask')
    ? 'ThreadControllerImpl::RunTask'
    : 'RunTask';
  const tasks = onMain.filter((e) => e.name === outer);
  if (process.env.MODULES)
    console.info(
      '  модули (CPU, мс): ' +
        onMain
          .filter((e) => e.name === 'v8.evaluateModule' && (e.tdur ?? 0) > 500)
          .map(
            (e) => `+${((e.ts - fcp.ts) / 1000).toFixed(0)}: ${((e.tdur ?? 0) / 1000).toFixed(1)}`,
          )
          .join(', '),
    );
  const before = tasks.filter((t) => t.ts < fcp.ts).reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000;
  const after = tasks.filter((t) => t.ts >= fcp.ts);
  const afterCpu = after.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000;
  cpuAfter.push(afterCpu);
  let tbt = 0;
  let wallTbt = 0;
  const long: Array<{ ms: number; wall: number; at: number; what: string }> = [];
  for (const t of after) {
    const ms = (t.tdur ?? 0) / 1000;
    const wall = (t.dur ?? 0) / 1000;
    tbt += Math.max(0, slowdown * ms - 50);
    // As Lighthouse's simulation counts it: a task's wall time (waiting for a core included) ×4,
    // ×2 for a task that laid out (lantern's Simulator: layout is less CPU-bound).
    const laidOut = onMain.some(
      (e) => e.name === 'Layout' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0),
    );
    wallTbt += Math.max(0, (laidOut ? slowdown / 2 : slowdown) * wall - 50);
    if (slowdown * wall > 50)
      long.push({
        ms,
        wall: (t.dur ?? 0) / 1000,
        at: (t.ts - fcp.ts) / 1000,
        what: describe(t, events),
      });
  }
  console.info(
    `  CPU до FCP ${before.toFixed(0)} мс; после: ${after.length} задач, ${afterCpu.toFixed(0)} мс CPU, TBT по CPU ×${slowdown} = ${tbt.toFixed(0)} мс, по стене как в симуляции Lighthouse ${wallTbt.toFixed(0)} мс`,
  );
  for (const l of long)
    console.info(
      `    +${l.at.toFixed(0)} мс: ${l.ms.toFixed(1)} мс CPU (стена ${l.wall.toFixed(1)}) — ${l.what}`,
    );
  const only = process.env.ONLY;
  if (profile)
    attribute(
      profile,
      after.filter(
        (t) =>
          slowdown * ((t.dur ?? 0) / 1000) > 50 && (!only || describe(t, events).includes(only)),
      ),
    );
  return tbt;
}

const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = path.join(process.env.WEB_DIST ?? webDist, new URL(url).pathname + '.map');
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url)!;
}

/** Self time of the sampled functions inside the long tasks, by source position. */
function attribute(p: CpuProfile, tasks: TraceEvent[]): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (frame: CpuProfile['nodes'][number]['callFrame']): string => {
    const key = frame.functionName || '(anon)';
    if (!frame.url.startsWith('http')) return key;
    const map = mapFor(frame.url);
    const pos =
      map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return pos?.source
      ? `${pos.name ?? key} ${pos.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}`
      : `${key} ${new URL(frame.url).pathname}`;
  };
  /** The innermost frame of the app's own code (or a library's entry called by it). */
  const owner = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(byId.get(at)!.callFrame);
      if (/apps\/web\/src|packages\/contract/.test(key)) return key;
    }
    return '(вне кода приложения)';
  };
  const owners = new Map<string, number>();
  const self = new Map<string, number>();
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    if (!tasks.some((task) => t >= task.ts && t < task.ts + (task.dur ?? 0))) continue;
    const key = name(byId.get(p.samples[i]!)!.callFrame);
    self.set(key, (self.get(key) ?? 0) + p.timeDeltas[i]! / 1000);
    const o = owner(p.samples[i]!);
    owners.set(o, (owners.get(o) ?? 0) + p.timeDeltas[i]! / 1000);
  }
  // CALLERS=appendChild: who calls the functions of that name (their three callers up).
  const callers = process.env.CALLERS;
  if (callers) {
    const chains = new Map<string, number>();
    let at = p.startTime;
    for (let i = 0; i < p.samples.length; i++) {
      at += p.timeDeltas[i]!;
      if (!tasks.some((task) => at >= task.ts && at < task.ts + (task.dur ?? 0))) continue;
      const node = byId.get(p.samples[i]!)!;
      if (!name(node.callFrame).startsWith(callers)) continue;
      const chain: string[] = [];
      for (let up = parent.get(node.id); up !== undefined && chain.length < 4; up = parent.get(up))
        chain.push(name(byId.get(up)!.callFrame));
      const key = chain.join(' ← ');
      chains.set(key, (chains.get(key) ?? 0) + p.timeDeltas[i]! / 1000);
    }
    console.info(`    кто вызывает ${callers}:`);
    for (const [k, v] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.info(`      ${v.toFixed(1).padStart(6)} мс  ${k}`);
  }
  // INCLUSIVE=1: time under each function (itself and what it called), the phases of the work;
  // INCLUSIVE=task: for each long task on its own.
  if (process.env.INCLUSIVE === 'task' && tasks.length > 1) {
    for (const task of tasks) attribute(p, [task]);
    return;
  }
  if (process.env.INCLUSIVE) {
    const under = new Map<string, number>();
    let at = p.startTime;
    for (let i = 0; i < p.samples.length; i++) {
      at += p.timeDeltas[i]!;
      if (!tasks.some((task) => at >= task.ts && at < task.ts + (task.dur ?? 0))) continue;
      const seen = new Set<string>();
      for (let up: number | undefined = p.samples[i]!; up !== undefined; up = parent.get(up)) {
        const key = name(byId.get(up)!.callFrame);
        if (seen.has(key)) continue;
        seen.add(key);
        under.set(key, (under.get(key) ?? 0) + p.timeDeltas[i]! / 1000);
      }
    }
    console.info(
      `    с вызванным (${tasks.length === 1 ? `задача ${(tasks[0]!.dur! / 1000).toFixed(1)} мс` : 'все задачи'}):`,
    );
    for (const [k, v] of [...under]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP ?? 60)))
      console.info(`      ${v.toFixed(1).padStart(6)} мс  ${k}`);
  }
  console.info('    по коду приложения:');
  for (const [k, v] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.info(`      ${v.toFixed(1).padStart(6)} мс  ${k}`);
  console.info('    собственное время:');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.info(`      ${v.toFixed(1).padStart(6)} мс  ${k}`);
}

const all: number[] = [];
for (let i = 0; i < runs; i++) {
  console.info(`прогон ${i + 1}`);
  all.push(analyse(await traceOnce()));
}
all.sort((a, b) => a - b);
console.info(
  `медиана TBT по CPU: ${all[Math.floor(all.length / 2)]!.toFixed(0)} мс (${all.map((x) => x.toFixed(0)).join(', ')})`,
);
cpuAfter.sort((a, b) => a - b);
console.info(
  `медиана CPU после FCP: ${cpuAfter[Math.floor(cpuAfter.length / 2)]!.toFixed(0)} мс (${cpuAfter.map((x) => x.toFixed(0)).join(', ')})`,
);

import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchDir, chromiumArgs, chromiumPath, repoRoot, tmpDir } from './lib/paths';
import { describeMachine, type BenchResult, type Row } from './lib/results';
import { median, startServer } from './lib/server';
import { serveStatic } from './lib/static-server';

/**
 * issue 27: the goals (median of 5 runs: score ≥ 98, TBT ≤ 100 ms, LCP within 1.2× the
 * floor's). CI runs 3 runs with `BENCH_GOALS=ci BENCH_ENFORCE=1` on its own, looser line: it
 * fails below a median score of 95 or above a median TBT of 150 ms — the gates that catch the
 * next regression the day it lands (issue 27's regression scored 83 with 693 ms). LCP is not
 * gated there. The TBT line is a gate since 29.11 (sixth session): on a machine whose
 * `benchmarkIndex` is 3100–3900 one build's runs give 15–72 ms, and one core kept busy by
 * another process brings them to 96–381 ms (median 176, bench/README.md, top).
 */
const CI_GOALS = process.env.BENCH_GOALS === 'ci';
const GOAL_SCORE = CI_GOALS ? 95 : 98;
const GOAL_TBT_MS = CI_GOALS ? 150 : 100;
const GOAL_LCP_RATIO = 1.2;

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** What the report says about where the time went, for the notes under the table. */
  diagnosis: string[];
  /** Every run as «score / LCP / TBT» (the median hides how noisy the shared machine is). */
  runs?: string[];
  /** Lighthouse's `benchmarkIndex` of the machine, as each run measured it. */
  benchmarkIndex: number[];
}

interface TableDetails {
  items?: Array<{ items?: Array<Record<string, unknown>> } & Record<string, unknown>>;
}

/** Reads the LCP element, its phases, render-blocking files and the heaviest scripts. */
function diagnose(audits: Record<string, { details?: unknown; numericValue?: number }>): string[] {
  const table = (id: string): TableDetails => (audits[id]?.details ?? {}) as TableDetails;
  const lcpItems = table('largest-contentful-paint-element').items ?? [];
  const node = lcpItems[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lcpItems[1]?.items ?? []) as Array<{ phase: string; timing: number }>;
  const blocking = (table('render-blocking-resources').items ?? []) as Array<{
    url: string;
    wastedMs: number;
  }>;
  const bootup = (table('bootup-time').items ?? []) as Array<{ url: string; scripting: number }>;
  const path = (url: string): string => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  const lines: string[] = [];
  if (node?.snippet) lines.push(`элемент LCP: \`${node.snippet.slice(0, 160)}\``);
  if (phases.length)
    lines.push(
      `фазы LCP: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} мс`).join(', ')}`,
    );
  if (blocking.length) {
    lines.push(
      `блокируют отрисовку: ${blocking.map((b) => `\`${path(b.url)}\` ${Math.round(b.wastedMs)} мс`).join(', ')}`,
    );
  }
  const summary = (table('resource-summary').items ?? []) as Array<{
    resourceType: string;
    requestCount: number;
    transferSize: number;
  }>;
  const scripts = summary.find((item) => item.resourceType === 'script');
  if (scripts) {
    lines.push(
      `скрипты: ${scripts.requestCount} файлов, ${(scripts.transferSize / 1024).toFixed(0)} KiB по сети`,
    );
  }
  const longTasks = (table('long-tasks').items ?? []) as Array<{ url: string; duration: number }>;
  if (longTasks.length) {
    lines.push(
      `длинные задачи (симуляция): ${longTasks
        .slice(0, 4)
        .map((t) => `\`${path(t.url)}\` ${Math.round(t.duration)} мс`)
        .join(', ')}`,
    );
  }
  if (bootup.length) {
    lines.push(
      `время скриптов: ${bootup
        .slice(0, 3)
        .map((b) => `\`${path(b.url)}\` ${Math.round(b.scripting)} мс`)
        .join(', ')}`,
    );
  }
  return lines;
}

/** Builds bench/floor with the web app's own Vite into bench/.tmp/floor-dist. */
function buildFloor(): string {
  const requireFromWeb = createRequire(path.join(repoRoot, 'apps', 'web', 'package.json'));
  const viteBin = path.join(
    path.dirname(requireFromWeb.resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const outDir = path.join(tmpDir, 'floor-dist');
  execFileSync(
    process.execPath,
    [
      viteBin,
      'build',
      path.join(benchDir, 'floor'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      stdio: 'inherit',
    },
  );
  return outDir;
}

/**
 * One Lighthouse run (default config = the mobile preset: Moto G power emulation, simulated
 * slow 4G) in a fresh Chromium profile. The first-run flags are seeded on the same origin
 * first (on /health, which loads no app code and registers no service worker), and
 * `disableStorageReset` keeps them, so /tabs/main is measured without the onboarding.
 */
async function runOnce(url: string, seed: Record<string, string>): Promise<Figures> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    if (Object.keys(seed).length) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(new URL('/health', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        // The cookie index.html keeps in step with the onboarding flag on every visit: with it
        // the server sends the main tab's first screen in the HTML (a returning visitor).
        if (entries['sk.onboardingShown'] === '1')
          document.cookie = 'sk_returning=1; path=/; max-age=31536000; samesite=lax';
      }, seed);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse не вернул результат для ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      diagnosis: diagnose(lhr.audits),
      benchmarkIndex: [lhr.environment.benchmarkIndex],
    };
  } finally {
    chrome.kill();
  }
}

async function measure(
  label: string,
  url: string,
  runs: number,
  seed: Record<string, string>,
): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    // Under load Lighthouse now and then fails to record the trace (NO_NAVSTART): one retry.
    const figures = await runOnce(url, seed).catch((error: unknown) => {
      console.warn(`  ${label} ${i + 1}: ${String(error)}; повтор`);
      return runOnce(url, seed);
    });
    console.info(
      `  ${label} ${i + 1}: ${figures.score}, LCP ${figures.lcp.toFixed(0)} мс, TBT ${figures.tbt.toFixed(0)} мс, CLS ${figures.cls.toFixed(3)}`,
    );
    all.push(figures);
  }
  return {
    score: median(all.map((f) => f.score)),
    lcp: median(all.map((f) => f.lcp)),
    tbt: median(all.map((f) => f.tbt)),
    cls: median(all.map((f) => f.cls)),
    fcp: median(all.map((f) => f.fcp)),
    diagnosis: all.at(-1)?.diagnosis ?? [],
    runs: all.map((f) => `${f.score} / ${f.lcp.toFixed(0)} мс / ${f.tbt.toFixed(0)} мс`),
    benchmarkIndex: all.flatMap((f) => f.benchmarkIndex),
  };
}

/** The machine's speed as Lighthouse measures it before each run: the median and the spread. */
function describeIndex(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(median(values))} (${Math.round(sorted[0] ?? 0)}–${Math.round(sorted.at(-1) ?? 0)})`;
}

/**
 * The figures are this machine's: Lighthouse's phone is the machine's CPU slowed down 4×. Read
 * on 29.11.2026 (fourth session), with the same build on two machines of the same kind.
 */
const MACHINE_NOTE =
  'Цифры — этой машины: телефон Lighthouse — это её CPU, замедленный в 4 раза, а симуляция умножает наблюдённые задачи. Одна и та же сборка (6ff5e45) 29.11.2026 дала 98–99 и TBT 121–156 мс на машине с `benchmarkIndex` 2315–2877 (CI: 99, TBT 113 мс) и 74–88 и TBT 480–1550 мс (`BENCH_RUNS=5`: 78 / 1016 мс) на машине с `benchmarkIndex` ~1000–1900, где первое касание памяти втрое дороже (1 GiB новой памяти — 0.75 с), холодный старт 7.5 с вместо 3.3 с, а задачи главного потока по CPU вдвое длиннее. Калибровка множителя по `benchmarkIndex` (документация Lighthouse, `docs/throttling.md`) ту машину не выравнивает: индекс там скачет от замера к замеру (733–2064), а медленнее всего у неё новая память, которую он почти не меряет (`bench/comparisons.md`, верх). Поэтому строка `benchmarkIndex` стоит в таблице: сравнивать цифры можно только на машинах одного класса.';

/** What the measured page does for its first screen (issue 2 §8). */
const FIRST_SCREEN_NOTE =
  'Первый экран: вернувшемуся посетителю (онбординг пройден — cookie `sk_returning`) сервер кладёт в `index.html` копию первого экрана главной — шапку, приветствие, три свежие новости из базы (текст экранирован, первая картинка в окончательном размере, маленькая — прямо в HTML как data:) и панель вкладок, с классами и собранным CSS самой страницы (`apps/server/src/plugins/first-screen*.ts`). Модули приложения, его стили и запрос `news.json` стартуют после отрисовки этой картинки; приложение собирается под копией и убирает её, когда лента отрисована (CLS 0). Поэтому LCP — это отрисовка HTML, как у пола, а не загрузка и исполнение JS.';

/** What the app does to keep the first screen's long tasks short (issue 2 §8, TBT). */
const TBT_NOTE =
  'Короткие задачи первого экрана (TBT, 21.11.2026): `main.tsx` после исполнения модулей запускает первый экран и первое монтирование отдельными задачами (таймеры); переходы стартовой проверки (токен прочитан, SUCCESS) — переходы React, которые рендерятся порциями; zod нет на пути загрузки — схемы проверки версии, пользователя и ленты загружаются рядом со своими запросами, переменные сборки проверяются вручную, имена флагов вынесены из схемы (`contract/api/toggle-names.ts`); чанк главной загружается во время стартовой проверки и рендерится без приостановки (`lazyPage` с `preload`); ответ ленты и SUCCESS перерисовывают только листовые компоненты, а не страницу с веб-компонентами; pull-to-refresh монтируется при SUCCESS; иконки вкладок разбирают SVG при первом показе (`lazy`); даты новостей — без `format` из date-fns; слой первого запуска (онбординг, «На экран „Домой“», обновление) у вернувшегося посетителя загружается при SUCCESS, а монтируется в простое потока (`lib/idle.ts`). Пока приложение закрыто заставкой или серверной копией первого экрана, рендеры, которые запускают выходы маршрутизатора Ionic (`forceUpdate` у `StackManager`), идут переходами React и режутся на порции (`app/covered-transitions.ts`); панель вкладок монтируется отдельным коммитом на задачу позже страницы (`app/mount-after-covered.tsx`), и копия ждёт её перед уходом; как только приложение видно, всё рендерится как раньше. Сборка правит Ionic в двух местах (`apps/web/scripts/ionic-edits.ts`, 29.11): маршрутизатор сверял параметры маршрута с найденным видом и под `/tabs/*` ставил их дважды — `{"*": "main"}`, затем `{}`, два рендера всего маршрутизатора приоритетом по умолчанию при каждом старте; сплат `*` теперь в сравнение не входит; панель вкладок находила активную вкладку в `componentDidMount` и ставила её состоянием — второй синхронный рендер сразу после первого; теперь вкладка известна с конструктора (раунды попеременно: только первая правка — медиана TBT 252 → 173 мс; обе против сборки до них — 233 → 106 мс, оценка 95.5 → 99). `RoutedPage` и `Tabs` мемоизированы: стартовое обновление route info маршрутизатора больше не перерисовывает страницу. Карточки новостей сменяют скелетон переходом и рисуются отложенным проходом (`useDeferredValue`), а не в синхронном рендере ответа ленты.';

/**
 * A/B on the evening of 21.11.2026: that run was on another machine (Intel Xeon instead of AMD
 * EPYC) where Chromium is several times slower (the floor itself got 130–650 ms of TBT), so the
 * builds before and after the TBT changes were measured interleaved instead.
 */
const AB_NOTE =
  'Сравнения сборок (21.11.2026 вечером, 2 × Intel Xeon — утренние замеры шли на 2 × AMD EPYC, где Chromium в разы быстрее, и с ними цифры не сравнимы): сборки попеременно, по одному прогону Lighthouse на каждую в одних условиях. (1) `019588c` и `4298c61` (меры первой половины дня), 3 раунда: TBT 4499 / 6382 / 8135 мс против 2843 / 4276 / 3315 мс (медиана 6382 → 3315, −48 %), самые длинные задачи JS 707–1483 мс против 313–725 мс. (2) `8471330` и `afe404d` (переходы под копией, мемоизация, отложенные карточки), 9 раундов в более спокойный час: TBT 696 / 1056 / 963 / 1117 / 849 / 1377 / 1573 / 772 / 1701 мс против 820 / 1163 / 787 / 442 / 760 / 546 / 1227 / 1556 / 1106 мс (медиана 1056 → 820, новая ниже в 6 парах из 9), оценка 73–83 против 74–89 (медиана 78 → 80); TBT, пересчитанный по времени CPU главного потока в тех же трассах (4 × CPU − 50 мс по задачам), для части приложения — 217 → 149 мс (медиана, −31 %).';

/**
 * Written under the table while a goal is missed (issue 2 §8 asks for honest figures): where
 * the time still goes and what closing the gap needs.
 */
const MISSED_GOAL_ANALYSIS = [
  'Что сделано и что осталось (29.11.2026, третий сеанс, `bench/comparisons.md`, верх): две правки Ionic в сборке (`apps/web/scripts/ionic-edits.ts`) убрали три рендера старта — попеременно с прежней сборкой медиана TBT 233 → 106 мс, оценка 95.5 → 99; в длинных задачах остались перерисовка серверной копии, когда приходят стили приложения (7–10 мс CPU, 40–115 мс по стене — одновременно качаются и компилируются скрипты), исполнение модулей (10–19 мс CPU одной задачей) и коммиты React с веб-компонентами Ionic (6–12 мс CPU).',
  'Где TBT (29.11.2026, 2 × AMD EPYC, тихая машина, медиана 5 прогонов — 182 мс): симуляция Lighthouse (lantern) берёт длительность задачи по стене — вместе с ожиданием ядра — и умножает на 4 (задачи с вёрсткой на 2). `bench/trace-first-screen.ts` считает так же по тем же трассам и получает 156–194 мс, а по времени CPU главного потока — 15–20 мс: задачи приложения сами по себе короткие (исполнение модулей 17–20 мс CPU при 25–40 мс по стене, рендеры и коммиты React/Ionic по 10–17 мс CPU), их растягивает ожидание ядра, пока на двух ядрах работают компиляция скриптов в фоне (~100 мс за первые 800 мс после FCP), процесс браузера (~125–170 мс, с трассировкой), композитор и сам Lighthouse. Проверено и не подтвердилось: шрифты (семейство `Inter` без файла — поиск шрифта синхронным вызовом в процесс браузера): без него по той же оценке 8 прогонов — медиана ~170 мс против ~146 мс с ним; service worker ставится через ~1.2 с после перехода и длинных задач страницы не добавляет.',
  'Что ещё проверено (29.11.2026, второй сеанс, `bench/comparisons.md`, верх): TBT одной сборки на тихой машине за час — от ~80 до ~550 мс; регистрация service worker после `load` и простоя (его установка — ~2.9 с CPU Chromium на 385 файлов) — медиана 303 против 256 мс, без разницы; сервер и Lighthouse на одном ядре — без разницы; `benchmarkIndex` машины 2315–2877, так что множитель CPU ×4 для неё не завышен (калибровка по документации Lighthouse подняла бы его).',
  'Куда уходит время (трассы Chromium, 21.11.2026 вечером): по стене задачи в 5–10 раз длиннее, чем по CPU, — главный поток страницы ждёт ядро: на 2 ядрах с ним конкурируют процессы Chromium, сам Lighthouse, сервер (330–410 мс CPU за загрузку страницы, из них ~53 мс на запросы первого экрана после прогрева) и соседние процессы; поэтому и пустой пол получает TBT ~220 мс, а прогоны одного замера расходятся в 2–3 раза (см. «Все прогоны» выше). Из работы самого приложения осталось: одно синхронное монтирование страницы главной, когда маршрутизатор Ionic обновляет route info из своего эффекта (приоритет по умолчанию, снаружи переходом не сделать; ~20–25 мс CPU), исполнение модулей (~20–50 мс), догоняющая компиляция скрипта (~25 мс), первая вёрстка HTML-копии (25–45 мс), коммиты Stencil по 10–15 мс.',
  'Пробовали и не оставили (21.11.2026): грузить Ionic и приложение двумя динамическими импортами с уступкой потоку между ними — разница тонет в шуме (медианы 82 и 77 против 78), а файлов первого экрана больше; откладывать клиент флагов (Unleash) до простоя потока — при обрыве связи его первый запрос падал позже; не регистрировать service worker (его предзагрузка 108 файлов идёт во время замера) — в 3 раундах разницы нет.',
  'Что ещё может помочь: оставить в первом чанке только компоненты Ionic первого экрана (обёртки компонентов ленивых страниц — через `createComponent` из `@stencil/react-output-target` в их чанках), стартовое обновление route info маршрутизатора Ionic — переходом (правка библиотеки), картинки новостей не в SVG (растеризация SVG в HTML-копии — длинные задачи до запуска JS); и замер на машине, где пол не теряет очков.',
];

/** Lighthouse mobile on /tabs/main beside the floor page (issue 2 §8; goals of issue 27 above). */
export async function lighthouseBench(runs: number, port: number): Promise<BenchResult> {
  const loadAtStart = os.loadavg();
  const floorDist = buildFloor();
  const floorServer = await serveStatic(floorDist, port + 1);
  let floor: Figures;
  try {
    floor = await measure('пол', `${floorServer.url}/`, runs, {});
  } finally {
    await floorServer.close();
    // Built output is not source: leave nothing for `eslint .` to trip over.
    rmSync(floorDist, { recursive: true, force: true });
  }
  const server = await startServer({
    command: [process.execPath, '--import', 'tsx', 'apps/server/src/server.ts'],
    snapshotWeb: true,
    port,
  });
  let app: Figures;
  try {
    app = await measure('/tabs/main', `${server.url}/tabs/main`, runs, {
      'sk.onboardingShown': '1',
      'sk.a2hsShown': '1',
    });
  } finally {
    await server.stop();
  }
  const ms = (v: number): string => `${Math.round(v)} мс`;
  const ratio = app.lcp / floor.lcp;
  const rows: Row[] = [
    {
      figure: 'оценка производительности',
      value: `${app.score} (пол ${floor.score})`,
      goal: `≥ ${GOAL_SCORE}`,
      pass: app.score >= GOAL_SCORE,
    },
    {
      figure: 'LCP',
      value: `${ms(app.lcp)} (пол ${ms(floor.lcp)}, ×${ratio.toFixed(2)})`,
      goal: CI_GOALS ? '—' : `≤ ${GOAL_LCP_RATIO}× пола`,
      pass: CI_GOALS ? null : ratio <= GOAL_LCP_RATIO,
    },
    {
      figure: 'TBT',
      value: `${ms(app.tbt)} (пол ${ms(floor.tbt)})`,
      goal: `≤ ${GOAL_TBT_MS} мс`,
      pass: app.tbt <= GOAL_TBT_MS,
    },
    {
      figure: '`benchmarkIndex` машины (Lighthouse, все прогоны)',
      value: describeIndex([...floor.benchmarkIndex, ...app.benchmarkIndex]),
      goal: '—',
      pass: null,
    },
    { figure: 'FCP', value: `${ms(app.fcp)} (пол ${ms(floor.fcp)})`, goal: '—', pass: null },
    {
      figure: 'CLS',
      value: `${app.cls.toFixed(3)} (пол ${floor.cls.toFixed(3)})`,
      goal: '—',
      pass: null,
    },
  ];
  return {
    name: 'lighthouse',
    title: 'Lighthouse 12, мобильный профиль: `/tabs/main` и пол',
    date: new Date().toISOString(),
    machine: describeMachine(),
    rows,
    notes: [
      `Медиана ${runs} прогонов; каждый — новый профиль Chromium (--headless=new), симулированный медленный 4G и замедление CPU по умолчанию.`,
      `Нагрузка машины (load average за 1/5/15 мин) в начале замера: ${loadAtStart
        .map((v) => v.toFixed(1))
        .join(' / ')}, в конце: ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ')} при ${os.cpus().length} ядрах.`,
      'Онбординг и окно «На экран „Домой“» отмечены показанными до замера (localStorage на том же адресе, и cookie `sk_returning`, которую `index.html` ставит вернувшемуся посетителю), поэтому замеряется сама главная — с первым экраном, который сервер кладёт в HTML.',
      ...app.diagnosis.map((line) => `Последний прогон \`/tabs/main\`, ${line}.`),
      `Все прогоны \`/tabs/main\` (оценка / LCP / TBT): ${(app.runs ?? []).join('; ')}.`,
      MACHINE_NOTE,
      FIRST_SCREEN_NOTE,
      TBT_NOTE,
      AB_NOTE,
      ...(rows.some((row) => row.pass === false) ? MISSED_GOAL_ANALYSIS : []),
      'Пол — `bench/floor/`: пустая страница с одним модулем, собранная тем же Vite и отданная маленьким статическим сервером с gzip.',
    ],
  };
}

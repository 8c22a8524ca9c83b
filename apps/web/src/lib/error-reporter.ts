import { nowMs } from '@sportkarta/contract/clock';
import { env } from './env';

// spec §8: "Error reporting sends script and API errors, with message and stack, to an
// analytics goal, in production only." The goal is Yandex Metrica's reachGoal('js_error');
// without a counter id the reporter does nothing. The flag 'ignore-reporting' (spec §2.3)
// switches reporting off at run time.
export const ERROR_GOAL = 'js_error';

export interface ErrorReport {
  message: string;
  stack?: string;
}

type Ym = (counterId: number, action: string, ...args: unknown[]) => void;
declare global {
  interface Window {
    ym?: Ym & { a?: unknown[][]; l?: number };
  }
}

export interface ReporterConfig {
  production: boolean;
  counterId: string;
}

let config: ReporterConfig = { production: import.meta.env.PROD, counterId: env.VITE_METRICA_ID };
let ignoreReporting = false;
let tagInjected = false;

/** Tests and the flags provider use this; production reads the build mode and env. */
export function configureReporter(next: Partial<ReporterConfig>): void {
  config = { ...config, ...next };
}

/** Bound to the feature flag 'ignore-reporting' by the flags provider. */
export function setIgnoreReporting(value: boolean): void {
  ignoreReporting = value;
}

// The Metrica tag is loaded only when the first error needs it, so it never weighs on start.
// Until tag.js replaces it, `ym` only queues its calls (Metrica's documented snippet).
function ensureMetrica(counterId: number): Ym {
  if (!window.ym) {
    const queue = ((...args: unknown[]) => {
      (queue.a = queue.a ?? []).push(args);
    }) as NonNullable<Window['ym']>;
    queue.l = nowMs();
    window.ym = queue;
  }
  if (!tagInjected) {
    tagInjected = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://mc.yandex.ru/metrika/tag.js';
    document.head.appendChild(script);
    window.ym(counterId, 'init', { defer: true });
  }
  return window.ym;
}

export function toErrorReport(error: unknown): ErrorReport {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Sends one error to the analytics goal when reporting is on; never throws. */
export function reportError(error: unknown): boolean {
  if (!config.production || ignoreReporting || !config.counterId) return false;
  try {
    const counterId = Number(config.counterId);
    const { message, stack } = toErrorReport(error);
    ensureMetrica(counterId)(counterId, 'reachGoal', ERROR_GOAL, { message, stack: stack ?? '' });
    return true;
  } catch {
    // Reporting must never break the app.
    return false;
  }
}

/** Script errors: uncaught exceptions and unhandled promise rejections. Returns the undo. */
export function installGlobalErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

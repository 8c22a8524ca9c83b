// The one way to raise a toast, from components and from code outside React alike (the API
// client's 401 rule, the offline watcher, the app-start gate): `showToast({ type, message })`.
// <ToastProvider> subscribes and renders it. A toast raised before it has subscribed, or while
// the start landing covers the app (holdToasts, features/app-start) — a page's 401 under the
// landing says the session ended — waits and is shown when it can be seen, instead of running
// out its few seconds unseen.
export type ToastType = 'error' | 'notify' | 'success';

export interface ToastInput {
  type: ToastType;
  /** Bold first line, e.g. «Авторизация в приложении». */
  header?: string;
  message: string;
  /** Overrides the spec §9 duration of the type (error 6 s, notify 3 s, success 3 s). */
  durationMs?: number;
  /** Same key → the newer toast replaces the older one instead of stacking. */
  key?: string;
}

type Listener = (toast: ToastInput) => void;
const listeners = new Set<Listener>();

/** Raised while held or unheard; the same key replaces, and only the newest few are kept. */
const PENDING_LIMIT = 5;
let pending: ToastInput[] = [];
let held = false;

function flush(): void {
  const waiting = pending;
  pending = [];
  for (const toast of waiting) for (const listener of listeners) listener(toast);
}

export function showToast(toast: ToastInput): void {
  if (held || listeners.size === 0) {
    pending = pending.filter((t) => !toast.key || t.key !== toast.key);
    pending.push(toast);
    if (pending.length > PENDING_LIMIT) pending.shift();
    return;
  }
  for (const listener of listeners) listener(toast);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  if (!held) flush();
  return () => listeners.delete(listener);
}

/** Toasts wait from now on: nothing on screen can show them yet. */
export function holdToasts(): void {
  held = true;
}

/** Shows what waited, and every toast from now on at once. */
export function releaseToasts(): void {
  held = false;
  if (listeners.size > 0) flush();
}

/**
 * For tests, which share one module graph: after each test's cleanup, forgets the toasts nobody
 * has shown, the hold and any listener a test subscribed and left behind.
 */
export function resetToastBus(): void {
  pending = [];
  held = false;
  listeners.clear();
}

// The one way to raise a toast, from components and from code outside React alike (the API
// client's 401 rule, the offline watcher, the app-start gate): `showToast({ type, message })`.
// <ToastProvider> subscribes and renders it.
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

export function showToast(toast: ToastInput): void {
  for (const listener of listeners) listener(toast);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS } from '@sportkarta/contract/config/timings';
import { TOAST_SWIPE_DISMISS_PX } from '@sportkarta/contract/config/gestures';
import { ru } from '@/i18n/ru';
import { type ToastInput, type ToastType, subscribeToasts } from './toast-bus';
import '../ui.css';
import './toast.css';

interface ActiveToast extends ToastInput {
  id: number;
  /** Bumped when a toast with the same key replaces this one, restarting its timer. */
  version: number;
}

let nextId = 1;

/**
 * Renders every toast raised through the toast bus (spec §2.3, §9): error 6 s, notify 3 s,
 * success 3 s; an upward swipe of at least 15 px dismisses (spec §4); the same `key` replaces.
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ActiveToast[]>([]);

  useEffect(
    () =>
      subscribeToasts((toast) => {
        setToasts((current) => {
          const same = toast.key ? current.find((t) => t.key === toast.key) : undefined;
          if (same) {
            return current.map((t) =>
              t === same ? { ...toast, id: same.id, version: same.version + 1 } : t,
            );
          }
          return [...current, { ...toast, id: nextId++, version: 0 }];
        });
      }),
    [],
  );

  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((t) => t.id !== id)),
    [],
  );

  return (
    <>
      {children}
      {createPortal(
        <div className="sk-toasts" aria-label={ru.ui.toastRegion} role="region">
          {toasts.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>,
        document.body,
      )}
    </>
  );
}

function ToastView({ toast, onDismiss }: { toast: ActiveToast; onDismiss: (id: number) => void }) {
  const duration = toast.durationMs ?? TOAST_DURATION_MS[toast.type];
  const [offset, setOffset] = useState(0);
  const startY = useRef<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.version, duration, onDismiss]);

  const onPointerDown = (event: React.PointerEvent) => {
    startY.current = event.clientY;
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (startY.current === null) return;
    // Only upward movement counts; the toast follows the finger up to the top edge.
    setOffset(Math.min(0, event.clientY - startY.current));
  };
  const onPointerEnd = (event: React.PointerEvent) => {
    if (startY.current === null) return;
    const swipedUp = startY.current - event.clientY;
    startY.current = null;
    if (swipedUp >= TOAST_SWIPE_DISMISS_PX) onDismiss(toast.id);
    else setOffset(0);
  };

  const isError = toast.type === 'error';
  return (
    <div
      className={`sk-toast sk-toast--${toast.type}`}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      style={offset ? { transform: `translateY(${offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        startY.current = null;
        setOffset(0);
      }}
    >
      <span className="sk-toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <div className="sk-toast__text">
        {toast.header ? <p className="sk-toast__header">{toast.header}</p> : null}
        <p className="sk-toast__message">{toast.message}</p>
      </div>
      <button
        type="button"
        className="sk-icon-button sk-toast__close"
        aria-label={ru.ui.toastDismiss}
        onClick={() => onDismiss(toast.id)}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

const ICONS: Record<ToastType, string> = { error: '!', notify: 'i', success: '✓' };

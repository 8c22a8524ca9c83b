import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  SHEET_ANIMATION_MS,
  SHEET_CLOSE_RATIO,
  SHEET_DRAG_THRESHOLD_PX,
  SHEET_MAX_HEIGHT_RATIO,
} from '@sportkarta/contract/config/gestures';
import { ru } from '@/i18n/ru';
import { useFocusTrap } from './focus-trap';
import './ui.css';
import './bottom-sheet.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Buttons shown in the header row, e.g. «Отмена» / «Готово» of the date picker. */
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  children?: ReactNode;
}

interface Drag {
  pointerId: number;
  startY: number;
  dragging: boolean;
}

/**
 * Draggable bottom sheet of spec §2.3/§9: slides in and out in 400 ms, at most 94 % of the
 * screen tall, a drag starts after 10 px, and releasing with less than half of the sheet still
 * visible closes it (spec §4). Backdrop click and Escape close it; focus stays inside.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  headerStart,
  headerEnd,
  children,
}: BottomSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [rendered, setRendered] = useState(open);
  // Stay mounted while the closing animation plays (derived state, no effect needed to start).
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = setTimeout(() => {
      setRendered(false);
      setOffset(0);
    }, SHEET_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, rendered]);

  useFocusTrap(sheetRef, open, onClose);

  if (!rendered) return null;

  const onPointerDown = (event: React.PointerEvent) => {
    if (!open || event.button > 0) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, dragging: false };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dy = event.clientY - current.startY;
    if (!current.dragging) {
      // spec §9 drag threshold: below 10 px a touch is still a tap (buttons in the header work).
      if (Math.abs(dy) < SHEET_DRAG_THRESHOLD_PX) return;
      current.dragging = true;
      setDragging(true);
      (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    }
    setOffset(Math.max(0, dy));
  };
  const onPointerEnd = (event: React.PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.dragging) return;
    setDragging(false);
    const dy = Math.max(0, event.clientY - current.startY);
    const height = sheetRef.current?.getBoundingClientRect().height ?? 0;
    const visible = height - dy;
    if (height > 0 && visible < height * SHEET_CLOSE_RATIO) {
      setOffset(dy);
      onClose();
    } else {
      setOffset(0);
    }
  };

  const style = {
    '--sk-sheet-duration': `${SHEET_ANIMATION_MS}ms`,
    maxHeight: `${SHEET_MAX_HEIGHT_RATIO * 100}dvh`,
    transform: offset ? `translateY(${offset}px)` : undefined,
  } as React.CSSProperties;

  return createPortal(
    <div className={`sk-sheet-layer${open ? '' : ' sk-sheet-layer--closing'}`}>
      <div
        className="sk-sheet-backdrop"
        aria-hidden="true"
        data-testid="sheet-backdrop"
        onClick={onClose}
      />
      <div
        ref={sheetRef}
        className={`sk-sheet${dragging ? ' sk-sheet--dragging' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ru.ui.sheetHandle}
        tabIndex={-1}
        style={style}
        data-testid="bottom-sheet"
      >
        <div
          className="sk-sheet__grab"
          data-testid="sheet-grab"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <button
            type="button"
            className="sk-sheet__handle"
            aria-label={ru.ui.sheetHandle}
            onClick={onClose}
          >
            <span aria-hidden="true" />
          </button>
          {title || headerStart || headerEnd ? (
            <div
              className={`sk-sheet__header${headerStart || headerEnd ? ' sk-sheet__header--actions' : ''}`}
            >
              <div className="sk-sheet__header-side">{headerStart}</div>
              {title ? (
                <h2 id={titleId} className="sk-sheet__title">
                  {title}
                </h2>
              ) : null}
              <div className="sk-sheet__header-side sk-sheet__header-side--end">{headerEnd}</div>
            </div>
          ) : null}
        </div>
        <div className="sk-sheet__content">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

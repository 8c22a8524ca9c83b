import { IonIcon } from '@ionic/react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ONBOARDING_SLIDE_SPEED_MS } from '@sportkarta/contract/config/timings';
import { SHEET_DRAG_THRESHOLD_PX } from '@sportkarta/contract/config/gestures';
import { ru } from '@/i18n/ru';
import { useFocusTrap } from '@/ui/focus-trap';
import { PermissionRequest } from './permission-request';
import { ONBOARDING_SLIDES } from './slides';
import '@/ui/ui.css';
import './onboarding.css';

/** A swipe longer than this share of the slide width turns the page (a UI choice, not a spec value). */
const SWIPE_TURN_RATIO = 0.18;

interface OnboardingDialogProps {
  /** Called by «Пропустить», «Начать» and Escape alike: each one ends the onboarding (spec §2.3). */
  onFinish: () => void;
}

/** Full-screen slider of spec §2.3: 4 slides, 300 ms transitions, swipe, buttons and dots. */
export function OnboardingDialog({ onFinish }: OnboardingDialogProps) {
  const [index, setIndex] = useState(0);
  const [dragPx, setDragPx] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; width: number; active: boolean } | null>(
    null,
  );
  useFocusTrap(dialogRef, true, onFinish);

  const count = ONBOARDING_SLIDES.length;
  const last = index === count - 1;
  const goTo = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const onPrimary = () => (last ? onFinish() : goTo(index + 1));

  // Arrow keys turn the slides from anywhere inside the dialog (keyboard users, spec §2.3).
  useEffect(() => {
    const root = dialogRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(count - 1, i + 1));
      else if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const width = event.currentTarget.getBoundingClientRect().width || window.innerWidth;
    drag.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      width,
      active: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    if (!d.active) {
      // Taps stay taps (permission buttons live inside the slides) until the finger travels.
      if (Math.abs(dx) < SHEET_DRAG_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - d.y))
        return;
      d.active = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Resist at the edges so the first and last slides feel bounded.
    const edge = (index === 0 && dx > 0) || (last && dx < 0);
    setDragPx(edge ? dx / 3 : dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    if (!d.active) return;
    const dx = event.clientX - d.x;
    if (dx <= -d.width * SWIPE_TURN_RATIO) goTo(index + 1);
    else if (dx >= d.width * SWIPE_TURN_RATIO) goTo(index - 1);
    setDragPx(null);
  };

  const current = ONBOARDING_SLIDES[index]!;
  return createPortal(
    <div
      ref={dialogRef}
      className="sk-onb"
      role="dialog"
      aria-modal="true"
      aria-label={ru.onboarding.dialogLabel}
      tabIndex={-1}
      style={{ ['--sk-onb-speed' as string]: `${ONBOARDING_SLIDE_SPEED_MS}ms` }}
    >
      <div className="sk-onb__top">
        {!last && (
          <button type="button" className="sk-onb-skip" onClick={onFinish}>
            {ru.onboarding.skip}
          </button>
        )}
      </div>
      <div
        className="sk-onb__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-testid="onboarding-viewport"
      >
        <div
          className={`sk-onb__track${dragPx === null ? '' : ' sk-onb__track--dragging'}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dragPx ?? 0}px))` }}
        >
          {ONBOARDING_SLIDES.map((slide, i) => (
            <section
              key={slide.title}
              className="sk-onb-slide"
              aria-roledescription="слайд"
              aria-label={ru.onboarding.slideLabel(i + 1, count)}
              aria-hidden={i !== index}
              inert={i !== index}
              data-testid="onboarding-slide"
            >
              <div
                className="sk-onb-slide__art"
                style={{ background: slide.accent }}
                aria-hidden="true"
              >
                <IonIcon icon={slide.icon} />
              </div>
              <h2 className="sk-onb-slide__title">{slide.title}</h2>
              <p className="sk-onb-slide__text">{slide.text}</p>
              {slide.permission && (
                <PermissionRequest kind={slide.permission} tabbable={i === index} />
              )}
            </section>
          ))}
        </div>
      </div>
      <p className="sk-visually-hidden" aria-live="polite">
        {`${ru.onboarding.slideLabel(index + 1, count)}: ${current.title}`}
      </p>
      <div className="sk-onb__footer">
        <div className="sk-onb__dots">
          {ONBOARDING_SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className="sk-onb-dot"
              aria-label={ru.onboarding.goToSlide(i + 1)}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
        <button type="button" className="sk-onb-button sk-onb-button--primary" onClick={onPrimary}>
          {last ? ru.onboarding.start : ru.onboarding.next}
        </button>
      </div>
    </div>,
    document.body,
  );
}

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { IonIcon } from '@ionic/react';
import { addOutline, chevronBack, chevronForward, close, removeOutline } from 'ionicons/icons';
import type { Photo } from '@sportkarta/contract/api/places';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { NO_ZOOM, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type Zoom, zoomAt } from './zoom-model';
import { ZoomablePhoto } from './zoomable-photo';
import './photo-slider.css';

const t = ruDiscoveryPlace;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface PhotoSliderProps {
  photos: readonly Photo[];
  /** 0-based photo shown first. */
  initialIndex: number;
  title: string;
  onClose: () => void;
}

/**
 * Full-screen photos (spec §2.2 /places/{id}/photo-slider): swipe between them (CSS scroll
 * snap), pinch or double tap to zoom, arrows and +/− on the keyboard, «2 из 5».
 */
export function PhotoSlider({ photos, initialIndex, title, onClose }: PhotoSliderProps) {
  const hintId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const start = Math.min(Math.max(0, initialIndex), photos.length - 1);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);

  useLayoutEffect(() => {
    const track = trackRef.current;
    if (track) track.scrollLeft = start * track.clientWidth;
    // Only on opening: later the scroll position is the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => rootRef.current?.focus(), []);

  // A smooth scroll started by the arrows passes the photos in between: ignore them.
  const scrollTarget = useRef<number | null>(null);
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const next = Math.round(track.scrollLeft / track.clientWidth);
    if (scrollTarget.current !== null) {
      if (next === scrollTarget.current) scrollTarget.current = null;
      return;
    }
    if (next !== index && next >= 0 && next < photos.length) {
      setIndex(next);
      setZoom(NO_ZOOM);
    }
  };

  const go = useCallback(
    (next: number) => {
      const track = trackRef.current;
      if (!track || next < 0 || next >= photos.length) return;
      setZoom(NO_ZOOM);
      setIndex(next);
      if (Math.round(track.scrollLeft / Math.max(1, track.clientWidth)) !== next) {
        scrollTarget.current = next;
      }
      track.scrollTo?.({
        left: next * track.clientWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [photos.length],
  );

  const step = (factor: number) => {
    const frame = trackRef.current;
    const size = { width: frame?.clientWidth ?? 1, height: frame?.clientHeight ?? 1 };
    setZoom((z) => zoomAt(z, z.scale * factor, { x: 0, y: 0 }, size));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      Home: () => go(0),
      End: () => go(photos.length - 1),
      '+': () => step(ZOOM_STEP),
      '=': () => step(ZOOM_STEP),
      '-': () => step(1 / ZOOM_STEP),
      Escape: onClose,
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  // The slider is the top page while mounted (nothing opens over it), so it listens on the
  // document: Ionic's page transition may take the focus away from the region on entry.
  const keyHandler = useRef(onKeyDown);
  useEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      if (!e.defaultPrevented && !e.altKey && !e.metaKey && !e.ctrlKey) keyHandler.current(e);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <div
      ref={rootRef}
      className="sk-slider"
      role="region"
      aria-roledescription="карусель"
      aria-label={title}
      tabIndex={-1}
    >
      <div className="sk-slider__bar">
        <button
          type="button"
          className="sk-slider__button"
          aria-label={t.photoClose}
          onClick={onClose}
        >
          <IonIcon icon={close} aria-hidden="true" />
        </button>
        <p className="sk-slider__counter" aria-live="polite" data-testid="slider-counter">
          {t.photoCounter(index + 1, photos.length)}
        </p>
        <div className="sk-slider__zoom">
          <button
            type="button"
            className="sk-slider__button"
            aria-label={t.photoZoomOut}
            disabled={zoom.scale <= ZOOM_MIN}
            onClick={() => step(1 / ZOOM_STEP)}
          >
            <IonIcon icon={removeOutline} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="sk-slider__button"
            aria-label={t.photoZoomIn}
            disabled={zoom.scale >= ZOOM_MAX}
            onClick={() => step(ZOOM_STEP)}
          >
            <IonIcon icon={addOutline} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        ref={trackRef}
        className={`sk-slider__track${zoom.scale > 1 ? ' sk-slider__track--locked' : ''}`}
        // A scrolling region is reached by the keyboard and named (axe scrollable-region-
        // focusable): focused, it takes the arrows like the whole slider does.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="group"
        aria-label={t.photoTrack}
        aria-describedby={hintId}
        onScroll={onScroll}
        onScrollEnd={() => {
          scrollTarget.current = null;
          onScroll();
        }}
      >
        {photos.map((photo, i) => (
          <div
            key={photo.url}
            className="sk-slider__slide"
            role="group"
            aria-roledescription="слайд"
            aria-label={t.photoCounter(i + 1, photos.length)}
            aria-hidden={i !== index}
          >
            <ZoomablePhoto
              photo={photo}
              eager={Math.abs(i - index) <= 1}
              zoom={i === index ? zoom : NO_ZOOM}
              onZoom={i === index ? setZoom : () => undefined}
            />
          </div>
        ))}
      </div>
      <p className="sk-visually-hidden" id={hintId}>
        {t.photoSliderHint}
      </p>
      {index > 0 ? (
        <button
          type="button"
          className="sk-slider__button sk-slider__nav sk-slider__nav--prev"
          aria-label={t.photoPrev}
          onClick={() => go(index - 1)}
        >
          <IonIcon icon={chevronBack} aria-hidden="true" />
        </button>
      ) : null}
      {index < photos.length - 1 ? (
        <button
          type="button"
          className="sk-slider__button sk-slider__nav sk-slider__nav--next"
          aria-label={t.photoNext}
          onClick={() => go(index + 1)}
        >
          <IonIcon icon={chevronForward} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

import { useRef } from 'react';
import type { Photo } from '@sportkarta/contract/api/places';
import { mediaUrl } from '../lib/format';
import {
  DOUBLE_TAP_MS,
  DOUBLE_TAP_SLOP_PX,
  NO_ZOOM,
  type Zoom,
  clampZoom,
  toggleZoom,
  zoomAt,
} from './zoom-model';

interface Point {
  x: number;
  y: number;
}

interface Gesture {
  pointers: Map<number, Point>;
  /** Pinch start: finger distance and the zoom then. */
  pinch: { distance: number; zoom: Zoom } | null;
  lastTap: { time: number; point: Point } | null;
  moved: boolean;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const WHEEL_ZOOM_PER_PX = 0.01;

/**
 * One photo: pinch and Ctrl+wheel zoom, pan when zoomed, double tap toggles the zoom. At
 * scale 1 horizontal swipes go to the slider's scroll-snap (touch-action: pan-x).
 */
export function ZoomablePhoto({
  photo,
  zoom,
  onZoom,
  eager,
}: {
  photo: Photo;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  eager: boolean;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture>({
    pointers: new Map(),
    pinch: null,
    lastTap: null,
    moved: false,
  });

  const frame = () => {
    const el = frameRef.current;
    return { width: el?.clientWidth ?? 1, height: el?.clientHeight ?? 1 };
  };
  /** A viewport point as px from the frame centre. */
  const fromCentre = (p: Point): Point => {
    const rect = frameRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: p.x - rect.left - rect.width / 2, y: p.y - rect.top - rect.height / 2 };
  };

  const onPointerDown = (e: React.PointerEvent) => {
    const g = gesture.current;
    g.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    g.moved = false;
    if (g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point];
      g.pinch = { distance: distance(a, b), zoom };
    }
    if (zoom.scale > 1 || g.pointers.size === 2) e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const onPointerMove = (e: React.PointerEvent) => {
    const g = gesture.current;
    const prev = g.pointers.get(e.pointerId);
    if (!prev) return;
    const next = { x: e.clientX, y: e.clientY };
    g.pointers.set(e.pointerId, next);
    if (distance(prev, next) > 0) g.moved = true;
    if (g.pinch && g.pointers.size === 2) {
      const [a, b] = [...g.pointers.values()] as [Point, Point];
      const mid = fromCentre({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      const scale = (g.pinch.zoom.scale * distance(a, b)) / g.pinch.distance;
      onZoom(zoomAt(g.pinch.zoom, scale, mid, frame()));
    } else if (zoom.scale > 1) {
      onZoom(
        clampZoom({ ...zoom, x: zoom.x + next.x - prev.x, y: zoom.y + next.y - prev.y }, frame()),
      );
    }
  };

  const onPointerUp = (e: React.PointerEvent) => {
    const g = gesture.current;
    const point = g.pointers.get(e.pointerId);
    g.pointers.delete(e.pointerId);
    if (g.pointers.size < 2) g.pinch = null;
    if (!point || g.moved || g.pointers.size > 0 || e.type !== 'pointerup') return;
    const now = e.timeStamp;
    const last = g.lastTap;
    if (
      last &&
      now - last.time < DOUBLE_TAP_MS &&
      distance(last.point, point) < DOUBLE_TAP_SLOP_PX
    ) {
      g.lastTap = null;
      onZoom(toggleZoom(zoom, fromCentre(point), frame()));
    } else {
      g.lastTap = { time: now, point };
    }
  };

  const onWheel = (e: React.WheelEvent) => {
    // Trackpad pinches arrive as Ctrl+wheel; a plain wheel keeps scrolling.
    if (!e.ctrlKey) return;
    const scale = zoom.scale * (1 - e.deltaY * WHEEL_ZOOM_PER_PX);
    onZoom(zoomAt(zoom, scale, fromCentre({ x: e.clientX, y: e.clientY }), frame()));
  };

  const zoomed = zoom.scale > 1;
  return (
    <div
      ref={frameRef}
      className={`sk-slider__frame${zoomed ? ' sk-slider__frame--zoomed' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onWheel={onWheel}
      onDoubleClick={(e) => e.preventDefault()}
      data-testid="slider-frame"
    >
      <img
        className="sk-slider__img"
        src={mediaUrl(photo.url)}
        alt={photo.alt}
        draggable={false}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={
          zoomed
            ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
            : undefined
        }
      />
    </div>
  );
}

export { NO_ZOOM };

// Zoom of one photo in the slider: a scale and a pan, kept so that the photo never leaves
// the frame. Pure functions, so the gestures can be tested without a browser.

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** A double tap (or a double click) zooms to this, or back to 1. */
export const ZOOM_DOUBLE_TAP = 2.5;
/** A button press or a +/− key multiplies or divides by this. */
export const ZOOM_STEP = 1.5;
/** Two taps closer than this in time and space are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP_PX = 30;

export interface Zoom {
  scale: number;
  /** Pan in px, applied after the scale around the frame centre. */
  x: number;
  y: number;
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

export interface Frame {
  width: number;
  height: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Keeps the pan within what the enlarged photo covers. */
export function clampZoom(zoom: Zoom, frame: Frame): Zoom {
  const scale = clamp(zoom.scale, ZOOM_MIN, ZOOM_MAX);
  if (scale === ZOOM_MIN) return NO_ZOOM;
  const maxX = ((scale - 1) * frame.width) / 2;
  const maxY = ((scale - 1) * frame.height) / 2;
  return { scale, x: clamp(zoom.x, -maxX, maxX), y: clamp(zoom.y, -maxY, maxY) };
}

/**
 * Scales to `scale` keeping the point `at` (px from the frame centre) where it is on screen,
 * the way a pinch or a double tap feels natural.
 */
export function zoomAt(
  zoom: Zoom,
  scale: number,
  at: { x: number; y: number },
  frame: Frame,
): Zoom {
  const next = clamp(scale, ZOOM_MIN, ZOOM_MAX);
  const ratio = next / zoom.scale;
  return clampZoom(
    { scale: next, x: at.x - (at.x - zoom.x) * ratio, y: at.y - (at.y - zoom.y) * ratio },
    frame,
  );
}

/** Double tap: in to ZOOM_DOUBLE_TAP at the tapped point, or back out. */
export function toggleZoom(zoom: Zoom, at: { x: number; y: number }, frame: Frame): Zoom {
  return zoom.scale > ZOOM_MIN ? NO_ZOOM : zoomAt(zoom, ZOOM_DOUBLE_TAP, at, frame);
}

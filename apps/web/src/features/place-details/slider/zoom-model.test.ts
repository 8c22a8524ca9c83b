import { NO_ZOOM, ZOOM_MAX, clampZoom, toggleZoom, zoomAt } from './zoom-model';

const frame = { width: 400, height: 300 };

describe('zoom model', () => {
  it('a double tap zooms in at the tapped point and a second one zooms out', () => {
    const inZoom = toggleZoom(NO_ZOOM, { x: 100, y: 0 }, frame);
    expect(inZoom.scale).toBe(2.5);
    // The tapped point stays under the finger: 100 - (100 - 0) * 2.5 = -150.
    expect(inZoom.x).toBe(-150);
    expect(toggleZoom(inZoom, { x: 0, y: 0 }, frame)).toEqual(NO_ZOOM);
  });

  it('never pans the photo out of the frame and stays within 1…4', () => {
    expect(clampZoom({ scale: 2, x: 1000, y: -1000 }, frame)).toEqual({
      scale: 2,
      x: 200,
      y: -150,
    });
    expect(zoomAt(NO_ZOOM, 10, { x: 0, y: 0 }, frame).scale).toBe(ZOOM_MAX);
    expect(zoomAt({ scale: 2, x: 50, y: 0 }, 0.5, { x: 0, y: 0 }, frame)).toEqual(NO_ZOOM);
  });
});

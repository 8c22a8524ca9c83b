// Device width classes of spec §9: phone portrait 320-440, phone landscape 560-940,
// tablet 441-850 and 941-1200 px.

export const DEVICE_CLASSES = ['phone-portrait', 'phone-landscape', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Inclusive width ranges (px) as the spec gives them. */
export const DEVICE_WIDTH_RANGES = {
  'phone-portrait': [[320, 440]],
  'phone-landscape': [[560, 940]],
  tablet: [
    [441, 850],
    [941, 1200],
  ],
} as const satisfies Record<
  Exclude<DeviceClass, 'desktop'>,
  readonly (readonly [number, number])[]
>;

/**
 * The class for a viewport width. The spec's ranges overlap at 560-850 (a phone on its side
 * is as wide as a tablet upright), so there the height decides: wider than tall is a phone
 * in landscape, otherwise (or with no height given) a tablet. Our choices beyond the spec:
 * under 320 counts as phone portrait, over 1200 as desktop.
 */
export function deviceClassForWidth(width: number, height?: number): DeviceClass {
  if (width <= 440) return 'phone-portrait';
  if (width <= 559) return 'tablet';
  if (width <= 850) return height !== undefined && width > height ? 'phone-landscape' : 'tablet';
  if (width <= 940) return 'phone-landscape';
  if (width <= 1200) return 'tablet';
  return 'desktop';
}

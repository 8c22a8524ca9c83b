import { describe, expect, it } from 'vitest';
import { deviceClassForWidth } from './device';

describe('deviceClassForWidth (spec §9 width classes)', () => {
  it.each([
    [300, undefined, 'phone-portrait'],
    [320, undefined, 'phone-portrait'],
    [440, undefined, 'phone-portrait'],
    [441, undefined, 'tablet'],
    [559, 300, 'tablet'],
    [560, undefined, 'tablet'],
    [560, 320, 'phone-landscape'],
    [768, 1024, 'tablet'],
    [850, 390, 'phone-landscape'],
    [850, undefined, 'tablet'],
    [851, undefined, 'phone-landscape'],
    [940, 430, 'phone-landscape'],
    [941, undefined, 'tablet'],
    [1200, 800, 'tablet'],
    [1201, 800, 'desktop'],
  ] as const)('%i px wide (height %s) is %s', (width, height, cls) => {
    expect(deviceClassForWidth(width, height)).toBe(cls);
  });
});

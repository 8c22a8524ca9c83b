import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: for the tests of this file, every element measures a phone-sized
 * 375 × 600 box, as a browser would give the map.
 */
export function withPhoneSizedLayout(): void {
  const sizes = { clientWidth: 375, clientHeight: 600 } as const;
  beforeAll(() => {
    for (const [prop, value] of Object.entries(sizes))
      Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const prop of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, prop);
  });
}

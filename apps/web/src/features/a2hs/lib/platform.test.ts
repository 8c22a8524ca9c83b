import { A2HS_DELAY_MS, A2HS_FALLBACK_DELAY_MS } from '@sportkarta/contract/config/timings';
import { resolveA2hsDelay } from './a2hs-delay';
import { detectInstallPlatform } from './platform';

describe('detectInstallPlatform', () => {
  it('recognises iPhone, iPad and iPadOS-as-Mac', () => {
    expect(detectInstallPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(
      'ios',
    );
    expect(detectInstallPlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectInstallPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
  });
  it('gives everything else the Chrome/Android steps', () => {
    expect(detectInstallPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectInstallPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(
      'android',
    );
  });
});

describe('resolveA2hsDelay', () => {
  it('uses the configured 1 s by default and any valid configured value', () => {
    expect(resolveA2hsDelay(A2HS_DELAY_MS)).toBe(1_000);
    expect(resolveA2hsDelay(2_500)).toBe(2_500);
    expect(resolveA2hsDelay('3000')).toBe(3_000);
  });
  it('falls back to 60 s when the value is missing or invalid', () => {
    for (const bad of [undefined, null, '', 'abc', -1, Number.NaN, Infinity, {}]) {
      expect(resolveA2hsDelay(bad)).toBe(A2HS_FALLBACK_DELAY_MS);
    }
    expect(A2HS_FALLBACK_DELAY_MS).toBe(60_000);
  });
});

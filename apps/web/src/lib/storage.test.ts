import { afterEach, describe, expect, it, vi } from 'vitest';
import { Capacitor } from '@capacitor/core';
import { Preferences } from '@capacitor/preferences';
import { storage, webStorage } from './storage';
import { FIRST_RUN_FLAGS, isShown, markShown, resetShownFlags } from './first-run-flags';
import { clearToken, getToken, loadToken, setToken } from './session-token';

vi.mock('@capacitor/preferences', () => ({
  Preferences: { get: vi.fn(), set: vi.fn(), remove: vi.fn() },
}));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage', () => {
  it('uses localStorage on the web', async () => {
    await storage.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(await storage.get('k')).toBe('v');
    await storage.remove('k');
    expect(await storage.get('k')).toBeNull();
  });

  it('falls back to memory when localStorage throws (private mode)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await expect(webStorage.set('private', '1')).resolves.toBeUndefined();
    expect(await webStorage.get('private')).toBe('1');
  });

  it('uses Capacitor Preferences on a native platform', async () => {
    vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(true);
    const set = vi.mocked(Preferences.set).mockResolvedValue();
    const get = vi.mocked(Preferences.get).mockResolvedValue({ value: 'native' });
    await storage.set('k', 'v');
    expect(set).toHaveBeenCalledWith({ key: 'k', value: 'v' });
    expect(await storage.get('k')).toBe('native');
    expect(get).toHaveBeenCalledWith({ key: 'k' });
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('first-run flags', () => {
  it('are unset, then set, then reset', async () => {
    expect(await isShown(FIRST_RUN_FLAGS.onboardingShown)).toBe(false);
    await markShown(FIRST_RUN_FLAGS.onboardingShown);
    await markShown(FIRST_RUN_FLAGS.a2hsShown);
    expect(await isShown(FIRST_RUN_FLAGS.onboardingShown)).toBe(true);
    await resetShownFlags();
    expect(await isShown(FIRST_RUN_FLAGS.onboardingShown)).toBe(false);
    expect(await isShown(FIRST_RUN_FLAGS.a2hsShown)).toBe(false);
  });
});

describe('session token', () => {
  it('is kept in memory and under sk.token, and loaded at start', async () => {
    await setToken('abc');
    expect(getToken()).toBe('abc');
    expect(localStorage.getItem('sk.token')).toBe('abc');
    await clearToken();
    expect(getToken()).toBeNull();
    localStorage.setItem('sk.token', 'stored');
    expect(await loadToken()).toBe('stored');
    expect(getToken()).toBe('stored');
  });
});

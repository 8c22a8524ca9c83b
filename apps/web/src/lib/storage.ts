import { Capacitor } from '@capacitor/core';
import { Preferences } from '@capacitor/preferences';

// Small persistent key/value store: Capacitor Preferences on iOS/Android (survives the OS
// clearing the web view's storage), localStorage on the web. Private browsing can make
// localStorage throw: then values live in memory for the session instead of crashing the app.
export interface KeyValueStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const memory = new Map<string, string>();

export const webStorage: KeyValueStorage = {
  async get(key) {
    try {
      return globalThis.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  async set(key, value) {
    try {
      globalThis.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  async remove(key) {
    memory.delete(key);
    try {
      globalThis.localStorage.removeItem(key);
    } catch {
      // Nothing stored there.
    }
  },
};

export const nativeStorage: KeyValueStorage = {
  async get(key) {
    const { value } = await Preferences.get({ key });
    return value;
  },
  async set(key, value) {
    await Preferences.set({ key, value });
  },
  async remove(key) {
    await Preferences.remove({ key });
  },
};

function pick(): KeyValueStorage {
  return Capacitor.isNativePlatform() ? nativeStorage : webStorage;
}

export const storage: KeyValueStorage = {
  get: (key) => pick().get(key),
  set: (key, value) => pick().set(key, value),
  remove: (key) => pick().remove(key),
};

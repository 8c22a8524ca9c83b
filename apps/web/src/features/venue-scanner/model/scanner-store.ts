import { createStore, del, get, set } from 'idb-keyval';

// Issue 24: the scanner's own data on the device — the venue's offline pack, the QR public key,
// the queue of check-ins to send, this device's admissions of the day and its id. IndexedDB
// (through idb-keyval): a pack of a busy day is far more than the app's small key/value storage
// (lib/storage.ts, localStorage) should hold, and the web view of the packaged app has it too.

export interface ScannerStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

let idb: ReturnType<typeof createStore> | null = null;
const db = () => (idb ??= createStore('sportkarta-scanner', 'kv'));

export const indexedDbStore: ScannerStore = {
  get: (key) => get(key, db()),
  set: (key, value) => set(key, value, db()),
  del: (key) => del(key, db()),
};

/** A store in memory: tests, and a browser that refuses IndexedDB (some private modes). */
export function memoryStore(): ScannerStore {
  const values = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => structuredClone(values.get(key)) as T | undefined,
    set: async (key, value) => void values.set(key, structuredClone(value)),
    del: async (key) => void values.delete(key),
  };
}

/** This device's id for the sync endpoint, made once. */
export async function deviceIdOf(store: ScannerStore): Promise<string> {
  const known = await store.get<string>('device-id');
  if (known) return known;
  const id = crypto.randomUUID();
  await store.set('device-id', id);
  return id;
}

export const STORE_KEYS = {
  queue: 'queue',
  qrKey: 'qr-key',
  pack: (complexId: number) => `pack:${complexId}`,
  admissions: (complexId: number) => `admissions:${complexId}`,
} as const;

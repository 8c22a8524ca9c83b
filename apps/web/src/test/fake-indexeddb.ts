import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Lends the calling test file an IndexedDB (fake-indexeddb's) and takes it back after the file:
 * jsdom has none, and the `web` project shares globals between files (the door scanner's store).
 */
export function lendIndexedDb(): void {
  beforeAll(() => vi.stubGlobal('indexedDB', new IDBFactory()));
  afterAll(() => vi.unstubAllGlobals());
}

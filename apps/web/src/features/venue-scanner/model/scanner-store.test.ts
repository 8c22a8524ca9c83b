import { describe, expect, it } from 'vitest';
import { createCheckInQueue } from './check-in-queue';
import { deviceIdOf, indexedDbStore } from './scanner-store';
import { lendIndexedDb } from '@/test/fake-indexeddb';

// The scanner's data in IndexedDB (issue 24), here fake-indexeddb's: values come back as
// stored (structured clone), and the device's id is made once. jsdom has no IndexedDB: this
// file lends one and takes it back (the `web` project shares globals between files).

lendIndexedDb();

describe('the scanner store in IndexedDB', () => {
  it('keeps a value, a queue and the device id across readers', async () => {
    await indexedDbStore.set('pack:7', { validDate: '2026-11-25', items: [{ qrCodeId: 'tk-1' }] });
    expect(await indexedDbStore.get('pack:7')).toEqual({
      validDate: '2026-11-25',
      items: [{ qrCodeId: 'tk-1' }],
    });
    await indexedDbStore.del('pack:7');
    expect(await indexedDbStore.get('pack:7')).toBeUndefined();

    const id = await deviceIdOf(indexedDbStore);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceIdOf(indexedDbStore)).toBe(id);

    const queue = createCheckInQueue(indexedDbStore, () => deviceIdOf(indexedDbStore));
    await queue.add({
      nonce: '00000000-0000-4000-8000-000000000001',
      qrToken: 'token',
      scannedAt: '2026-11-25T18:40:00+03:00',
      offlineAdmitted: true,
      complexId: 7,
      qrCodeId: 'tk-1',
      holderName: null,
      title: null,
    });
    const reopened = createCheckInQueue(indexedDbStore, () => deviceIdOf(indexedDbStore));
    expect((await reopened.load()).items.map((i) => i.qrCodeId)).toEqual(['tk-1']);
  });
});

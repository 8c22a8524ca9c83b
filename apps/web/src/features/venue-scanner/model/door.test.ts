import type { CheckInResponse } from '@sportkarta/contract/api/check-in';
import type { OfflinePack } from '@sportkarta/contract/api/venue-staff';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { qrSigner } from '@/test/qr-signer';
import { createCheckInQueue } from './check-in-queue';
import { createDoor, type DoorApi } from './door';
import { memoryStore } from './scanner-store';

// One venue's door (issue 24): the device's own check first, the server when it answers, the
// offline pack and the queue when it does not. The clock is given: a fixed instant with its
// offset, nothing here reads the machine's date or zone.

const NOW = new Date('2026-11-25T18:45:00+03:00');
const EXP = NOW.getTime() / 1000 + 3600;

const accepted: CheckInResponse = {
  result: 'ACCEPTED',
  admitted: true,
  message: 'Проход разрешён',
  kind: 'TICKET',
  title: 'Свободное плавание',
  complexName: 'Бассейн «Волна»',
  holder: { name: 'Анна Петрова', childAge: 9 },
  status: 'DEACTIVATED',
  visitsTotal: 1,
  visitsUsed: 1,
  visitsLeft: 0,
  validUntil: null,
};

async function setup(over: { online?: boolean; api?: Partial<DoorApi> } = {}) {
  const signer = await qrSigner();
  const pack: OfflinePack = {
    generatedAt: '2026-11-25T07:00:00+03:00',
    validDate: '2026-11-25',
    kid: signer.kid,
    items: [
      {
        qrCodeId: 'tk-1',
        kind: 'TICKET',
        title: 'Свободное плавание',
        holderName: 'Анна Петрова',
        childAge: 9,
        sessionStart: null,
        sessionEnd: null,
        admitFrom: null,
        admitUntil: null,
        visitsLeft: 1,
        status: 'ACTIVE',
        usedAt: null,
        reentry: false,
      },
    ],
  };
  const store = memoryStore();
  const queue = createCheckInQueue(store, async () => 'dev-1');
  const api: DoorApi = {
    checkIn: vi.fn(async () => accepted),
    getQrKey: vi.fn(async () => signer.publicKey),
    getOfflinePack: vi.fn(async () => pack),
    syncCheckIns: vi.fn(async () => ({ results: [] })),
    ...over.api,
  };
  let n = 0;
  const door = createDoor(
    {
      store,
      queue,
      api,
      deviceId: async () => 'dev-1',
      online: () => over.online ?? true,
      now: () => NOW,
      today: () => '2026-11-25',
      nonce: () => `00000000-0000-4000-8000-00000000000${++n}`,
    },
    7,
  );
  const token = await signer.sign({ iss: 'sportkarta', sub: 'tk-1', exp: EXP });
  return { door, api, queue, token, signer, store };
}

const offline = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'сеть' });

describe('the door', () => {
  it('refuses a forged code on the device without asking the server', async () => {
    const { door, api } = await setup();
    await door.loadKey();
    const forger = await qrSigner();
    const forged = await forger.sign({ iss: 'sportkarta', sub: 'tk-1', exp: EXP });
    expect(await door.scan(forged)).toMatchObject({ admitted: false, reason: 'FORGED' });
    expect(api.checkIn).not.toHaveBeenCalled();
  });

  it('asks the server with a nonce, the venue and the device, and shows its answer', async () => {
    const { door, api, token, queue } = await setup();
    await door.loadKey();
    expect(await door.scan(`  ${token}\n`)).toMatchObject({
      admitted: true,
      reason: 'ACCEPTED',
      offline: false,
      holderName: 'Анна Петрова',
      childAge: 9,
    });
    expect(api.checkIn).toHaveBeenCalledWith({
      qrToken: token,
      nonce: '00000000-0000-4000-8000-000000000001',
      complexId: 7,
      deviceId: 'dev-1',
    });
    expect((await queue.load()).items).toEqual([]);
  });

  it('shows the server’s refusal of another venue’s code in its words', async () => {
    const message = 'Этот билет — для другого спортобъекта, здесь его отметить нельзя';
    const { door, token } = await setup({
      api: {
        checkIn: async () =>
          Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message })),
      },
    });
    await door.loadKey();
    expect(await door.scan(token)).toMatchObject({ admitted: false, reason: 'NOT_STAFF', message });
  });

  it('decides from the pack when the server is out of reach, and queues the admission', async () => {
    const { door, token, queue } = await setup({
      api: { checkIn: () => Promise.reject(offline()) },
    });
    await door.loadKey();
    await door.loadPack();
    expect(await door.scan(token)).toMatchObject({ admitted: true, offline: true, visitsLeft: 0 });
    expect((await queue.load()).items).toEqual([
      expect.objectContaining({
        qrToken: token,
        complexId: 7,
        qrCodeId: 'tk-1',
        offlineAdmitted: true,
        scannedAt: NOW.toISOString(),
      }),
    ]);
    // The same ticket again on this device: used, and not queued twice.
    expect(await door.scan(token)).toMatchObject({ admitted: false, reason: 'USED' });
    expect((await queue.load()).items).toHaveLength(1);
  });

  it('keeps the key and the pack for a start without the network', async () => {
    const first = await setup();
    await first.door.loadKey();
    await first.door.loadPack();
    const down = () => Promise.reject(offline());
    const later = createDoor(
      {
        store: first.store,
        queue: first.queue,
        api: { checkIn: down, getQrKey: down, getOfflinePack: down, syncCheckIns: down },
        deviceId: async () => 'dev-1',
        online: () => false,
        now: () => NOW,
        today: () => '2026-11-25',
        nonce: () => '00000000-0000-4000-8000-000000000009',
      },
      7,
    );
    expect(await later.loadKey()).toBe(true);
    expect((await later.loadPack())?.items).toHaveLength(1);
    expect(await later.scan(first.token)).toMatchObject({ admitted: true, offline: true });
  });

  it('says it cannot decide offline without the key', async () => {
    const { door, token } = await setup({ online: false });
    expect(await door.scan(token)).toMatchObject({ admitted: false, reason: 'NO_KEY' });
  });
});

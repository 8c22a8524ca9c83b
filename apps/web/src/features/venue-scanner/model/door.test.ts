import type { CheckInResponse } from '@sportkarta/contract/api/check-in';
import type { OfflinePack, OfflinePackItem } from '@sportkarta/contract/api/venue-staff';
import { now, setClock } from '@sportkarta/contract/clock';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { qrSigner } from '@/test/qr-signer';
import { createCheckInQueue } from './check-in-queue';
import { createDoor, type DoorApi } from './door';
import { memoryStore } from './scanner-store';
import { reasonText } from '../components/verdict-panel';

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

const packItem: OfflinePackItem = {
  qrCodeId: 'tk-1',
  kind: 'TICKET',
  title: 'Свободное плавание',
  holderName: 'Анна Петрова',
  childAge: 9,
  sessionStart: null,
  sessionEnd: null,
  admitFrom: null,
  admitUntil: null,
  onList: true,
  visitsLeft: 1,
  status: 'ACTIVE',
  usedAt: null,
  reentry: false,
  refund: 'NONE',
  orderStatus: 'payed',
  validUntil: '2026-11-25T23:59:59+03:00',
  visitDate: '2026-11-25',
  dayRule: null,
  visitsTotal: 1,
  visitsUsed: 0,
  demo: false,
};

async function setup(
  over: {
    online?: boolean;
    api?: Partial<DoorApi>;
    now?: () => Date;
    pack?: Partial<OfflinePack>;
  } = {},
) {
  const signer = await qrSigner();
  const pack: OfflinePack = {
    generatedAt: '2026-11-25T07:00:00+03:00',
    validDate: '2026-11-25',
    timeZone: 'Europe/Moscow',
    kid: signer.kid,
    items: [packItem],
    ...over.pack,
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
      now: over.now ?? (() => NOW),
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

  it("decides by the venue's day and hours, not the phone's: 23:30 in Moscow is the next morning in Vladivostok", async () => {
    // The phone's clock (the app's clock seam) says Wednesday 23:30 in Moscow; the venue in
    // Vladivostok is at Thursday 06:30. Its pack is Thursday's.
    setClock('2026-11-25T23:30:00+03:00');
    const item = (qrCodeId: string, start: string) => ({
      ...packItem,
      qrCodeId,
      visitDate: null,
      sessionStart: `2026-11-26T${start}:00+10:00`,
      sessionEnd: '2026-11-26T09:00:00+10:00',
      admitFrom: `2026-11-26T${start === '07:00' ? '06:30' : '07:30'}:00+10:00`,
      admitUntil: '2026-11-26T09:00:00+10:00',
      validUntil: '2026-11-26T09:00:00+10:00',
    });
    const { door, signer } = await setup({
      // The server is out of reach: the door decides from the pack it has just loaded.
      api: { checkIn: () => Promise.reject(offline()) },
      now,
      pack: {
        generatedAt: '2026-11-26T05:00:00+10:00',
        validDate: '2026-11-26',
        timeZone: 'Asia/Vladivostok',
        items: [item('tk-1', '07:00'), item('tk-2', '08:00')],
      },
    });
    await door.loadKey();
    await door.loadPack();
    const seven = await signer.sign({ iss: 'sportkarta', sub: 'tk-1', exp: EXP + 86_400 });
    expect(await door.scan(seven)).toMatchObject({ admitted: true, offline: true });
    // The 08:00 session's door opens at 07:30 — the venue's 07:30, whatever the phone's zone.
    const eight = await signer.sign({ iss: 'sportkarta', sub: 'tk-2', exp: EXP + 86_400 });
    const early = await door.scan(eight);
    expect(early).toMatchObject({ admitted: false, reason: 'NOT_YET' });
    expect(reasonText(early)).toBe('Вход ещё не открыт. Вход с 07:30 до 09:00');
  });
});

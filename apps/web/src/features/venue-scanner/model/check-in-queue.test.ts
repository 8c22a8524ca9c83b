import type { CheckInSyncRequest, CheckInSyncResponse } from '@sportkarta/contract/api/venue-staff';
import { describe, expect, it } from 'vitest';
import { createCheckInQueue, type QueuedCheckIn, type SendSync } from './check-in-queue';
import { memoryStore, type ScannerStore } from './scanner-store';

// The offline check-ins' queue (issue 24): kept until the server answers each nonce.

const nonce = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const queued = (n: number, complexId = 7): QueuedCheckIn => ({
  nonce: nonce(n),
  qrToken: `token-${n}-${'x'.repeat(30)}`,
  scannedAt: '2026-11-25T18:40:00+03:00',
  offlineAdmitted: true,
  complexId,
  qrCodeId: `tk-${n}`,
  holderName: `Гость ${n}`,
  title: 'Свободное плавание',
});

const response = (message: string) => ({
  result: 'USED' as const,
  admitted: false,
  message,
  kind: 'TICKET' as const,
  title: 'Свободное плавание',
  complexName: 'Бассейн',
  holder: { name: 'Гость', childAge: null },
  status: 'DEACTIVATED' as const,
  visitsTotal: 1,
  visitsUsed: 1,
  visitsLeft: 0,
  validUntil: null,
});

/** A server that answers each nonce with the outcome `outcomeOf` gives (none: no answer). */
function server(
  outcomeOf: (n: string) => CheckInSyncResponse['results'][number]['outcome'] | null,
) {
  const requests: CheckInSyncRequest[] = [];
  const send: SendSync = async (request) => {
    requests.push(structuredClone(request));
    return {
      results: request.items.flatMap((i) => {
        const outcome = outcomeOf(i.nonce);
        return outcome ? [{ nonce: i.nonce, outcome, response: response('Уже прошёл') }] : [];
      }),
    };
  };
  return { send, requests };
}

const make = (store: ScannerStore = memoryStore()) =>
  createCheckInQueue(store, async () => 'dev-1');

describe('check-in queue', () => {
  it('keeps items across restarts of the app (in the store) and ignores a repeated nonce', async () => {
    const store = memoryStore();
    const first = make(store);
    await first.add(queued(1));
    await first.add(queued(1));
    await first.add(queued(2));
    const again = make(store);
    expect((await again.load()).items.map((i) => i.qrCodeId)).toEqual(['tk-1', 'tk-2']);
  });

  it('sends each venue its own items with the device id, and drops what the server answered', async () => {
    const q = make();
    await q.add(queued(1, 7));
    await q.add(queued(2, 8));
    const { send, requests } = server(() => 'APPLIED');
    expect(await q.flush(send)).toBe(2);
    expect(requests.map((r) => [r.complexId, r.deviceId, r.items.map((i) => i.nonce)])).toEqual([
      [7, 'dev-1', [nonce(1)]],
      [8, 'dev-1', [nonce(2)]],
    ]);
    // Only the sync endpoint's fields travel.
    expect(Object.keys(requests[0]!.items[0]!).sort()).toEqual([
      'nonce',
      'offlineAdmitted',
      'qrToken',
      'scannedAt',
    ]);
    expect(q.snapshot()).toEqual({ items: [], conflicts: [] });
  });

  it('keeps every item when the network fails, and sends them again next time', async () => {
    const q = make();
    await q.add(queued(1));
    const failing: SendSync = () => Promise.reject(new Error('сеть'));
    await expect(q.flush(failing)).rejects.toThrow('сеть');
    expect(q.snapshot().items).toHaveLength(1);
    const { send, requests } = server(() => 'DUPLICATE');
    expect(await q.flush(send)).toBe(1);
    expect(requests[0]!.items[0]!.nonce).toBe(nonce(1));
    expect(q.snapshot().items).toEqual([]);
  });

  it('keeps an item the server did not answer', async () => {
    const q = make();
    await q.add(queued(1));
    await q.add(queued(2));
    const { send } = server((n) => (n === nonce(1) ? 'APPLIED' : null));
    expect(await q.flush(send)).toBe(1);
    expect(q.snapshot().items.map((i) => i.nonce)).toEqual([nonce(2)]);
  });

  it('lists conflicts and refusals with the server message until dismissed', async () => {
    const q = make();
    await q.add(queued(1));
    await q.add(queued(2));
    await q.add(queued(3));
    const outcomes = {
      [nonce(1)]: 'CONFLICT',
      [nonce(2)]: 'REFUSED',
      [nonce(3)]: 'APPLIED',
    } as const;
    await q.flush(server((n) => outcomes[n as keyof typeof outcomes] ?? null).send);
    expect(q.snapshot().conflicts).toEqual([
      expect.objectContaining({
        nonce: nonce(1),
        outcome: 'CONFLICT',
        holderName: 'Гость 1',
        message: 'Уже прошёл',
      }),
      expect.objectContaining({ nonce: nonce(2), outcome: 'REFUSED', holderName: 'Гость 2' }),
    ]);
    await q.dismissConflicts();
    expect(q.snapshot().conflicts).toEqual([]);
  });

  it('keeps a scan made while a flush is on its way', async () => {
    const q = make();
    await q.add(queued(1));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow: SendSync = async (request) => {
      await gate;
      return server(() => 'APPLIED').send(request);
    };
    const flushing = q.flush(slow);
    // A second flush joins the first instead of sending the same items again.
    expect(q.flush(slow)).toBe(flushing);
    await q.add(queued(2));
    release();
    await flushing;
    expect(q.snapshot().items.map((i) => i.nonce)).toEqual([nonce(2)]);
  });
});

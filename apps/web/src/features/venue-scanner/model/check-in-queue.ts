import {
  SYNC_MAX_ITEMS,
  type CheckInSyncItem,
  type CheckInSyncRequest,
  type CheckInSyncResponse,
  type SyncOutcome,
} from '@sportkarta/contract/api/venue-staff';
import { STORE_KEYS, type ScannerStore } from './scanner-store';

// Issue 24: check-ins made without the network wait here, each with its nonce, until the sync
// endpoint answers them. Sending one twice is safe (the server applies a nonce once), so an item
// leaves the queue only once the server has answered it; a network failure keeps everything.

export interface QueuedCheckIn extends CheckInSyncItem {
  complexId: number;
  qrCodeId: string;
  holderName: string | null;
  title: string | null;
}

/** What the server could not take as the door did: shown until the staff member dismisses it. */
export interface SyncConflict {
  nonce: string;
  outcome: Extract<SyncOutcome, 'CONFLICT' | 'REFUSED'>;
  scannedAt: string;
  holderName: string | null;
  title: string | null;
  message: string;
}

export interface QueueState {
  items: QueuedCheckIn[];
  conflicts: SyncConflict[];
}

export type SendSync = (request: CheckInSyncRequest) => Promise<CheckInSyncResponse>;

const EMPTY: QueueState = { items: [], conflicts: [] };

export function createCheckInQueue(store: ScannerStore, deviceId: () => Promise<string>) {
  let state: QueueState = EMPTY;
  let chain: Promise<unknown> = Promise.resolve();
  let flushing: Promise<number> | null = null;
  const listeners = new Set<() => void>();

  const read = async (): Promise<QueueState> =>
    (await store.get<QueueState>(STORE_KEYS.queue)) ?? EMPTY;

  /** One change at a time, read from the store and written back, so none is lost. */
  function change(fn: (s: QueueState) => QueueState): Promise<QueueState> {
    const next = chain.then(async () => {
      state = fn(await read());
      await store.set(STORE_KEYS.queue, state);
      listeners.forEach((l) => l());
      return state;
    });
    chain = next.catch(() => undefined);
    return next;
  }

  async function sendAll(send: SendSync): Promise<number> {
    const { items } = await change((s) => s);
    const id = await deviceId();
    let answered = 0;
    const byVenue = new Map<number, QueuedCheckIn[]>();
    for (const item of items)
      byVenue.set(item.complexId, [...(byVenue.get(item.complexId) ?? []), item]);
    for (const [complexId, venueItems] of byVenue) {
      for (let i = 0; i < venueItems.length; i += SYNC_MAX_ITEMS) {
        const batch = venueItems.slice(i, i + SYNC_MAX_ITEMS);
        const { results } = await send({
          complexId,
          deviceId: id,
          items: batch.map(({ nonce, qrToken, scannedAt, offlineAdmitted }) => ({
            nonce,
            qrToken,
            scannedAt,
            offlineAdmitted,
          })),
        });
        const sent = new Map(batch.map((item) => [item.nonce, item]));
        const done = results.filter((r) => sent.has(r.nonce));
        answered += done.length;
        await change((s) => ({
          items: s.items.filter((item) => !done.some((r) => r.nonce === item.nonce)),
          conflicts: [
            ...s.conflicts,
            ...done.flatMap((r): SyncConflict[] => {
              if (r.outcome !== 'CONFLICT' && r.outcome !== 'REFUSED') return [];
              const item = sent.get(r.nonce)!;
              return [
                {
                  nonce: r.nonce,
                  outcome: r.outcome,
                  scannedAt: item.scannedAt,
                  holderName: item.holderName,
                  title: item.title,
                  message: r.response.message,
                },
              ];
            }),
          ],
        }));
      }
    }
    return answered;
  }

  return {
    /** The last state read or written (empty until `load`). */
    snapshot: (): QueueState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => change((s) => s),
    add: (item: QueuedCheckIn) =>
      change((s) => ({
        ...s,
        items: s.items.some((i) => i.nonce === item.nonce) ? s.items : [...s.items, item],
      })),
    dismissConflicts: () => change((s) => ({ ...s, conflicts: [] })),
    /**
     * Sends every queued item; answers how many the server answered. One flush at a time: a
     * call while one runs joins it. Rejects with the send's error (the items stay queued).
     */
    flush(send: SendSync): Promise<number> {
      flushing ??= sendAll(send).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type CheckInQueue = ReturnType<typeof createCheckInQueue>;

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { OfflinePack } from '@sportkarta/contract/api/venue-staff';
import { now } from '@sportkarta/contract/clock';
import {
  SCANNER_PACK_REFRESH_MS,
  SCANNER_SYNC_RETRY_MS,
} from '@sportkarta/contract/config/timings';
import { checkIn } from '../api/check-in';
import { getOfflinePack } from '../api/get-offline-pack';
import { getQrKey } from '../api/get-qr-key';
import { syncCheckIns } from '../api/sync-check-ins';
import { createCheckInQueue, type CheckInQueue } from './check-in-queue';
import { createDoor, type Door } from './door';
import { deviceIdOf, indexedDbStore, type ScannerStore } from './scanner-store';

// Issue 24: the scanner screen's door, its queue and when they talk to the server: the key and
// the pack on opening and every few minutes, the queue on opening, when the network returns and
// on a timer while anything waits.

let shared: { store: ScannerStore; queue: CheckInQueue } | null = null;
/** One queue per app: every screen that shows it sees the same items. */
function device() {
  if (!shared) {
    const store = indexedDbStore;
    shared = { store, queue: createCheckInQueue(store, () => deviceIdOf(store)) };
  }
  return shared;
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

export type SyncState = 'idle' | 'syncing' | 'failed';

export function useDoor(complexId: number | null) {
  const { store, queue } = device();
  const door: Door = useMemo(
    () =>
      createDoor(
        {
          store,
          queue,
          api: { checkIn, getQrKey, getOfflinePack, syncCheckIns },
          deviceId: () => deviceIdOf(store),
          online: () => navigator.onLine,
          now,
          nonce: () => crypto.randomUUID(),
        },
        complexId,
      ),
    [store, queue, complexId],
  );
  const queued = useSyncExternalStore(queue.subscribe, queue.snapshot);
  const online = useOnline();
  const [pack, setPack] = useState<OfflinePack | null>(null);
  const [sync, setSync] = useState<SyncState>('idle');

  const sendQueue = useCallback(async () => {
    if (!navigator.onLine) return;
    setSync('syncing');
    try {
      await door.sync();
      setSync('idle');
    } catch {
      setSync('failed');
    }
  }, [door]);

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      await door.loadKey();
      const loaded = await door.loadPack();
      if (live) setPack(loaded);
    };
    void refresh();
    const timer = setInterval(() => void refresh(), SCANNER_PACK_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [door, online]);

  useEffect(() => {
    const sendWaiting = () =>
      void queue.load().then((s) => (s.items.length > 0 ? sendQueue() : undefined));
    sendWaiting();
    if (!online) return;
    const timer = setInterval(sendWaiting, SCANNER_SYNC_RETRY_MS);
    return () => clearInterval(timer);
  }, [online, queue, sendQueue]);

  return {
    scan: door.scan,
    online,
    pack,
    queued,
    sync,
    dismissConflicts: queue.dismissConflicts,
  };
}

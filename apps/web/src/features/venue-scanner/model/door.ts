import type { CheckInRequest, CheckInResponse } from '@sportkarta/contract/api/check-in';
import type {
  CheckInSyncRequest,
  CheckInSyncResponse,
  OfflinePack,
} from '@sportkarta/contract/api/venue-staff';
import type { QrPublicKey } from '@sportkarta/contract/api/purchases';
import { isApiError } from '@/lib/api-client';
import type { CheckInQueue } from './check-in-queue';
import { decideOffline, type LocalAdmission } from './offline-decision';
import { checkQrToken, publicKeyBytes, signatureCheck, type SignatureCheck } from './qr-token';
import { STORE_KEYS, type ScannerStore } from './scanner-store';
import { fromResponse, refusal, type Verdict } from './verdict';

// Issue 24: one venue's door. A scan is checked on the device first (a forged code never
// reaches the server), then by the server when it answers; without the network (or when it
// is too slow) the door decides from the offline pack and queues the check-in for the sync.

export interface DoorApi {
  checkIn(body: CheckInRequest): Promise<CheckInResponse>;
  getQrKey(): Promise<QrPublicKey>;
  getOfflinePack(complexId: number): Promise<OfflinePack>;
  syncCheckIns(body: CheckInSyncRequest): Promise<CheckInSyncResponse>;
}

export interface DoorDeps {
  store: ScannerStore;
  queue: CheckInQueue;
  api: DoorApi;
  deviceId: () => Promise<string>;
  online: () => boolean;
  /** The clock; the venue's day is read from it in the pack's time zone, not the phone's. */
  now: () => Date;
  nonce: () => string;
}

/** This device's admissions are kept this long: a day's door and a margin for the night. */
const ADMISSIONS_KEPT_MS = 36 * 3_600_000;

/** No answer arrived: the network is down or too slow — the door decides offline. */
const unanswered = (error: unknown) => isApiError(error) && error.status === 0;

function fromError(error: unknown): Verdict {
  if (!isApiError(error)) return refusal('ERROR');
  if (error.status === 400) return refusal('FORGED', error.message);
  if (error.status === 403) return refusal('NOT_STAFF', error.message);
  if (error.status === 404) return refusal('UNKNOWN', error.message);
  return refusal('ERROR', error.message);
}

export function createDoor(deps: DoorDeps, complexId: number | null) {
  let key: { kid: string; check: SignatureCheck } | null = null;

  async function adoptKey(answer: QrPublicKey | undefined) {
    const bytes = answer && publicKeyBytes(answer);
    if (answer && bytes) key = { kid: answer.kid, check: await signatureCheck(bytes) };
    return key;
  }

  async function admissions(): Promise<LocalAdmission[]> {
    if (complexId === null) return [];
    return (await deps.store.get<LocalAdmission[]>(STORE_KEYS.admissions(complexId))) ?? [];
  }

  async function remember(qrCodeId: string, nonce: string, at: Date, reentry: boolean) {
    if (complexId === null) return;
    const since = at.getTime() - ADMISSIONS_KEPT_MS;
    const kept = (await admissions()).filter((a) => Date.parse(a.at) > since);
    await deps.store.set(STORE_KEYS.admissions(complexId), [
      ...kept,
      { qrCodeId, nonce, at: at.toISOString(), reentry },
    ]);
  }

  async function decideHere(
    text: string,
    at: Date,
    token: Awaited<ReturnType<typeof checkQrToken>> | null,
  ) {
    if (!token) return { ...refusal('NO_KEY'), offline: true };
    const pack =
      complexId === null
        ? null
        : ((await deps.store.get<OfflinePack>(STORE_KEYS.pack(complexId))) ?? null);
    const pending = new Set((await deps.queue.load()).items.map((i) => i.nonce));
    const verdict = decideOffline({
      token,
      pack,
      admissions: await admissions(),
      pending,
      now: at,
    });
    if (verdict.admitted && token.status === 'valid' && complexId !== null) {
      const nonce = deps.nonce();
      await deps.queue.add({
        nonce,
        qrToken: text,
        scannedAt: at.toISOString(),
        offlineAdmitted: true,
        complexId,
        qrCodeId: token.qrCodeId,
        holderName: verdict.holderName,
        title: verdict.title,
      });
      await remember(token.qrCodeId, nonce, at, verdict.reentry);
    }
    return verdict;
  }

  return {
    /** The public key: asked from the server, else the one kept from an earlier visit. */
    async loadKey(): Promise<boolean> {
      const kept = () => deps.store.get<QrPublicKey>(STORE_KEYS.qrKey);
      if (!deps.online()) return (await adoptKey(await kept())) !== null;
      try {
        const answer = await deps.api.getQrKey();
        await deps.store.set(STORE_KEYS.qrKey, answer);
        return (await adoptKey(answer)) !== null;
      } catch {
        return (await adoptKey(await kept())) !== null;
      }
    },

    /** The venue's pack for today: fetched and kept, else the kept one (or null). */
    async loadPack(): Promise<OfflinePack | null> {
      if (complexId === null) return null;
      const kept = STORE_KEYS.pack(complexId);
      if (!deps.online()) return (await deps.store.get<OfflinePack>(kept)) ?? null;
      try {
        const pack = await deps.api.getOfflinePack(complexId);
        await deps.store.set(kept, pack);
        return pack;
      } catch {
        return (await deps.store.get<OfflinePack>(kept)) ?? null;
      }
    },

    async scan(raw: string): Promise<Verdict> {
      const text = raw.trim();
      const at = deps.now();
      const token = key ? await checkQrToken(text, key, at) : null;
      if (token?.status === 'forged') return refusal('FORGED');
      if (deps.online()) {
        const nonce = deps.nonce();
        try {
          const answer = await deps.api.checkIn({
            qrToken: text,
            nonce,
            deviceId: await deps.deviceId(),
            ...(complexId === null ? {} : { complexId }),
          });
          const verdict = fromResponse(answer);
          if (verdict.admitted && token) await remember(token.qrCodeId, nonce, at, verdict.reentry);
          return verdict;
        } catch (error) {
          if (!unanswered(error)) return fromError(error);
        }
      }
      return decideHere(text, at, token);
    },

    /** Sends the queue (every venue's: a device may have scanned at several). */
    sync: () => deps.queue.flush((body) => deps.api.syncCheckIns(body)),
  };
}

export type Door = ReturnType<typeof createDoor>;

import type { VapidKeys } from './vapid-keys';

/** What a push carries (the service worker and the packaged app show it). */
export interface PushPayload {
  id: string;
  title: string;
  body: string;
  link: string | null;
}

export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };
export type NativeTarget = { kind: 'FCM' | 'APNS'; registrationId: string };

/**
 * How one send ended: delivered; `gone` — the push service says the subscription no longer
 * exists (404/410: drop it); `failed` — anything else (5xx, timeout, refused), tried again with
 * the next notification; `skipped` — nowhere to send it (a native token without a gateway).
 */
export type SendResult = 'ok' | 'gone' | 'failed' | 'skipped';

export interface PushSender {
  sendWeb(target: WebPushTarget, payload: PushPayload): Promise<SendResult>;
  sendNative(target: NativeTarget, payload: PushPayload): Promise<SendResult>;
}

/** How a push request travels: fetch to a push service, or the app's router to its emulator. */
export type PushTransport = (
  url: string,
  init: { headers: Record<string, string>; body: string | Buffer; signal: AbortSignal },
) => Promise<{ status: number }>;

/** fetch, bytes and all. */
export const fetchPushTransport: PushTransport = async (url, init) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: init.headers,
    body: typeof init.body === 'string' ? init.body : new Uint8Array(init.body),
    signal: init.signal,
  });
  await res.body?.cancel();
  return { status: res.status };
};

/** A day: a push the device could not get within it is of no use (the in-app list keeps it). */
const TTL_SECONDS = 24 * 60 * 60;

export function createPushSender(opts: {
  vapid: VapidKeys;
  subject: string;
  timeoutMs: number;
  /** The transport for an endpoint (the app's router for the emulator, fetch otherwise). */
  transportFor(url: string): PushTransport;
  /** Where FCM/APNS tokens are sent; undefined = not sent (no native gateway configured). */
  nativeUrl: string | undefined;
}): PushSender {
  const post = async (url: string, headers: Record<string, string>, body: string | Buffer) => {
    try {
      const res = await opts.transportFor(url)(url, {
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (res.status >= 200 && res.status < 300) return 'ok';
      return res.status === 404 || res.status === 410 ? 'gone' : 'failed';
    } catch {
      return 'failed';
    }
  };
  return {
    async sendWeb(target, payload) {
      // web-push does the RFC 8291 encryption (aes128gcm) and the VAPID header (RFC 8292); we
      // send the request ourselves, so the emulator can be reached through the app's router.
      // Loaded with the first push, not with the server (issue 27).
      const { default: webpush } = await import('web-push');
      let details;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: opts.subject,
              publicKey: opts.vapid.publicKey,
              privateKey: opts.vapid.privateKey,
            },
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch {
        // Keys the library cannot use: the subscription can never be delivered to.
        return 'gone';
      }
      const headers = Object.fromEntries(
        Object.entries(details.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
      );
      return post(details.endpoint, headers, details.body);
    },
    async sendNative(target, payload) {
      if (!opts.nativeUrl) return 'skipped';
      return post(
        opts.nativeUrl,
        { 'content-type': 'application/json' },
        JSON.stringify({ ...target, payload }),
      );
    },
  };
}

import {
  PushConfigSchema,
  PushRegistrationSchema,
  type PushRegisterBody,
} from '@sportkarta/contract/api/notifications';
import { apiRequest } from '@/lib/api-client';
import { NOTIFY_BASE } from './notifications-key';

// spec §7.1/§7.2: register and unregister this device for push; the VAPID key a browser
// subscribes with.

export const registerPushDevice = (body: PushRegisterBody) =>
  apiRequest({
    url: `${NOTIFY_BASE}/register`,
    method: 'POST',
    body,
    schema: PushRegistrationSchema,
  });

/** Asked while signing out, which must not wait long for it. */
const UNREGISTER_TIMEOUT_MS = 3000;

export const unregisterPushDevice = (q: { deviceId: string; clientId: string }) =>
  apiRequest({
    url: `${NOTIFY_BASE}/unregister`,
    method: 'POST',
    query: q,
    timeoutMs: UNREGISTER_TIMEOUT_MS,
  });

export const getPushConfig = () =>
  apiRequest({ url: `${NOTIFY_BASE}/config`, method: 'GET', schema: PushConfigSchema });

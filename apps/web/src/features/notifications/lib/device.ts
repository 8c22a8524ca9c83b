import { Capacitor } from '@capacitor/core';
import { now } from '@sportkarta/contract/clock';
import { storage } from '@/lib/storage';

// spec §3 Push registration: deviceId (this installation, random, kept), clientId (which app).

const DEVICE_ID_KEY = 'sk.push.deviceId';

export async function deviceId(): Promise<string> {
  const stored = await storage.get(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  await storage.set(DEVICE_ID_KEY, id);
  return id;
}

export const clientId = (): string => `sportkarta-${Capacitor.getPlatform()}`;

/** operationTm: when the device did it (a later operation wins on the server). */
export const operationTm = (): string => now().toISOString();

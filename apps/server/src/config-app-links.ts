import { z } from 'zod';

// Issue 15: what the well-known files of the verified app links say (modules/app-links). Both
// are public facts about the published apps, not secrets; unset, the files are served empty,
// so no app is associated with this host (the embedded mode, tests).

const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

export const AppLinksEnvShape = {
  ANDROID_CERT_SHA256: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((f) => f.trim().toUpperCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((f) => FINGERPRINT.test(f)), {
      message:
        'SHA-256 отпечатки сертификатов подписи вида AB:CD:… через запятую / comma-separated SHA-256 fingerprints like AB:CD:…',
    }),
  IOS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'десять букв и цифр Apple Team ID / a 10-character Apple Team ID')
    .optional(),
};

export interface AppLinksConfig {
  /** The Android app's signing certificates (assetlinks.json); empty = none associated. */
  androidCertSha256: string[];
  /** The Apple Team ID of the iOS app (apple-app-site-association); unset = none associated. */
  iosTeamId: string | undefined;
}

export function appLinksConfig(e: {
  ANDROID_CERT_SHA256: string[];
  IOS_TEAM_ID?: string | undefined;
}): AppLinksConfig {
  return { androidCertSha256: e.ANDROID_CERT_SHA256, iosTeamId: e.IOS_TEAM_ID };
}

import path from 'node:path';
import { z } from 'zod';

// Push delivery settings (issue 14), validated at start with the rest of the environment. No
// VAPID key given = the embedded mode: a key pair is generated once into DATA_DIR and the push
// emulator is mounted (docs/configuration.md).

const int = (min: number, max: number, def: number) =>
  z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(min, `должен быть от ${min} до ${max} / must be ${min}..${max}`)
    .max(max, `должен быть от ${min} до ${max} / must be ${min}..${max}`)
    .default(def);

const base64url = (what: string) =>
  z.string().regex(/^[A-Za-z0-9_-]+$/, `${what}: ожидается base64url без «=» / expected base64url`);

export const PushEnvShape = {
  /** VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them). */
  VAPID_PUBLIC_KEY: base64url('VAPID_PUBLIC_KEY').optional(),
  VAPID_PRIVATE_KEY: base64url('VAPID_PRIVATE_KEY').optional(),
  /** Who push services contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:|https:\/\/)\S+$/,
      'ожидается mailto: или https:// / expected mailto: or https://',
    )
    .default('mailto:support@sportkarta.ru'),
  /** How often each process sends the pushes of new notifications (0 = never). */
  PUSH_SECONDS: int(0, 3600, 5),
  /** How long one push service may take to answer. */
  PUSH_TIMEOUT_MS: int(100, 60_000, 10_000),
  /** How long before a session its ticket holder is reminded. */
  SESSION_REMINDER_MINUTES: int(5, 24 * 60, 120),
};

export interface PushConfig {
  /** From the environment; undefined = generated into `vapidFile` (embedded mode). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidFile: string;
  subject: string;
  everySeconds: number;
  timeoutMs: number;
  reminderMinutes: number;
  /** The push emulator answers at /emulators/push (embedded mode, tests). */
  emulated: boolean;
}

type PushEnv = z.infer<z.ZodObject<typeof PushEnvShape>>;

export function pushConfig(
  e: PushEnv,
  dataDir: string,
): { config: PushConfig } | { problems: string[] } {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    return {
      problems: ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: задаются вместе / set both'],
    };
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined;
  return {
    config: {
      vapid,
      vapidFile: path.join(dataDir, 'vapid-keys.json'),
      subject: e.VAPID_SUBJECT,
      everySeconds: e.PUSH_SECONDS,
      timeoutMs: e.PUSH_TIMEOUT_MS,
      reminderMinutes: e.SESSION_REMINDER_MINUTES,
      emulated: vapid === undefined,
    },
  };
}

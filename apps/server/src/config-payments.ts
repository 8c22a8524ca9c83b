import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

// Payment providers' settings (issue 11), validated at start with the rest of the environment.
// An API address unset = the built-in emulator of that provider (embedded mode).

const YOOKASSA_IPS =
  '77.75.153.0/25,77.75.156.11,77.75.156.35,77.75.154.128/25,185.71.76.0/27,185.71.77.0/27,2a02:5180:0:1509::/64,2a02:5180:0:2655::/64,2a02:5180:0:1533::/64,2a02:5180:0:2669::/64';

const YooAccountSchema = z.object({ shopId: z.string().min(1), secretKey: z.string().min(1) });
const SberAccountSchema = z.object({
  userName: z.string().min(1),
  password: z.string().min(1),
  callbackKey: z.string().min(16),
});
/** `{ "YOOKASSA:<accountKey>": {shopId, secretKey}, "SBERBANK:<accountKey>": {userName, password, callbackKey} }` */
const AccountsFileSchema = z.record(
  z
    .string()
    .regex(
      /^(YOOKASSA|SBERBANK):.+$/,
      'ключ вида YOOKASSA:<account> / key like YOOKASSA:<account>',
    ),
  z.union([YooAccountSchema, SberAccountSchema]),
);

export type YooAccount = z.infer<typeof YooAccountSchema>;
export type SberAccount = z.infer<typeof SberAccountSchema>;

/** The credentials the emulators accept (nothing real: they only ever reach the emulators). */
export const PAYMENT_EMULATOR_ACCOUNT = {
  yookassa: { shopId: 'emulator-shop', secretKey: 'emulator-secret-not-for-production' },
  sberbank: {
    userName: 'emulator-api',
    password: 'emulator-password-not-for-production',
    callbackKey: 'emulator-callback-key-not-for-production',
  },
} as const;

const ms = (min: number, max: number, def: number) =>
  z.coerce
    .number({ error: 'должен быть числом / must be a number' })
    .int('должен быть целым числом / must be an integer')
    .min(min, `должен быть от ${min} до ${max} / must be ${min}..${max}`)
    .max(max, `должен быть от ${min} до ${max} / must be ${min}..${max}`)
    .default(def);

export const PaymentEnvShape = {
  YOOKASSA_API_URL: z.url('ожидается адрес / expected a URL').optional(),
  SBERBANK_API_URL: z.url('ожидается адрес / expected a URL').optional(),
  /** A JSON file with each cashbox account's credentials (never in the repository). */
  PAYMENT_ACCOUNTS_FILE: z
    .string()
    .min(1)
    .refine((f) => existsSync(f), { error: 'файл не найден / file not found' })
    .optional(),
  YOOKASSA_WEBHOOK_IPS: z.string().default(YOOKASSA_IPS),
  PAYMENT_TIMEOUT_MS: ms(100, 60_000, 15_000),
  RECONCILE_SECONDS: ms(0, 3600, 30),
  /** Sberbank's acquiring fee by contract, hundredths of a percent: its registry reports none. */
  SBERBANK_FEE_BASIS_POINTS: ms(0, 5000, 280),
  /** The YooKassa emulator's commission (its payments' income_amount), hundredths of a percent. */
  PAYMENT_EMULATOR_FEE_BASIS_POINTS: ms(0, 5000, 280),
};

export interface PaymentsConfig {
  yookassa: { apiUrl: string; emulated: boolean; webhookIps: string[] };
  sberbank: { apiUrl: string; emulated: boolean; feeBasisPoints: number };
  /** The YooKassa emulator's commission, hundredths of a percent. */
  emulatorFeeBasisPoints: number;
  /** Credentials per cashbox account (`YOOKASSA:default`…); the emulators take any account. */
  accounts: { yookassa: Map<string, YooAccount>; sberbank: Map<string, SberAccount> };
  timeoutMs: number;
  /** How often each process asks the providers about unsettled payments (0 = never). */
  reconcileSeconds: number;
}

type PaymentEnv = z.infer<z.ZodObject<typeof PaymentEnvShape>>;

/** Reads the payment part of the validated environment; answers problems instead of throwing. */
export function paymentsConfig(
  e: PaymentEnv,
  publicBaseUrl: string,
): { config: PaymentsConfig } | { problems: string[] } {
  const accounts = {
    yookassa: new Map<string, YooAccount>(),
    sberbank: new Map<string, SberAccount>(),
  };
  if (e.PAYMENT_ACCOUNTS_FILE) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(e.PAYMENT_ACCOUNTS_FILE, 'utf8'));
    } catch {
      return { problems: ['PAYMENT_ACCOUNTS_FILE: не JSON / not JSON'] };
    }
    const parsed = AccountsFileSchema.safeParse(raw);
    if (!parsed.success)
      return {
        problems: parsed.error.issues.map(
          (i) => `PAYMENT_ACCOUNTS_FILE ${i.path.join('.')}: ${i.message}`,
        ),
      };
    for (const [key, value] of Object.entries(parsed.data)) {
      const [provider, account] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      if (provider === 'YOOKASSA' && 'shopId' in value) accounts.yookassa.set(account, value);
      else if (provider === 'SBERBANK' && 'userName' in value)
        accounts.sberbank.set(account, value);
      else
        return {
          problems: [
            `PAYMENT_ACCOUNTS_FILE ${key}: поля не того провайдера / fields of the other provider`,
          ],
        };
    }
  }
  const problems: string[] = [];
  if (e.YOOKASSA_API_URL && accounts.yookassa.size === 0)
    problems.push(
      'PAYMENT_ACCOUNTS_FILE: нужен хотя бы один YOOKASSA:<account> вместе с YOOKASSA_API_URL / required with YOOKASSA_API_URL',
    );
  if (e.SBERBANK_API_URL && accounts.sberbank.size === 0)
    problems.push(
      'PAYMENT_ACCOUNTS_FILE: нужен хотя бы один SBERBANK:<account> вместе с SBERBANK_API_URL / required with SBERBANK_API_URL',
    );
  const webhookIps = e.YOOKASSA_WEBHOOK_IPS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const ip of webhookIps)
    if (!/^[0-9a-f:.]+(\/\d{1,3})?$/i.test(ip))
      problems.push(
        `YOOKASSA_WEBHOOK_IPS: «${ip}» — не адрес или сеть / not an address or network`,
      );
  if (problems.length) return { problems };
  return {
    config: {
      yookassa: {
        apiUrl: (e.YOOKASSA_API_URL ?? `${publicBaseUrl}/emulators/yookassa/v3`).replace(
          /\/+$/,
          '',
        ),
        emulated: !e.YOOKASSA_API_URL,
        webhookIps,
      },
      sberbank: {
        apiUrl: (e.SBERBANK_API_URL ?? `${publicBaseUrl}/emulators/sberbank/payment/rest`).replace(
          /\/+$/,
          '',
        ),
        emulated: !e.SBERBANK_API_URL,
        feeBasisPoints: e.SBERBANK_FEE_BASIS_POINTS,
      },
      emulatorFeeBasisPoints: e.PAYMENT_EMULATOR_FEE_BASIS_POINTS,
      accounts,
      timeoutMs: e.PAYMENT_TIMEOUT_MS,
      reconcileSeconds: e.RECONCILE_SECONDS,
    },
  };
}

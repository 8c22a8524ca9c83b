import { z } from 'zod';

// Build-time configuration (Vite `VITE_*` variables), validated once at start so that a
// misspelt address fails loudly instead of sending requests to nowhere (STYLE: env validated at start).
const EnvSchema = z.object({
  /** Base address of the API; empty = same origin (the server also serves the app). */
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), {
      message: 'VITE_API_BASE_URL должен быть пустым или адресом вида https://host',
    })
    .transform((v) => v.replace(/\/+$/, '')),
  /** Yandex Metrica counter id; empty = error reporting goes nowhere. */
  VITE_METRICA_ID: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^\d+$/.test(v), {
      message: 'VITE_METRICA_ID должен состоять из цифр',
    }),
  /** Client key sent to the Unleash frontend API. */
  VITE_UNLEASH_CLIENT_KEY: z.string().trim().min(1).default('sportkarta-web'),
});

export type AppEnv = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const result = EnvSchema.safeParse({
    VITE_API_BASE_URL: source.VITE_API_BASE_URL || undefined,
    VITE_METRICA_ID: source.VITE_METRICA_ID || undefined,
    VITE_UNLEASH_CLIENT_KEY: source.VITE_UNLEASH_CLIENT_KEY || undefined,
  });
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Неверная конфигурация приложения: ${details}`);
  }
  return result.data;
}

export const env: AppEnv = parseEnv(import.meta.env);

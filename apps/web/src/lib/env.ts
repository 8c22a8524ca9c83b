// Build-time configuration (Vite `VITE_*` variables), validated once at start so that a
// misspelt address fails loudly instead of sending requests to nowhere (STYLE: env validated at start).
// Checked by hand rather than with zod: this module is on the first screen, and building zod
// schemas there costs a long task on a slow phone (issue 2 §8, TBT).
export interface AppEnv {
  /** Base address of the API; empty = same origin (the server also serves the app). */
  VITE_API_BASE_URL: string;
  /** Yandex Metrica counter id; empty = error reporting goes nowhere. */
  VITE_METRICA_ID: string;
  /** Client key sent to the Unleash frontend API. */
  VITE_UNLEASH_CLIENT_KEY: string;
}

/** A set value as trimmed text; unset or blank gives the default. */
function text(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  return String(value).trim();
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const apiBase = text(source.VITE_API_BASE_URL, '');
  const metricaId = text(source.VITE_METRICA_ID, '');
  const unleashKey = text(source.VITE_UNLEASH_CLIENT_KEY, 'sportkarta-web');
  const problems: string[] = [];
  if (apiBase !== '' && !/^https?:\/\/[^\s]+$/.test(apiBase))
    problems.push(
      'VITE_API_BASE_URL: VITE_API_BASE_URL должен быть пустым или адресом вида https://host',
    );
  if (metricaId !== '' && !/^\d+$/.test(metricaId))
    problems.push('VITE_METRICA_ID: VITE_METRICA_ID должен состоять из цифр');
  if (unleashKey === '') problems.push('VITE_UNLEASH_CLIENT_KEY: не может быть пустым');
  if (problems.length) throw new Error(`Неверная конфигурация приложения: ${problems.join('; ')}`);
  return {
    VITE_API_BASE_URL: apiBase.replace(/\/+$/, ''),
    VITE_METRICA_ID: metricaId,
    VITE_UNLEASH_CLIENT_KEY: unleashKey,
  };
}

export const env: AppEnv = parseEnv(import.meta.env);

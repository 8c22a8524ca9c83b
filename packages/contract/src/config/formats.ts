// Formatting of spec §9 and §5: phone mask, date formats, roubles (0-2 decimals, sign ₽).
import type { Currency } from '../enums';
import { once } from '../once';

/** spec §9: each `*` takes one of the ten digits after +7. */
export const PHONE_MASK = '+7 (***) *** ** **';
/** spec §5: the date picker shows DD/MM/YYYY by default… */
export const DATE_DISPLAY = 'DD/MM/YYYY';
/** …and DD.MM.YYYY inside a form field. */
export const DATE_FIELD = 'DD.MM.YYYY';
/** spec §5: dates are sent as YYYY-MM-DD. */
export const DATE_API = 'YYYY-MM-DD';

/** spec §3/§9: the only currency. */
export const CURRENCY = 'RUB' as const satisfies Currency;
export const CURRENCY_SIGN = '₽';
export const CURRENCY_MIN_FRACTION_DIGITS = 0;
export const CURRENCY_MAX_FRACTION_DIGITS = 2;
/** spec §5: a zero price shows this when free is requested. */
export const PRICE_FREE_LABEL = 'Бесплатно';

/** Months in the genitive, as a Russian date is written: «21 ноября 2026». */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * Fills PHONE_MASK with the digits of `input` (any non-digits are dropped; a leading 7 or 8 of an
 * 11-digit number is the country code). A partial number is cut after its last digit, so the
 * function also formats while typing. No digits gives ''.
 */
export function formatPhoneMasked(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  let out = '';
  let used = 0;
  for (const ch of PHONE_MASK) {
    if (ch === '*') {
      out += digits[used];
      used += 1;
      if (used === digits.length) break;
    } else {
      out += ch;
    }
  }
  return out;
}

// The type is spelt out because `trailingZeroDisplay` (ES2023) is missing from the ES2022 lib
// that the server compiles with; Node 20 and every browser we support know it.
const RUBLES: Intl.NumberFormatOptions & { trailingZeroDisplay: 'stripIfInteger' } = {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: CURRENCY_MAX_FRACTION_DIGITS,
  maximumFractionDigits: CURRENCY_MAX_FRACTION_DIGITS,
  // Whole roubles show no ",00" (spec §9: 0-2 decimals).
  trailingZeroDisplay: 'stripIfInteger',
};
const rubles = once(() => new Intl.NumberFormat('ru-RU', RUBLES));

/**
 * Money is integer kopecks in the API (STYLE.md). Shows roubles the Russian way through
 * Intl.NumberFormat: groups of three separated by a no-break space, a comma and exactly two
 * decimals only when there are kopecks, then «₽» after a no-break space:
 * 150000 → '1 500 ₽', 150050 → '1 500,50 ₽'. Zero with `free` gives «Бесплатно».
 */
export function formatRub(kopecks: number, options: { free?: boolean } = {}): string {
  if (!Number.isFinite(kopecks)) throw new RangeError(`Not an amount: ${kopecks}`);
  const whole = Math.round(kopecks);
  if (whole === 0 && options.free) return PRICE_FREE_LABEL;
  // `|| 0`: a rounded -0 must not read «-0 ₽».
  return rubles().format((whole || 0) / 100);
}

/** Roubles (possibly fractional, e.g. from a form) to integer kopecks. */
export function rublesToKopecks(rubles: number): number {
  return Math.round(rubles * 100);
}

const pad2 = (n: number): string => n.toString().padStart(2, '0');
const pad4 = (n: number): string => n.toString().padStart(4, '0');
const API_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in YYYY-MM-DD (2023-02-29 and 2024-13-01 are not). */
export function isValidApiDate(value: string): boolean {
  const m = API_DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/**
 * A calendar date as YYYY-MM-DD from the *local* date parts: a date picked in the user's time
 * zone must not shift by a day through UTC.
 */
export function toApiDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return `${pad4(date.getFullYear())}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** YYYY-MM-DD to a Date at local midnight; throws RangeError on anything else. */
export function fromApiDate(value: string): Date {
  if (!isValidApiDate(value)) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(y, mo - 1, d);
}

const asDate = (value: Date | string): Date =>
  typeof value === 'string' ? fromApiDate(value) : value;

function formatDate(value: Date | string, separator: string): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return [pad2(date.getDate()), pad2(date.getMonth() + 1), pad4(date.getFullYear())].join(
    separator,
  );
}

/**
 * YYYY-MM-DD as a Russian date is written, «21 ноября 2026» (genitive month, no «г.» that Intl
 * adds); anything else is returned as it is. The news cards of the app and the server's copy
 * of the first screen both call this. Written out rather than with date-fns `format` and its
 * locale: its first run cost a long task on a slow phone (issue 2 §8, TBT).
 */
export function formatLongDate(isoDate: string): string {
  if (!isValidApiDate(isoDate)) return isoDate;
  const [y, mo, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS_GENITIVE[mo - 1]} ${y}`;
}

/**
 * A date phrase that begins a line: its first letter upper-case and nothing else, «Пятница,
 * 27 ноября», «Ноябрь 2026». Russian weekdays and months are lower-case inside a phrase, so never
 * CSS `text-transform: capitalize` (it upper-cases every word: «27 Ноября»), and screen readers
 * read the text as written.
 */
export function atLineStart(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1);
}

/** DATE_DISPLAY: a Date or a YYYY-MM-DD string as DD/MM/YYYY. */
export function formatDisplayDate(value: Date | string): string {
  return formatDate(value, '/');
}

/** DATE_FIELD: a Date or a YYYY-MM-DD string as DD.MM.YYYY. */
export function formatFieldDate(value: Date | string): string {
  return formatDate(value, '.');
}

/** DD.MM.YYYY typed into a form field back to YYYY-MM-DD, or null when it is not a real date. */
export function parseFieldDate(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const api = `${m[3]}-${m[2]}-${m[1]}`;
  return isValidApiDate(api) ? api : null;
}

import type { StaffOrdersFilter } from '../api/get-staff-orders';

/** What one search box is read as: an order number, a phone, a buyer's name, or nothing. */
export type SearchKind = 'number' | 'phone' | 'name' | 'none';

/** Order numbers are short; ten digits or a leading + is a phone (+7 916 …, 8 916 …). */
const MAX_NUMBER_DIGITS = 8;
const MIN_PHONE_DIGITS = 3;
const MIN_NAME_LETTERS = 2;

/**
 * The front desk types whatever the buyer says: «1042», «+7 916 123», «Демидова». Digits alone
 * are an order number unless they are as long as a phone; digits with phone signs are a phone
 * (sent as digits); anything else of two letters or more is a name.
 */
export function readOrderSearch(
  text: string,
  date: string,
): {
  kind: SearchKind;
  filter: StaffOrdersFilter;
} {
  const value = text.trim();
  const day = date ? { date } : {};
  const digits = value.replace(/\D/g, '');
  if (/^\d+$/.test(value) && value.length <= MAX_NUMBER_DIGITS)
    return { kind: 'number', filter: { number: Number(value), ...day } };
  if (/^\+?[\d\s()-]+$/.test(value) && digits.length >= MIN_PHONE_DIGITS)
    return { kind: 'phone', filter: { phone: digits, ...day } };
  if (value.length >= MIN_NAME_LETTERS) return { kind: 'name', filter: { name: value, ...day } };
  return { kind: 'none', filter: day };
}

import type { MaskitoOptions } from '@maskito/core';
import { PHONE_MASK, formatPhoneMasked } from '@sportkarta/contract/config/formats';

// spec §4 Login step 1 (and the friends' phone search, issue 14): the phone is typed into the
// mask +7 (***) *** ** **. The field keeps only the ten digits after +7; Maskito (what Ionic
// recommends) edits the text in place, so the caret stays where the person types or deletes,
// also in the middle of the number.

/** A pasted or autofilled «8 912 …» / «7912…» (eleven digits) loses its country digit. */
function withoutCountryDigit(data: string): string {
  const digits = data.replace(/\D/g, '');
  return digits.length === 11 && /^[78]/.test(digits) && !data.trim().startsWith('+')
    ? digits.slice(1)
    : data;
}

/** PHONE_MASK as Maskito's mask: each `*` one digit, every other character fixed. */
export const phoneMaskOptions: MaskitoOptions = {
  mask: [...PHONE_MASK].map((ch) => (ch === '*' ? /\d/ : ch)),
  preprocessors: [
    ({ elementState, data }, action) =>
      action === 'insert' ? { elementState, data: withoutCountryDigit(data) } : { elementState },
  ],
};

/** What the person typed or pasted (mask included) → the ten national digits, at most. */
export function phoneDigitsFromInput(value: string): string {
  const withoutPrefix = value.trim().startsWith('+7') ? value.trim().slice(2) : value;
  let digits = withoutPrefix.replace(/\D/g, '');
  if (digits.length === 11 && /^[78]/.test(digits)) digits = digits.slice(1);
  return digits.slice(0, 10);
}

export const maskPhone = (digits: string): string => formatPhoneMasked(digits);

export const isCompletePhone = (digits: string): boolean => /^\d{10}$/.test(digits);

/** The API form +7XXXXXXXXXX. */
export const apiPhone = (digits: string): string => `+7${digits}`;

/** 179 → «2:59» */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

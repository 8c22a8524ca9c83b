import { describe, expect, it } from 'vitest';
import {
  atLineStart,
  formatDisplayDate,
  formatFieldDate,
  formatPhoneMasked,
  formatLongDate,
  formatRub,
  fromApiDate,
  isValidApiDate,
  parseFieldDate,
  rublesToKopecks,
  toApiDate,
} from './formats';

const S = '\u00a0'; // formatRub separates with no-break spaces

describe('formatPhoneMasked (spec §9 mask +7 (***) *** ** **)', () => {
  it.each([
    ['9123456789', '+7 (912) 345 67 89'],
    ['79123456789', '+7 (912) 345 67 89'],
    ['89123456789', '+7 (912) 345 67 89'],
    ['+7 (912) 345-67-89', '+7 (912) 345 67 89'],
    ['912', '+7 (912'],
    ['9123', '+7 (912) 3'],
    ['91234567', '+7 (912) 345 67'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (input, out) => {
    expect(formatPhoneMasked(input)).toBe(out);
  });
});

describe('formatRub (kopecks → roubles, 0–2 decimals, ₽)', () => {
  it.each([
    [0, `0${S}₽`],
    [100, `1${S}₽`],
    [150000, `1${S}500${S}₽`],
    [150050, `1${S}500,50${S}₽`],
    [150005, `1${S}500,05${S}₽`],
    [99, `0,99${S}₽`],
    [123456789, `1${S}234${S}567,89${S}₽`],
    [-150000, `-1${S}500${S}₽`],
    [-0.4, `0${S}₽`],
  ])('%i kopecks → %j', (kopecks, out) => {
    expect(formatRub(kopecks)).toBe(out);
  });

  it('shows «Бесплатно» for zero only when free is requested', () => {
    expect(formatRub(0, { free: true })).toBe('Бесплатно');
    expect(formatRub(100, { free: true })).toBe(`1${S}₽`);
    expect(formatRub(0, { free: false })).toBe(`0${S}₽`);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatRub(Number.NaN)).toThrow(RangeError);
  });

  it('converts roubles to kopecks without float drift', () => {
    expect(rublesToKopecks(19.99)).toBe(1999);
    expect(rublesToKopecks(1500)).toBe(150000);
  });
});

describe('API dates (spec §5: YYYY-MM-DD, DD/MM/YYYY, DD.MM.YYYY)', () => {
  it('formats a local date without a UTC shift', () => {
    expect(toApiDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(toApiDate(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });

  it('reads YYYY-MM-DD as local midnight and round-trips', () => {
    const d = fromApiDate('2024-02-29');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(toApiDate(d)).toBe('2024-02-29');
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024-1-1', ''])(
    'refuses %j',
    (value) => {
      expect(isValidApiDate(value)).toBe(false);
      expect(() => fromApiDate(value)).toThrow(RangeError);
    },
  );

  it('shows dates for the picker and the form field', () => {
    expect(formatDisplayDate('2024-03-07')).toBe('07/03/2024');
    expect(formatFieldDate('2024-03-07')).toBe('07.03.2024');
    expect(formatDisplayDate(new Date(1999, 11, 31))).toBe('31/12/1999');
  });

  it('parses a typed field date back to the API form', () => {
    expect(parseFieldDate('07.03.2024')).toBe('2024-03-07');
    expect(parseFieldDate(' 29.02.2024 ')).toBe('2024-02-29');
    expect(parseFieldDate('29.02.2023')).toBeNull();
    expect(parseFieldDate('7.3.2024')).toBeNull();
  });
});

describe('formatLongDate (news dates, app and first-screen copy)', () => {
  it('writes the date the Russian way, month in the genitive', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 ноября 2026');
    expect(formatLongDate('2026-03-01')).toBe('1 марта 2026');
  });
  it('leaves what is not a real YYYY-MM-DD date as it is', () => {
    expect(formatLongDate('скоро')).toBe('скоро');
    expect(formatLongDate('2026-02-31')).toBe('2026-02-31');
  });
});

describe('atLineStart (a date at the start of a line)', () => {
  it('upper-cases the first letter only: Russian months stay lower-case', () => {
    expect(atLineStart('пятница, 27 ноября, 19:00–19:45')).toBe('Пятница, 27 ноября, 19:00–19:45');
    expect(atLineStart('ноябрь 2026')).toBe('Ноябрь 2026');
    expect(atLineStart('')).toBe('');
  });
});

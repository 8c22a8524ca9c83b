// The sports tax deduction (integrations.md §6: пп. 7 п. 1 ст. 219 НК РФ): the years it exists
// for, the yearly limit of the social deductions it shares, and the time zone of the document.

/** Incomes spent on sport from 01.01.2022 count (88-ФЗ of 05.04.2021). */
export const TAX_DEDUCTION_FIRST_YEAR = 2022;

/** The year the limit of the social deductions grew from 120 000 ₽ to 150 000 ₽. */
export const TAX_LIMIT_RAISED_IN = 2024;
export const TAX_LIMIT_BEFORE_KOPECKS = 120_000_00;
export const TAX_LIMIT_KOPECKS = 150_000_00;

/** The yearly limit of the social deductions (sport, treatment, studies together) for `year`. */
export function taxDeductionLimitKopecks(year: number): number {
  return year >= TAX_LIMIT_RAISED_IN ? TAX_LIMIT_KOPECKS : TAX_LIMIT_BEFORE_KOPECKS;
}

/** The payer's ИНН on the certificate: a person's ИНН has 12 digits. */
export const PERSON_INN_PATTERN = /^\d{12}$/;

/** The certificate's date and the year of a payment are read in Moscow time. */
export const TAX_TIME_ZONE = 'Europe/Moscow';

import { isValid, parseISO } from 'date-fns';
import { MONTHS_GENITIVE } from '@sportkarta/contract/config/formats';

/**
 * '2026-11-21' → «21 ноября 2026» (genitive month, no «г.» suffix that Intl adds). Written out
 * rather than with date-fns `format` and its locale: the cards of the first screen call this,
 * and `format`'s first run cost a long task on a slow phone (issue 2 §8, TBT).
 */
export function formatNewsDate(isoDate: string): string {
  const date = parseISO(isoDate);
  if (!isValid(date)) return isoDate;
  return `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()}`;
}

/** Full text → paragraphs: the contract separates them with a blank line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

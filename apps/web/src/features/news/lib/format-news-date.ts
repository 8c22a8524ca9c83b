import { format, isValid, parseISO } from 'date-fns';
import { ru } from 'date-fns/locale/ru';

/** '2026-11-21' → «21 ноября 2026» (genitive month, no «г.» suffix that Intl adds). */
export function formatNewsDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: ru }) : isoDate;
}

/** Full text → paragraphs: the contract separates them with a blank line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

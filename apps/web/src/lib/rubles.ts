// Money typed by the venue's staff: roubles with up to two decimals («700», «700,50»), sent in
// kopecks (the catalogue's forms, the layout editor's products).

const RUBLES = /^\d{1,7}([.,]\d{1,2})?$/;

/** Kopecks of «700», «700,50» (NaN for anything else). */
export const kopecks = (s: string): number =>
  RUBLES.test(s.trim()) ? Math.round(Number(s.trim().replace(',', '.')) * 100) : Number.NaN;

/** «700», «700,50» from kopecks (the field's text). */
export const rublesText = (kopecks: number): string =>
  kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2).replace('.', ',');

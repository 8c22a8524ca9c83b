import { formatNewsDate, splitParagraphs } from './format-news-date';

describe('formatNewsDate', () => {
  it('writes the date the Russian way, month in the genitive', () => {
    expect(formatNewsDate('2026-11-21')).toBe('21 ноября 2026');
    expect(formatNewsDate('2026-03-01')).toBe('1 марта 2026');
  });
  it('leaves an unparseable date as it is', () => {
    expect(formatNewsDate('скоро')).toBe('скоро');
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(splitParagraphs('a\nb\n\n\n c \r\n\r\nd')).toEqual(['a\nb', 'c', 'd']);
  });
});

import { splitParagraphs } from './split-paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(splitParagraphs('a\nb\n\n\n c \r\n\r\nd')).toEqual(['a\nb', 'c', 'd']);
  });
});

import { readOrderSearch } from './order-search';

describe('readOrderSearch', () => {
  it('reads digits as an order number, a long or signed number as a phone, words as a name', () => {
    expect(readOrderSearch(' 1042 ', '')).toEqual({ kind: 'number', filter: { number: 1042 } });
    expect(readOrderSearch('+7 (916) 123', '')).toEqual({
      kind: 'phone',
      filter: { phone: '7916123' },
    });
    expect(readOrderSearch('89161234567', '')).toEqual({
      kind: 'phone',
      filter: { phone: '89161234567' },
    });
    expect(readOrderSearch('Демидова', '2026-11-24')).toEqual({
      kind: 'name',
      filter: { name: 'Демидова', date: '2026-11-24' },
    });
  });

  it('too little to search by leaves the date alone', () => {
    expect(readOrderSearch('Д', '')).toEqual({ kind: 'none', filter: {} });
    expect(readOrderSearch('', '2026-11-24')).toEqual({
      kind: 'none',
      filter: { date: '2026-11-24' },
    });
  });
});

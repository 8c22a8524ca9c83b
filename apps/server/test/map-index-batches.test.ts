import { describe, expect, it } from 'vitest';
import { cardAt } from '../src/modules/venue-index/cards';
import {
  buildVenueIndex,
  VenueIndexBuilder,
  type VenueIndex,
  type VenueRow,
} from '../src/modules/venue-index/venue-index';

// The venue index is built batch by batch (the loader pages through the table by id, so only
// one batch of row objects is alive at a time): any split gives the same index as one batch.
// The loader's paging is tested on both engines in map-index-version.test.ts.

const photo = { url: '/media/a.jpg', alt: 'Бассейн' };
const rowsOf = (n: number): VenueRow[] =>
  Array.from({ length: n }, (_, k) => ({
    id: 1000 - k * 7,
    lat: 55.6 + ((k * 37) % 100) / 300,
    // Equal longitudes tie on x: the id decides.
    lon: 37.4 + ((k * 53) % 20) / 50,
    sportTypeIds: k % 3 === 0 ? [] : [k % 5, 1 + (k % 2)],
    categoryIds: [k % 4],
    info:
      k % 11 === 5
        ? undefined
        : {
            name: `Спорткомплекс №${k} «Ёлка»`,
            placeName: k % 2 ? 'Бассейн' : 'Зал',
            address: `Москва, улица Строителей, ${k}`,
            photo: k % 3 ? photo : null,
            benefits: k % 4 ? ['PENSIONER'] : [],
            hasServices: k % 2 === 0,
            ratingAvg: k % 5 ? 3 + (k % 3) / 2 : null,
            ratingCount: k % 5,
          },
  }));

const inBatches = (rows: VenueRow[], size: number): VenueIndex => {
  const builder = new VenueIndexBuilder();
  for (let i = 0; i < rows.length; i += size) builder.add(rows.slice(i, i + size));
  return builder.finish([{ id: 1, name: 'Плавание' }]);
};

describe('VenueIndexBuilder', () => {
  it('gives the same index whatever the batches, growing its columns past their start size', () => {
    const rows = rowsOf(1200);
    const whole = buildVenueIndex(rows, [{ id: 1, name: 'Плавание' }]);
    for (const size of [1, 7, 1024, 1199]) expect(inBatches(rows, size)).toEqual(whole);
  });

  it('keeps every card with its venue, in x order then id', () => {
    const rows = rowsOf(300);
    const index = inBatches(rows, 13);
    expect(index.size).toBe(300);
    for (let i = 1; i < index.size; i++) {
      const sameX = index.x[i] === index.x[i - 1];
      expect(index.x[i]! > index.x[i - 1]! || (sameX && index.ids[i]! > index.ids[i - 1]!)).toBe(
        true,
      );
    }
    for (let i = 0; i < index.size; i++) {
      const row = rows.find((r) => r.id === index.ids[i])!;
      expect(cardAt(index.cards, i)).toEqual(row.info);
      expect([index.lat[i], index.lon[i]]).toEqual([row.lat, row.lon]);
      const sports = index.sportValues.slice(index.sportOffsets[i], index.sportOffsets[i + 1]);
      expect([...sports]).toEqual(row.sportTypeIds);
    }
  });

  it('builds an empty index', () => {
    const index = new VenueIndexBuilder().finish();
    expect(index.size).toBe(0);
    expect(index.cards.names.length).toBe(0);
  });
});

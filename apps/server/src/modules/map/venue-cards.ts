import type { Photo } from '@sportkarta/contract/api/places';
import type { VenueInfo, VenueRow } from './venue-index';

// What a list card shows, packed into typed arrays and a few long strings instead of an object
// per venue: at 1M venues millions of small objects made every major GC mark them all (p99 of
// the list grew ×5 from 10k to 1M); these are a handful of objects whatever the size.

export interface VenueCards {
  /** 1 when the venue has card data (map-only test rows have none). */
  readonly present: Uint8Array;
  /** Names and addresses, each concatenated; venue i's is text.slice(off[i], off[i + 1]). */
  readonly names: string;
  readonly nameOff: Int32Array;
  readonly addresses: string;
  readonly addressOff: Int32Array;
  /** Indexes into the shared lists below (photo: −1 = none). */
  readonly placeNameOf: Int32Array;
  readonly placeNames: readonly string[];
  readonly photoOf: Int32Array;
  readonly photos: readonly Photo[];
  readonly benefitsOf: Int32Array;
  readonly benefitLists: readonly (readonly string[])[];
  readonly hasServices: Uint8Array;
  /** NaN = no rating yet. */
  readonly ratingAvg: Float64Array;
  readonly ratingCount: Int32Array;
}

class Interner<T> {
  readonly list: T[] = [];
  private readonly byKey = new Map<unknown, number>();
  /** The loader already shares equal photos and benefit lists, so identity is the key. */
  of(key: unknown, value: T): number {
    let i = this.byKey.get(key);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(value);
      this.byKey.set(key, i);
    }
    return i;
  }
}

/** Cards in index order (`order[i]` is the row at position i). */
export function packCards(rows: readonly VenueRow[], order: readonly number[]): VenueCards {
  const n = order.length;
  const c = {
    present: new Uint8Array(n),
    nameOff: new Int32Array(n + 1),
    addressOff: new Int32Array(n + 1),
    placeNameOf: new Int32Array(n),
    photoOf: new Int32Array(n).fill(-1),
    benefitsOf: new Int32Array(n),
    hasServices: new Uint8Array(n),
    ratingAvg: new Float64Array(n).fill(NaN),
    ratingCount: new Int32Array(n),
  };
  const placeNames = new Interner<string>();
  const photos = new Interner<Photo>();
  const benefits = new Interner<readonly string[]>();
  const names: string[] = [];
  const addresses: string[] = [];
  let nameLen = 0;
  let addressLen = 0;
  order.forEach((r, i) => {
    const v = rows[r]!.info;
    c.nameOff[i] = nameLen;
    c.addressOff[i] = addressLen;
    if (!v) return;
    c.present[i] = 1;
    names.push(v.name);
    addresses.push(v.address);
    nameLen += v.name.length;
    addressLen += v.address.length;
    c.placeNameOf[i] = placeNames.of(v.placeName, v.placeName);
    if (v.photo) c.photoOf[i] = photos.of(v.photo, v.photo);
    c.benefitsOf[i] = benefits.of(v.benefits, v.benefits);
    c.hasServices[i] = v.hasServices ? 1 : 0;
    if (v.ratingAvg !== null) c.ratingAvg[i] = v.ratingAvg;
    c.ratingCount[i] = v.ratingCount;
  });
  c.nameOff[n] = nameLen;
  c.addressOff[n] = addressLen;
  return {
    ...c,
    names: names.join(''),
    addresses: addresses.join(''),
    placeNames: placeNames.list,
    photos: photos.list,
    benefitLists: benefits.list,
  };
}

export function cardName(c: VenueCards, i: number): string {
  return c.names.slice(c.nameOff[i], c.nameOff[i + 1]);
}

/** Venue i's card data, or undefined when the index has none for it. */
export function cardAt(c: VenueCards, i: number): VenueInfo | undefined {
  if (!c.present[i]) return undefined;
  const photo = c.photoOf[i]!;
  const rating = c.ratingAvg[i]!;
  return {
    name: cardName(c, i),
    placeName: c.placeNames[c.placeNameOf[i]!]!,
    address: c.addresses.slice(c.addressOff[i], c.addressOff[i + 1]),
    photo: photo < 0 ? null : c.photos[photo]!,
    benefits: c.benefitLists[c.benefitsOf[i]!]!,
    hasServices: c.hasServices[i] === 1,
    ratingAvg: Number.isNaN(rating) ? null : rating,
    ratingCount: c.ratingCount[i]!,
  };
}

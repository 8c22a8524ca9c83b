import type { Photo } from '@sportkarta/contract/api/places';
import { Column, TextColumn } from './columns';

// What a list card shows, packed into typed arrays and UTF-8 byte buffers instead of an object
// per venue: at 1M venues millions of small objects made every major GC mark them all (p99 of
// the list grew ×5 from 10k to 1M); these are a handful of objects whatever the size, and the
// texts live outside the JS heap.

/** What a list card (PlaceSummary) needs beyond coordinates and ids. */
export interface VenueInfo {
  name: string;
  placeName: string;
  address: string;
  photo: Photo | null;
  benefits: readonly string[];
  hasServices: boolean;
  ratingAvg: number | null;
  ratingCount: number;
}

export interface VenueCards {
  /** 1 when the venue has card data (map-only test rows have none). */
  readonly present: Uint8Array;
  /** Names and addresses as UTF-8; venue i's is bytes[off[i], off[i + 1]). */
  readonly names: Buffer;
  readonly nameOff: Int32Array;
  readonly addresses: Buffer;
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

const ints = (n: number) => new Int32Array(n);
const bytes = (n: number) => new Uint8Array(n);
const doubles = (n: number) => new Float64Array(n);

/** Collects card data in arrival order, batch by batch; `finish` packs it in index order. */
export class CardsBuilder {
  private readonly present = new Column(bytes);
  private readonly names = new TextColumn();
  private readonly addresses = new TextColumn();
  private readonly placeNameOf = new Column(ints);
  private readonly photoOf = new Column(ints);
  private readonly benefitsOf = new Column(ints);
  private readonly hasServices = new Column(bytes);
  private readonly ratingAvg = new Column(doubles);
  private readonly ratingCount = new Column(ints);
  private readonly placeNames = new Interner<string>();
  private readonly photos = new Interner<Photo>();
  private readonly benefits = new Interner<readonly string[]>();

  add(v: VenueInfo | undefined): void {
    this.present.push(v ? 1 : 0);
    this.names.push(v?.name ?? '');
    this.addresses.push(v?.address ?? '');
    this.placeNameOf.push(v ? this.placeNames.of(v.placeName, v.placeName) : 0);
    this.photoOf.push(v?.photo ? this.photos.of(v.photo, v.photo) : -1);
    this.benefitsOf.push(v ? this.benefits.of(v.benefits, v.benefits) : 0);
    this.hasServices.push(v?.hasServices ? 1 : 0);
    this.ratingAvg.push(v?.ratingAvg ?? NaN);
    this.ratingCount.push(v?.ratingCount ?? 0);
  }

  /** Cards in index order (`order[i]` is the arrival of the venue at position i). */
  finish(order: Int32Array): VenueCards {
    const names = this.names.permuted(order);
    const addresses = this.addresses.permuted(order);
    return {
      present: this.present.permuted(order),
      names: names.bytes,
      nameOff: names.offsets,
      addresses: addresses.bytes,
      addressOff: addresses.offsets,
      placeNameOf: this.placeNameOf.permuted(order),
      placeNames: this.placeNames.list,
      photoOf: this.photoOf.permuted(order),
      photos: this.photos.list,
      benefitsOf: this.benefitsOf.permuted(order),
      benefitLists: this.benefits.list,
      hasServices: this.hasServices.permuted(order),
      ratingAvg: this.ratingAvg.permuted(order),
      ratingCount: this.ratingCount.permuted(order),
    };
  }
}

export function cardName(c: VenueCards, i: number): string {
  return c.names.toString('utf8', c.nameOff[i], c.nameOff[i + 1]);
}

/** Venue i's card data, or undefined when the index has none for it. */
export function cardAt(c: VenueCards, i: number): VenueInfo | undefined {
  if (!c.present[i]) return undefined;
  const photo = c.photoOf[i]!;
  const rating = c.ratingAvg[i]!;
  return {
    name: cardName(c, i),
    placeName: c.placeNames[c.placeNameOf[i]!]!,
    address: c.addresses.toString('utf8', c.addressOff[i], c.addressOff[i + 1]),
    photo: photo < 0 ? null : c.photos[photo]!,
    benefits: c.benefitLists[c.benefitsOf[i]!]!,
    hasServices: c.hasServices[i] === 1,
    ratingAvg: Number.isNaN(rating) ? null : rating,
    ratingCount: c.ratingCount[i]!,
  };
}

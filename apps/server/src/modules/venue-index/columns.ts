// Growable typed columns for building the venue index batch by batch (VenueIndexBuilder): a
// column holds one number per venue in arrival order, and `permuted` gives them in index order.
// Typed arrays live outside the JS heap, so a million venues cost the collector a few objects,
// not the million row objects a single query would keep alive at once.

type Numbers = Int32Array | Float64Array | Uint8Array;

export class Column<A extends Numbers> {
  private data: A;
  length = 0;

  constructor(private readonly make: (n: number) => A) {
    this.data = make(1024);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  at(i: number): number {
    return this.data[i]!;
  }

  /** The values in index order: `order[i]` is the arrival of the venue at position i. */
  permuted(order: Int32Array): A {
    const out = this.make(order.length);
    for (let i = 0; i < order.length; i++) out[i] = this.data[order[i]!]!;
    return out;
  }
}

/** A short list of ids per venue (sport types, categories), stored CSR-style. */
export class ListColumn {
  private readonly starts = new Column((n) => new Int32Array(n));
  private readonly values = new Column((n) => new Int32Array(n));

  push(list: readonly number[]): void {
    this.starts.push(this.values.length);
    for (const v of list) this.values.push(v);
  }

  /** Offsets (n + 1) and values in index order: venue i's list is values[offsets[i], offsets[i + 1]). */
  permuted(order: Int32Array): { offsets: Int32Array; values: Int32Array } {
    const offsets = new Int32Array(order.length + 1);
    let total = 0;
    for (let i = 0; i < order.length; i++) {
      offsets[i] = total;
      total += this.lengthOf(order[i]!);
    }
    offsets[order.length] = total;
    const values = new Int32Array(total);
    for (let i = 0; i < order.length; i++) {
      const from = this.starts.at(order[i]!);
      for (let k = 0; k < offsets[i + 1]! - offsets[i]!; k++)
        values[offsets[i]! + k] = this.values.at(from + k);
    }
    return { offsets, values };
  }

  private lengthOf(arrival: number): number {
    const end = arrival + 1 < this.starts.length ? this.starts.at(arrival + 1) : this.values.length;
    return end - this.starts.at(arrival);
  }
}

/** A text per venue as UTF-8 bytes in one buffer (off the JS heap). */
export class TextColumn {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private used = 0;
  private readonly starts = new Column((n) => new Int32Array(n));

  push(text: string): void {
    const room = this.used + 3 * text.length;
    if (room > this.bytes.length) {
      const next = Buffer.allocUnsafe(Math.max(room, 2 * this.bytes.length));
      this.bytes.copy(next, 0, 0, this.used);
      this.bytes = next;
    }
    this.starts.push(this.used);
    this.used += this.bytes.write(text, this.used, 'utf8');
  }

  /** Bytes and offsets (n + 1) in index order: venue i's text is bytes[offsets[i], offsets[i + 1]). */
  permuted(order: Int32Array): { bytes: Buffer; offsets: Int32Array } {
    const offsets = new Int32Array(order.length + 1);
    const bytes = Buffer.allocUnsafe(this.used);
    let at = 0;
    for (let i = 0; i < order.length; i++) {
      offsets[i] = at;
      const a = order[i]!;
      const end = a + 1 < this.starts.length ? this.starts.at(a + 1) : this.used;
      at += this.bytes.copy(bytes, at, this.starts.at(a), end);
    }
    offsets[order.length] = at;
    return { bytes, offsets };
  }
}

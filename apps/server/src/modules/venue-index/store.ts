import type { SportType } from '@sportkarta/contract/api/places';
import { VenueIndexBuilder, type VenueIndex, type VenueRow } from './venue-index';

export interface VenueIndexSource {
  /** Every venue, in batches (only one batch of row objects need be alive at a time). */
  batches(): AsyncIterable<readonly VenueRow[]>;
  signature(): Promise<string>;
  /** The sport_types dictionary in display order (the list shows names); none when absent. */
  sportTypes?(): Promise<SportType[]>;
}

/**
 * Keeps the venue index (shared by the map and the nearest-first list) of this process fresh. After `ttlMs` the next request checks the
 * database's fingerprint of the approved set and rebuilds only when it changed; with a ttl
 * above zero that check runs in the background and requests keep the previous index meanwhile
 * (new venues appear on the map within the ttl). One refresh runs at a time.
 */
export class VenueIndexStore {
  private current: { index: VenueIndex; signature: string; checkedAt: number } | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly source: VenueIndexSource,
    private readonly ttlMs: number,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<VenueIndex> {
    const ready = this.peek();
    if (ready) return ready;
    if (this.ttlMs === 0) {
      // Read-your-writes (tests): a check or a build already under way — the first one too,
      // which the app starts when it is ready — may have read the version and the venues before
      // the caller's last write, so the caller waits for it and then checks again.
      await this.refreshing?.catch(() => undefined);
    }
    await this.refresh();
    if (!this.current) throw new Error('venue index missing after refresh');
    return this.current.index;
  }

  /**
   * The index get() would answer without waiting for anything (a stale one starts the
   * background check, as get() does); undefined when get() has to wait — nothing built yet, or
   * a ttl of 0. A hot route then answers without a promise (modules/places/list-fast.ts).
   */
  peek(): VenueIndex | undefined {
    const current = this.current;
    if (!current || this.ttlMs === 0) return undefined;
    if (this.now() - current.checkedAt >= this.ttlMs) this.refresh().catch(this.onError);
    return current.index;
  }

  /** Re-checks the signature now (a timer calls this every ttl, so changes show within it). */
  check(): Promise<void> {
    return this.refresh();
  }

  /** Resolves when no refresh is under way (on shutdown, before the database closes). */
  async settled(): Promise<void> {
    await this.refreshing?.catch(() => undefined);
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const checkedAt = this.now();
    const signature = await this.source.signature();
    if (this.current && this.current.signature === signature) {
      this.current = { ...this.current, checkedAt };
      return;
    }
    const builder = new VenueIndexBuilder();
    const [types] = await Promise.all([
      this.source.sportTypes ? this.source.sportTypes() : Promise.resolve([]),
      (async () => {
        for await (const rows of this.source.batches()) builder.add(rows);
      })(),
    ]);
    this.current = { index: builder.finish(types), signature, checkedAt };
  }
}

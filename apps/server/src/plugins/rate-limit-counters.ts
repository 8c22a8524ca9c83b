/**
 * Per-process batching of the PostgreSQL rate-limit counters. The first request of a key in a
 * window, and then at most one request per `flushMs`, starts writing the pending increments
 * with one upsert and learns the shared total when it returns; every request is answered at
 * once, from the last shared total plus this process's own count. So the limit is exact within
 * a process and lags other processes by about `flushMs`, while a busy endpoint writes no row
 * per request and waits for no database round trip (bench/README.md: the upsert capped the
 * venues list's throughput).
 */
export type AddToCounter = (key: string, by: number, windowStart: number) => Promise<number>;

interface Counter {
  windowStart: number;
  /** The shared total as of the last flush. */
  known: number;
  /** Increments of this process being written now. */
  writing: number;
  /** Increments of this process not yet written. */
  pending: number;
  flushedAt: number;
  flushing: Promise<void> | null;
}

export class BatchedCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly add: AddToCounter,
    private readonly flushMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one request and answers the count to compare with the limit and the ttl; a due
   * write runs in the background (a failed one is retried with the next flush).
   */
  count(key: string, timeWindowMs: number): { current: number; ttl: number } {
    const now = this.now();
    const windowStart = Math.floor(now / timeWindowMs) * timeWindowMs;
    let c = this.counters.get(key);
    if (!c || c.windowStart !== windowStart) {
      c = { windowStart, known: 0, writing: 0, pending: 0, flushedAt: 0, flushing: null };
      this.counters.set(key, c);
    }
    c.pending += 1;
    const due = c.flushedAt === 0 || now - c.flushedAt >= this.flushMs;
    if (due && !c.flushing) this.flush(key, c, now).catch(() => undefined);
    return { current: c.known + c.writing + c.pending, ttl: windowStart + timeWindowMs - now };
  }

  /** Writes every pending increment (the periodic sweep and shutdown) and forgets old windows. */
  async flushAll(timeWindowMs: number): Promise<void> {
    const now = this.now();
    const current = Math.floor(now / timeWindowMs) * timeWindowMs;
    const writes: Promise<void>[] = [];
    for (const [key, c] of this.counters) {
      if (c.pending > 0 && !c.flushing) writes.push(this.flush(key, c, now));
      else if (c.windowStart < current && !c.flushing) this.counters.delete(key);
    }
    await Promise.all(writes);
  }

  private flush(key: string, c: Counter, now: number): Promise<void> {
    const n = c.pending;
    c.pending = 0;
    c.writing = n;
    c.flushedAt = now;
    c.flushing = this.add(key, n, c.windowStart)
      .then((total) => {
        c.known = total; // includes the n just written
        c.writing = 0;
      })
      .catch((err: unknown) => {
        c.writing = 0;
        c.pending += n; // written with the next flush
        throw err;
      })
      .finally(() => {
        c.flushing = null;
      });
    return c.flushing;
  }
}

import { describe, expect, it } from 'vitest';
import { BatchedCounters } from './rate-limit-counters';

/** A shared table of counters, as PostgreSQL holds them for every process. */
function sharedTable() {
  const rows = new Map<string, number>();
  const writes: [string, number][] = [];
  const add = async (key: string, by: number, windowStart: number) => {
    writes.push([key, by]);
    const k = `${key}@${windowStart}`;
    const total = (rows.get(k) ?? 0) + by;
    rows.set(k, total);
    return total;
  };
  return { add, writes };
}

const WINDOW = 60_000;

/** Lets the background writes (one upsert each) finish. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedCounters', () => {
  it('counts exactly within a process while writing at most once per flush interval', async () => {
    const table = sharedTable();
    let now = 1_800_000_000_000;
    const counters = new BatchedCounters(table.add, 1_000, () => now);
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push(counters.count('ip', WINDOW).current);
      await settle();
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The first request wrote at once; the other nine wait for the next flush.
    expect(table.writes).toEqual([['ip', 1]]);
    now += 1_000;
    expect(counters.count('ip', WINDOW).current).toBe(11);
    // Counted while its write is on the way, and once it has returned.
    await settle();
    expect(counters.count('ip', WINDOW).current).toBe(12);
    expect(table.writes).toEqual([
      ['ip', 1],
      ['ip', 10],
    ]);
  });

  it('sees the other processes’ requests after a flush', async () => {
    const table = sharedTable();
    let now = 1_800_000_000_000;
    const a = new BatchedCounters(table.add, 1_000, () => now);
    const b = new BatchedCounters(table.add, 1_000, () => now);
    a.count('ip', WINDOW);
    a.count('ip', WINDOW);
    await settle();
    expect(b.count('ip', WINDOW).current).toBe(1); // its own; a's arrive with b's write
    await settle();
    expect(b.count('ip', WINDOW).current).toBe(3); // a's first write + b's two
    now += 1_000;
    await a.flushAll(WINDOW);
    await b.flushAll(WINDOW);
    expect(b.count('ip', WINDOW).current).toBe(5);
  });

  it('starts again in a new window and keeps increments whose write failed', async () => {
    const table = sharedTable();
    let fail = true;
    let now = 1_800_000_000_000;
    const counters = new BatchedCounters(
      (key, by, ws) => (fail ? Promise.reject(new Error('down')) : table.add(key, by, ws)),
      1_000,
      () => now,
    );
    // The request is still answered; its increment waits for the next write.
    expect(counters.count('ip', WINDOW).current).toBe(1);
    await settle();
    fail = false;
    now += 1_000;
    expect(counters.count('ip', WINDOW).current).toBe(2);
    await settle();
    expect(table.writes).toEqual([['ip', 2]]);
    expect(counters.count('ip', WINDOW).current).toBe(3);
    now += WINDOW;
    expect(counters.count('ip', WINDOW).current).toBe(1);
  });
});

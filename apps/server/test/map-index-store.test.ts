import { describe, expect, it } from 'vitest';
import { VenueIndexStore } from '../src/modules/venue-index/store';
import type { VenueRow } from '../src/modules/venue-index/venue-index';

// The map's in-memory index: rebuilt only when the approved set's fingerprint changes, and with
// a ttl above zero re-checked in the background while requests keep the previous index.

function fakeSource() {
  const state = { signature: 'a', rows: [] as VenueRow[], loads: 0, checks: 0 };
  return {
    state,
    source: {
      // Rows come in batches of two, as the loader pages through the table.
      batches: async function* () {
        state.loads += 1;
        for (let i = 0; i < state.rows.length; i += 2) yield state.rows.slice(i, i + 2);
      },
      signature: async () => {
        state.checks += 1;
        return state.signature;
      },
    },
  };
}
const venue = (id: number): VenueRow => ({
  id,
  lat: 55.75,
  lon: 37.6,
  sportTypeIds: [1],
  categoryIds: [],
});

describe('VenueIndexStore', () => {
  it('with ttl 0 checks on every request and rebuilds only on a change', async () => {
    const { state, source } = fakeSource();
    const store = new VenueIndexStore(source, 0, () => undefined);
    expect((await store.get()).size).toBe(0);
    await store.get();
    expect(state).toMatchObject({ loads: 1, checks: 2 });
    state.rows = [venue(1), venue(2)];
    state.signature = 'b';
    expect((await store.get()).size).toBe(2);
    expect(state.loads).toBe(2);
  });

  it('with ttl 0 a request after a write never gets a check that began before it', async () => {
    const { state, source } = fakeSource();
    const store = new VenueIndexStore(source, 0, () => undefined);
    await store.get();
    // A check under way that read the old version, slowly…
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = source.signature;
    source.signature = async () => {
      const seen = await read();
      await gate;
      return seen;
    };
    const early = store.get();
    await new Promise((r) => setTimeout(r, 0));
    // …then a write, then a request.
    source.signature = read;
    state.rows = [venue(1)];
    state.signature = 'b';
    const late = store.get();
    release();
    expect((await early).size).toBe(0);
    expect((await late).size).toBe(1);
  });

  it('with ttl 0 a request after a write never joins the first build begun before it', async () => {
    // The app starts building the index when it is ready; a test that adds venues meanwhile
    // and then searches must not get that build (places-list once saw one of two new venues).
    const { state, source } = fakeSource();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const read = source.signature;
    const load = source.batches;
    // The build under way reads the version and the venues before the write, slowly.
    const before: VenueRow[] = [];
    source.signature = async () => {
      const seen = await read();
      await gate;
      return seen;
    };
    let builds = 0;
    source.batches = async function* () {
      builds += 1;
      if (builds === 1) yield before;
      else yield* load();
    };
    const first = new VenueIndexStore(source, 0, () => undefined);
    const startup = first.get();
    await new Promise((r) => setTimeout(r, 0));
    source.signature = read;
    state.rows = [venue(1)];
    state.signature = 'b';
    const late = first.get();
    release();
    await startup;
    expect((await late).size).toBe(1);
  });

  it('with a ttl serves the old index while the re-check runs in the background', async () => {
    const { state, source } = fakeSource();
    let now = 0;
    const store = new VenueIndexStore(
      source,
      30_000,
      () => undefined,
      () => now,
    );
    state.rows = [venue(1)];
    expect((await store.get()).size).toBe(1);
    state.rows = [venue(1), venue(2)];
    state.signature = 'b';
    now = 10_000;
    expect((await store.get()).size).toBe(1); // within the ttl: not even checked
    expect(state.checks).toBe(1);
    now = 31_000;
    expect((await store.get()).size).toBe(1); // stale: answered at once, refreshed behind
    await new Promise((r) => setTimeout(r, 0));
    expect((await store.get()).size).toBe(2);
    expect(state.loads).toBe(2);
  });

  it('keeps the previous index when a background refresh fails', async () => {
    const { state, source } = fakeSource();
    let now = 0;
    const errors: unknown[] = [];
    const store = new VenueIndexStore(
      source,
      1000,
      (e) => errors.push(e),
      () => now,
    );
    state.rows = [venue(1)];
    await store.get();
    source.signature = async () => {
      throw new Error('database down');
    };
    now = 5000;
    expect((await store.get()).size).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect((await store.get()).size).toBe(1);
  });
});

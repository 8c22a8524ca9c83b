import { afterEach, describe, expect, it } from 'vitest';
import { createPersistedStore } from './persisted-store';

const KEY = 'sk.test.persisted';

function counterStore() {
  return createPersistedStore<{ count: number; note: string; hydrated: boolean }>(
    { count: 0, note: '', hydrated: false },
    {
      key: KEY,
      save: (state) => JSON.stringify({ count: state.count }),
      load: (raw) => {
        const value = (JSON.parse(raw) as { count?: unknown }).count;
        return typeof value === 'number' ? { count: value } : {};
      },
    },
  );
}

describe('createPersistedStore', () => {
  afterEach(() => localStorage.clear());

  it('reads its key once, in its own format, and writes only the saved part', async () => {
    localStorage.setItem(KEY, JSON.stringify({ count: 3 }));
    const store = counterStore();
    expect(store.getState()).toMatchObject({ count: 0, hydrated: false });
    await store.hydrate();
    expect(store.getState()).toMatchObject({ count: 3, hydrated: true });
    store.setState({ count: 4, note: 'not kept' });
    await Promise.resolve();
    expect(localStorage.getItem(KEY)).toBe('{"count":4}');
  });

  it('never writes defaults over a stored value that is still being read', async () => {
    localStorage.setItem(KEY, JSON.stringify({ count: 7 }));
    const store = counterStore();
    store.setState({ note: 'a passing change' });
    await Promise.resolve();
    expect(localStorage.getItem(KEY)).toBe('{"count":7}');
    await store.hydrate();
    expect(store.getState().count).toBe(7);
  });

  it('lets a change made before the read win over the older stored value', async () => {
    localStorage.setItem(KEY, JSON.stringify({ count: 7 }));
    const store = counterStore();
    const reading = store.hydrate();
    store.setState({ count: 1, hydrated: true });
    await reading;
    expect(store.getState().count).toBe(1);
    expect(localStorage.getItem(KEY)).toBe('{"count":1}');
  });

  it('gives the defaults for a damaged value', async () => {
    localStorage.setItem(KEY, 'not json');
    const store = counterStore();
    await store.hydrate();
    expect(store.getState()).toMatchObject({ count: 0, hydrated: true });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Marker } from 'leaflet';
import { syncMarkers, type MarkerHost } from './sync-markers';

const fakeMarker = (key: string) => ({ key }) as unknown as Marker;

describe('syncMarkers', () => {
  it('adds new keys, removes missing ones and keeps the rest untouched', () => {
    const host: MarkerHost = { addLayer: vi.fn(), removeLayer: vi.fn() };
    const current = new Map<string, Marker>();
    const create = vi.fn(fakeMarker);
    const specs = (keys: string[]) => keys.map((key) => ({ key, create: () => create(key) }));

    expect(syncMarkers(host, current, specs(['a', 'b']))).toEqual({ added: 2, removed: 0 });
    const kept = current.get('b');
    expect(syncMarkers(host, current, specs(['b', 'c']))).toEqual({ added: 1, removed: 1 });
    expect(current.get('b')).toBe(kept);
    expect([...current.keys()]).toEqual(['b', 'c']);
    expect(create).toHaveBeenCalledTimes(3);
    expect(host.removeLayer).toHaveBeenCalledTimes(1);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISCOVERY_TEST_ENV, insertVenues } from './map-fixtures';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

// The venue index has one owner (modules/venue-index/plugin.ts): the app's `venueIndex`, read
// by the list and the map alike, refreshed by the owner's timer and stopped on close.

describe.each(ENGINES)('venue index plugin ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      // The owner's timer runs on the test's time: the test moves it instead of waiting.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      t = await createTestApp(engine.name, {
        env: { ...DISCOVERY_TEST_ENV, MAP_INDEX_TTL_SECONDS: '1' },
      });
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
      vi.useRealTimers();
    });

    it('the list and the map read the one index of the app', async () => {
      await t.app.venueIndex.get(); // built (the app builds it in the background at start)
      const get = vi.spyOn(t.app.venueIndex, 'get');
      // A guest's list takes the index at hand without waiting (peek); the map awaits it.
      const peek = vi.spyOn(t.app.venueIndex, 'peek');
      const list = await t.app.inject({
        method: 'POST',
        url: '/v1/mob/places',
        payload: [
          { field: 'latitude', values: [55.75] },
          { field: 'longitude', values: [37.62] },
        ],
      });
      const map = await t.app.inject({
        method: 'GET',
        url: '/v1/mob/places/map?bbox=37.5,55.7,37.7,55.8&zoom=12',
      });
      expect([list.statusCode, map.statusCode]).toEqual([200, 200]);
      expect(get).toHaveBeenCalledTimes(1);
      const listed = peek.mock.results[0]!.value as unknown;
      expect(listed).toBeDefined();
      expect(listed).toBe(await get.mock.results[0]!.value);
      get.mockRestore();
      peek.mockRestore();
    });

    it('the timer re-checks it without requests, and stops when the app closes', async () => {
      const before = (await t.app.venueIndex.get()).size;
      await insertVenues(t.app.db, [{ name: 'Каток «Таймер»', lat: 55.75, lon: 37.62 }]);
      const check = vi.spyOn(t.app.venueIndex, 'check');
      vi.advanceTimersByTime(999);
      expect(check).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(check).toHaveBeenCalledTimes(1);
      await check.mock.results[0]!.value;
      // Within the ttl of that check: served from memory, already the new index.
      expect((await t.app.venueIndex.get()).size).toBe(before + 1);

      await t.app.close();
      vi.advanceTimersByTime(10_000);
      expect(check).toHaveBeenCalledTimes(1);
      check.mockRestore();
    });
  });
});

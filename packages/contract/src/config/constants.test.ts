import { describe, expect, it } from 'vitest';
import * as app from './app';
import * as gestures from './gestures';
import * as limits from './limits';
import * as map from './map';
import * as timings from './timings';
import * as formats from './formats';

// spec §7.3 and §9 values, written out by hand: a changed constant fails here.
const table: [string, Record<string, unknown>, string, unknown][] = [
  ['timings', timings, 'REQUEST_TIMEOUT_MS', 30000],
  ['timings', timings, 'LONG_REQUEST_TIMEOUT_MS', 60000],
  ['timings', timings, 'TOAST_DURATION_MS', { error: 6000, notify: 3000, success: 3000 }],
  ['timings', timings, 'LOADER_DELAY_MS', 1000],
  ['timings', timings, 'SKELETON_MIN_MS', 150],
  ['timings', timings, 'APP_START_DELAY_MS', 500],
  ['timings', timings, 'ONBOARDING_SLIDE_SPEED_MS', 300],
  ['timings', timings, 'A2HS_DELAY_MS', 1000],
  ['timings', timings, 'A2HS_FALLBACK_DELAY_MS', 60000],
  ['timings', timings, 'PAYMENT_POLL_MS', 3000],
  ['timings', timings, 'TOGGLES_REFRESH_S', 120],
  ['timings', timings, 'TOGGLES_REFRESH_MS', 120000],
  ['timings', timings, 'RESIZE_DEBOUNCE_MS', 300],
  ['timings', timings, 'LAYOUT_CALLBACK_DELAY_MS', 350],
  ['timings', timings, 'SEARCH_DEBOUNCE_MS', 300],
  ['timings', timings, 'LOGIN_CODE_TIMER_S', 180],
  ['timings', timings, 'LOGIN_CODE_ATTEMPTS', 3],
  ['timings', timings, 'CHUNK_LOAD_TIMEOUT_MS', 120000],
  ['timings', timings, 'QUERY_STALE_MS', 500],
  ['timings', timings, 'QUERY_GC_MS', 300000],
  ['timings', timings, 'SLOW_QUERY_STALE_MS', 1800000],
  ['timings', timings, 'SLOW_QUERY_GC_MS', 2100000],
  ['timings', timings, 'MAP_GEOLOCATION_TIMEOUT_MS', 30000],
  ['timings', timings, 'LOCATION_HIGH_ACCURACY_TIMEOUT_MS', 5000],
  ['map', map, 'MAP_ZOOM_DEFAULT', 9],
  ['map', map, 'MAP_ZOOM_MAX', 19],
  ['map', map, 'MAP_LOCATION_ZOOM', 15],
  ['map', map, 'MAP_CLUSTER_RADIUS', 80],
  ['map', map, 'MAP_GEOLOCATION_TIMEOUT_MS', 30000],
  ['map', map, 'LOCATION_HIGH_ACCURACY_TIMEOUT_MS', 5000],
  ['map', map, 'EARTH_DIAMETER_M', 12742017.6],
  ['map', map, 'DISTANCE_FILTER_KM', [5, 10, 25, 50]],
  ['map', map, 'RECENT_ADDRESSES_MAX', 21],
  ['gestures', gestures, 'SHEET_ANIMATION_MS', 400],
  ['gestures', gestures, 'SHEET_MAX_HEIGHT_RATIO', 0.94],
  ['gestures', gestures, 'SHEET_DRAG_THRESHOLD_PX', 10],
  ['gestures', gestures, 'SHEET_CLOSE_RATIO', 0.5],
  ['gestures', gestures, 'PULL_TO_REFRESH_MIN_PX', 150],
  ['gestures', gestures, 'PULL_TO_REFRESH_MAX_PX', 200],
  ['gestures', gestures, 'TOAST_SWIPE_DISMISS_PX', 15],
  ['limits', limits, 'IMAGE_MAX_BYTES', 10000000],
  ['limits', limits, 'PHOTO_QUALITY', 70],
  ['limits', limits, 'PHOTO_SIZE', 500],
  ['limits', limits, 'QUANTITY_MAX_CHARS', 3],
  ['limits', limits, 'ONBOARDING_SLIDES', 4],
  ['limits', limits, 'CHILD_LEVEL_TRAINING', 'AMATEUR'],
  ['limits', limits, 'WEEK_STARTS_ON', 1],
  ['app', app, 'APP_VERSION', '1.8.4'],
  ['app', app, 'APP_BUILD', 260],
  ['formats', formats, 'PHONE_MASK', '+7 (***) *** ** **'],
  ['formats', formats, 'DATE_DISPLAY', 'DD/MM/YYYY'],
  ['formats', formats, 'DATE_FIELD', 'DD.MM.YYYY'],
  ['formats', formats, 'DATE_API', 'YYYY-MM-DD'],
  ['formats', formats, 'CURRENCY', 'RUB'],
  ['formats', formats, 'CURRENCY_SIGN', '₽'],
  ['formats', formats, 'CURRENCY_MIN_FRACTION_DIGITS', 0],
  ['formats', formats, 'CURRENCY_MAX_FRACTION_DIGITS', 2],
];

describe('spec §9 constants', () => {
  it.each(table)('%s.%s equals the spec value', (_file, mod, name, value) => {
    expect(mod[name]).toEqual(value);
  });
});

describe('greatCircleDistanceM (spec §9 earth diameter)', () => {
  it('is zero for the same point', () => {
    expect(map.greatCircleDistanceM(map.DEFAULT_MAP_CENTER, map.DEFAULT_MAP_CENTER)).toBe(0);
  });

  it('is a quarter of the circumference from the equator to the pole', () => {
    // π · 12742017.6 / 4 = 10 007 557.221… m
    const d = map.greatCircleDistanceM({ lat: 0, lon: 0 }, { lat: 90, lon: 0 });
    expect(d).toBeCloseTo(10_007_557.221, 2);
  });

  it('gives one degree of longitude on the equator as diameter · π / 360', () => {
    const d = map.greatCircleDistanceM({ lat: 0, lon: 37 }, { lat: 0, lon: 38 });
    expect(d).toBeCloseTo(111_195.08, 2);
  });

  it('puts the default centre in the middle of Moscow', () => {
    const kremlin = { lat: 55.752023, lon: 37.617499 };
    expect(map.greatCircleDistanceM(map.DEFAULT_MAP_CENTER, kremlin)).toBeLessThan(1_000);
  });
});

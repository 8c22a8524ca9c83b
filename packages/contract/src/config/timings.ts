// Time values of spec §9 (and the cache times of §7.3), in milliseconds unless the name says _S.
// One named home per number: use these, never a bare literal at the point of use.

/** spec §7.2/§9: default request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** spec §7.2/§9: events list, add/update event and add place get longer. */
export const LONG_REQUEST_TIMEOUT_MS = 60_000;

/** spec §8/§9: toast durations per toast type. */
export const TOAST_DURATION_MS = { error: 6_000, notify: 3_000, success: 3_000 } as const;

/** spec §9: a loader appears only after this delay, so quick loads do not flash. */
export const LOADER_DELAY_MS = 1_000;
/** spec §9: a skeleton, once shown, stays at least this long. */
export const SKELETON_MIN_MS = 150;
/** spec §4/§9: SUCCESS of the app start is shown after about this delay. */
export const APP_START_DELAY_MS = 500;
/** spec §9: onboarding slide transition speed. */
export const ONBOARDING_SLIDE_SPEED_MS = 300;

/** spec §9: add-to-home-screen popup delay as configured… */
export const A2HS_DELAY_MS = 1_000;
/** …and the fallback delay when no configured value is available. */
export const A2HS_FALLBACK_DELAY_MS = 60_000;

/** spec §4/§9: payment completion is polled this often (both providers). */
export const PAYMENT_POLL_MS = 3_000;

/** spec §2.3/§9: feature toggles refresh interval (unleash-proxy-client takes seconds). */
export const TOGGLES_REFRESH_S = 120;
export const TOGGLES_REFRESH_MS = TOGGLES_REFRESH_S * 1_000;

/** spec §9: debounces and delays of layout and search. */
export const RESIZE_DEBOUNCE_MS = 300;
export const LAYOUT_CALLBACK_DELAY_MS = 350;
export const SEARCH_DEBOUNCE_MS = 300;

/** spec §4/§9: the login code can be re-requested after this timer; 3 attempts. */
export const LOGIN_CODE_TIMER_S = 180;
export const LOGIN_CODE_TIMER_MS = LOGIN_CODE_TIMER_S * 1_000;
export const LOGIN_CODE_ATTEMPTS = 3;

/** spec §8/§9: a script chunk not loaded within this time fails with «Loading chunk failed». */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** spec §7.3: data queries are stale after 500 ms and kept 5 min. */
export const QUERY_STALE_MS = 500;
export const QUERY_GC_MS = 5 * 60_000;
/** spec §7.3: slowly changing data is stale after 30 min and kept 35 min. */
export const SLOW_QUERY_STALE_MS = 30 * 60_000;
export const SLOW_QUERY_GC_MS = 35 * 60_000;

/** spec §9: geolocation timeout in the map component. */
export const MAP_GEOLOCATION_TIMEOUT_MS = 30_000;
/** spec §9: geolocation timeout with high accuracy for the location state. */
export const LOCATION_HIGH_ACCURACY_TIMEOUT_MS = 5_000;

// Issue 24, the door scanner (ours, not spec §9; docs/venue-side.md, "The door scanner").
/** A check-in not answered in this time is decided offline: the door does not wait 30 s. */
export const SCANNER_CHECK_IN_TIMEOUT_MS = 6_000;
/** The queued offline check-ins are sent again this often while some are left. */
export const SCANNER_SYNC_RETRY_MS = 30_000;
/** The venue's offline pack is fetched again this often while the scanner is open. */
export const SCANNER_PACK_REFRESH_MS = 5 * 60_000;
/** The camera's frames are read at most this often (a phone's battery and CPU). */
export const SCANNER_FRAME_INTERVAL_MS = 200;

// Issue 28: a session slides while used (docs/api-accounts.md, "Sessions and tokens").
/** The app renews its token (POST /mobile/restore-session/) once it is this old and the app is used. */
export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60_000;

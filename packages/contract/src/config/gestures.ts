// Sheets and gestures of spec §9 (and the sheet/toast rules of spec §4).

/** spec §9: bottom sheet open/close animation. */
export const SHEET_ANIMATION_MS = 400;
/** spec §9: a sheet is at most 94 percent of the screen height. */
export const SHEET_MAX_HEIGHT_RATIO = 0.94;
/** spec §9: pointer travel (px) before a drag starts, so taps stay taps. */
export const SHEET_DRAG_THRESHOLD_PX = 10;
/** spec §4: a sheet dragged below half its height closes. */
export const SHEET_CLOSE_RATIO = 0.5;

/** spec §9: pull-to-refresh triggers at 150 px and the pull stops at 200 px. */
export const PULL_TO_REFRESH_MIN_PX = 150;
export const PULL_TO_REFRESH_MAX_PX = 200;

/** spec §4/§9: an upward swipe of at least 15 px dismisses a toast. */
export const TOAST_SWIPE_DISMISS_PX = 15;

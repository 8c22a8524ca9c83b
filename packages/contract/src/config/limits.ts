// Limits of spec §9 and §5 (uploads, quantity stepper, onboarding, calendar).
import type { SportsStatus } from '../enums';

/** spec §5/§9: image uploads larger than this are refused. */
export const IMAGE_MAX_BYTES = 10_000_000;
/** spec §5/§9: photos are compressed to JPEG quality 70… */
export const PHOTO_QUALITY = 70;
/** …and to 500x500 px. */
export const PHOTO_SIZE = 500;

/** spec §5: the quantity stepper accepts at most 3 characters. */
export const QUANTITY_MAX_CHARS = 3;

/** spec §2.3/§9: onboarding has 4 slides. */
export const ONBOARDING_SLIDES = 4;

/** spec §3/§7.2/§9: a child's training level is always AMATEUR. */
export const CHILD_LEVEL_TRAINING = 'AMATEUR' as const satisfies SportsStatus;

/** spec §2.3/§9: the week starts on Monday (Date#getDay numbering: 0 Sunday, 1 Monday). */
export const WEEK_STARTS_ON = 1;

// Checkout (issue 10; our design — the spec shows no server rules).
/** Seats of a session are held this long for one buyer before they must order. */
export const HOLD_MINUTES = 15;
/** An unpaid order (and the seats it holds) is kept this long for the payment. */
export const ORDER_PAYMENT_MINUTES = 30;
/** Tickets are sold this many days ahead (the calendar's last day). */
export const SALES_HORIZON_DAYS = 60;
/** At most this many units on one order line (the quantity stepper's max). */
export const MAX_LINE_QUANTITY = 10;

// What was bought (issue 12; our design).
/**
 * The longest period POST /v1/mob/user/purchases-service-calendar answers in one call: a
 * quarter (three months of up to 31 days), what the month calendar shows with its neighbours.
 */
export const PURCHASES_CALENDAR_MAX_DAYS = 93;

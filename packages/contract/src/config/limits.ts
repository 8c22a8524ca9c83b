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

// Permit documents (issue 14, spec §1 "documents (permit documents)", §3 upload kinds and list
// states, §5 limits): what a scan may be, how many a document holds, and whose day decides
// when a document is archived. Our design; the spec shows no server rules.
import { IMAGE_MAX_BYTES } from './limits';

/** spec §5 «Превышен лимит в {max} файлов»: at most this many scans on one document. */
export const PERMIT_DOC_MAX_SCANS = 5;

/** spec §5/§9: one scan is at most the image limit, PDF included. */
export const PERMIT_DOC_SCAN_MAX_BYTES = IMAGE_MAX_BYTES;

/**
 * What a scan may be: spec §3 upload kind «image» (jpg, png, jpeg) and PDF, as the policies are.
 * The server checks the content's signature, never the name or the declared type.
 */
export const PERMIT_DOC_SCAN_ACCEPT = 'image/jpeg,image/png,application/pdf';

/** Image scans are kept readable (a certificate's small print), unlike 500×500 avatars. */
export const PERMIT_DOC_SCAN_MAX_SIDE = 2000;
export const PERMIT_DOC_SCAN_QUALITY = 82;
/** The list shows each image scan as a small thumbnail. */
export const PERMIT_DOC_THUMB_SIDE = 240;

/** A document's number: at most this many characters. */
export const PERMIT_DOC_NUMBER_MAX = 50;

/**
 * A document valid until day D is ACTIVE through D and ARCHIVED from D + 1, counted in Moscow's
 * day (the demo venues' zone), from the app's clock.
 */
export const PERMIT_DOC_TIME_ZONE = 'Europe/Moscow';

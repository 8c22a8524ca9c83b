import type { QueryKey } from '@tanstack/react-query';

// The first word of every purchases query key. Its own file: the app shell imports it (to keep
// these answers for offline use) without pulling the purchases API and its schemas into the
// first chunk.

// "purchasesService": a sign-in resets these with the rest of the person's data (spec §4).
export const PURCHASES_KEY = 'purchasesService';

/** The purchases' answers (lists, tickets, calendar days): kept for offline use (issue 12). */
export const isPurchasesQueryKey = (key: QueryKey): boolean => key[0] === PURCHASES_KEY;

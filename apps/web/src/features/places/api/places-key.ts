import type { QueryKey } from '@tanstack/react-query';

// The venue list's key words. Their own file: the app shell imports the matcher (to keep the
// last lists for offline use, issue 15) without pulling the places API and its schemas into
// the first chunk.

export const PLACES_KEY = 'places';
export const PLACES_LIST_KEY = 'list';

/** A page of the venue list, whatever its filters. */
export const isPlacesListQueryKey = (key: QueryKey): boolean =>
  key[0] === PLACES_KEY && key[1] === PLACES_LIST_KEY;

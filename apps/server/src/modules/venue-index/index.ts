// The venue index's public interface: the map (modules/map) and the list (modules/places)
// import from here only, never the files of this folder (lint enforces it). The app owns one
// index (plugin.ts), reached as `app.venueIndex`.
export { registerVenueIndex } from './plugin';
export type { VenueIndexStore } from './store';
export {
  accessMask,
  distanceFrom,
  lowerBoundX,
  mercatorX,
  mercatorY,
  venueMatcher,
  type VenueFilter,
  type VenueIndex,
} from './venue-index';
export { cardAt, cardName, type VenueInfo } from './cards';
export { unitVector, type GeoTree } from './geo-tree';
export { loadSportTypeDictionary } from './repository';

import {
  accessibilityOutline,
  earOutline,
  footstepsOutline,
  maleFemaleOutline,
  peopleOutline,
  shirtOutline,
  swapVerticalOutline,
  waterOutline,
} from 'ionicons/icons';
import type { PlaceAccessFeature } from '@sportkarta/contract/api/places';

/**
 * Issue 28: an icon per accessibility feature a venue declares, shared by the venue page and
 * the filter. Icons are decoration only (aria-hidden): the Russian label next to each says it.
 */
export const ACCESS_FEATURE_ICONS: Readonly<Record<PlaceAccessFeature, string>> = {
  STEP_FREE_ENTRANCE: accessibilityOutline,
  LIFT: swapVerticalOutline,
  ACCESSIBLE_CHANGING_ROOM: shirtOutline,
  ACCESSIBLE_TOILET: maleFemaleOutline,
  POOL_HOIST: waterOutline,
  HEARING_LOOP: earOutline,
  TACTILE_GUIDANCE: footstepsOutline,
  ADAPTED_GROUPS: peopleOutline,
};

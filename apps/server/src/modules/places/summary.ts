import {
  PLACE_ACCESS_FEATURES,
  PlaceBenefitSchema,
  type PlaceAccessFeature,
  type PlaceBenefit,
} from '@sportkarta/contract/api/places';
import { inEnumOrder } from '@sportkarta/contract/enums';

/** Stored benefits as the contract's values (an unknown one is left out, never a 500). */
export const benefitsOf = (xs: readonly string[]): PlaceBenefit[] =>
  xs.flatMap((b) => {
    const parsed = PlaceBenefitSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });

/** Stored accessibility in the contract's display order, each once, unknown codes left out. */
export const accessibilityOf = (xs: readonly string[]): PlaceAccessFeature[] =>
  inEnumOrder(PLACE_ACCESS_FEATURES, xs);

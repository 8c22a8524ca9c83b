import { PlaceBenefitSchema, type PlaceBenefit } from '@sportkarta/contract/api/places';

/** Stored benefits as the contract's values (an unknown one is left out, never a 500). */
export const benefitsOf = (xs: readonly string[]): PlaceBenefit[] =>
  xs.flatMap((b) => {
    const parsed = PlaceBenefitSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });

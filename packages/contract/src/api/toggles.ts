import { z } from 'zod';
import { FEATURE_FLAGS } from './toggle-names';

export { FEATURE_FLAGS } from './toggle-names';
export const FeatureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;

export const ToggleVariantSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  feature_enabled: z.boolean().optional(),
  payload: z
    .object({ type: z.enum(['json', 'csv', 'string', 'number']), value: z.string() })
    .optional(),
});

/** One entry of the Unleash frontend API answer. Only enabled flags are listed, as Unleash does. */
export const ToggleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  variant: ToggleVariantSchema,
  impressionData: z.boolean(),
});
export type Toggle = z.infer<typeof ToggleSchema>;

/** GET /v1/unleash/toggles — the Unleash frontend API shape. */
export const TogglesResponseSchema = z
  .object({ toggles: z.array(ToggleSchema) })
  .describe('Включённые флаги функций в формате Unleash Frontend API');
export type TogglesResponse = z.infer<typeof TogglesResponseSchema>;

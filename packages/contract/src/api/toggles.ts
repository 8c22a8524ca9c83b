import { z } from 'zod';

/**
 * Flags of spec §2.3 ("feature flags may hide: …"), by name. The server keeps one row per
 * flag; the web app reads them through unleash-proxy-client (integrations.md §5).
 */
export const FEATURE_FLAGS = [
  'site-generation-settings',
  'custom-payment-methods',
  'role-selection-page',
  'mobile-payment-sberbank',
  'sports-page',
  'dictionaries-tab',
  'sections-page',
  'audit-page',
  'audit-filters-page',
  'new-settings-page',
  'new-visits-activation-dialog',
  'new-mentors-page',
  'new-visitor-service-package-action-record',
  'partners-page',
  'new-services-sections-packages',
  'ignore-reporting',
  'mobile-refund',
  'new-reports-page',
  'ignore-map',
] as const;
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

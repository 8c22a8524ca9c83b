// Kept apart from the zod schemas of ./toggles: the web app reads the names on its first
// screen (issue 2 §8), and importing them must not build zod schemas there.
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
  // Issue 26: on when the server's DEMO_LOGIN is off — the login screen hides «Демо-вход».
  'ignore-demo-login',
] as const;

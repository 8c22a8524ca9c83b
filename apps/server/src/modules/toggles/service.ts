import type { TogglesResponse } from '@sportkarta/contract/api/toggles';
import type { Db } from '../../db/client';
import { listEnabledFlags } from './repository';

const DISABLED_VARIANT = { name: 'disabled', enabled: false } as const;

/**
 * The Unleash frontend API answer (integrations.md §5): only enabled flags are listed; a flag
 * without a variant carries `{ name: 'disabled', enabled: false }`, as Unleash sends it.
 */
export async function getToggles(db: Db): Promise<TogglesResponse> {
  const rows = await listEnabledFlags(db);
  return {
    toggles: rows.map((row) => ({
      name: row.name,
      enabled: true,
      impressionData: row.impressionData,
      variant: row.variant ? { ...row.variant, feature_enabled: true } : DISABLED_VARIANT,
    })),
  };
}

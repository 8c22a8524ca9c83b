import type { TogglesResponse } from '@sportkarta/contract/api/toggles';
import type { Db } from '../../db/client';
import { listEnabledFlags, type FlagRow } from './repository';

const IGNORE_DEMO_LOGIN = 'ignore-demo-login';
const DEMO_LOGIN_OFF_ROW: FlagRow = {
  name: IGNORE_DEMO_LOGIN,
  enabled: true,
  impressionData: false,
  variant: null,
  description: '',
  updatedAt: new Date(0),
};

const DISABLED_VARIANT = { name: 'disabled', enabled: false } as const;

/**
 * The Unleash frontend API answer (integrations.md §5): only enabled flags are listed; a flag
 * without a variant carries `{ name: 'disabled', enabled: false }`, as Unleash sends it.
 */
export async function getToggles(
  db: Db,
  server: { demoLogin: boolean } = { demoLogin: true },
): Promise<TogglesResponse> {
  const rows = await listEnabledFlags(db);
  // The server's own switch (issue 26): DEMO_LOGIN off hides «Демо-вход», whatever the row says.
  if (!server.demoLogin && !rows.some((r) => r.name === IGNORE_DEMO_LOGIN))
    rows.push({ ...DEMO_LOGIN_OFF_ROW });
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    toggles: rows.map((row) => ({
      name: row.name,
      enabled: true,
      impressionData: row.impressionData,
      variant: row.variant ? { ...row.variant, feature_enabled: true } : DISABLED_VARIANT,
    })),
  };
}

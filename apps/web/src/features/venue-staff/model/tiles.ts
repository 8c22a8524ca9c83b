import type { FeatureFlag } from '@sportkarta/contract/api/toggles';
import type { PermissionKey, StaffRole } from '@sportkarta/contract/api/venue-staff';
import { paths } from '@sportkarta/contract/routes/paths';

export type TileId =
  | 'scanner'
  | 'orders'
  | 'sessions'
  | 'catalogue'
  | 'layouts'
  | 'sports'
  | 'applications'
  | 'groups'
  | 'coaches'
  | 'audit'
  | 'team'
  | 'lists'
  | 'policies'
  | 'reports'
  | 'money';

export interface StaffTile {
  id: TileId;
  /** A screen of the chosen role's venue (the scanner names it in its address). */
  to: string | ((role: StaffRole) => string);
  /** The role opens the tile with this key (the server checks it again on every call). */
  permission: PermissionKey;
  /** The spec §2.3 flag that hides the screen, when one names it. */
  flag?: FeatureFlag;
}

/** Issue 24: the staff home's sections, in the order the day at a venue uses them. */
export const STAFF_TILES: readonly StaffTile[] = [
  {
    id: 'scanner',
    to: (role) => paths.staffScannerVenue(role.complexId),
    permission: 'checkin.scan',
  },
  { id: 'orders', to: paths.staffOrders, permission: 'orders.read' },
  {
    id: 'sessions',
    to: paths.staffSessions,
    permission: 'sessions.read',
    flag: 'new-services-sections-packages',
  },
  {
    id: 'catalogue',
    to: paths.staffCatalogue,
    permission: 'catalogue.edit',
    flag: 'new-services-sections-packages',
  },
  {
    id: 'layouts',
    to: paths.staffLayouts,
    permission: 'catalogue.edit',
    flag: 'new-services-sections-packages',
  },
  { id: 'sports', to: paths.staffSports, permission: 'catalogue.edit', flag: 'sports-page' },
  {
    id: 'applications',
    to: paths.staffApplications,
    permission: 'applications.read',
    flag: 'sections-page',
  },
  { id: 'groups', to: paths.staffGroups, permission: 'attendance.mark', flag: 'new-mentors-page' },
  { id: 'coaches', to: paths.staffCoaches, permission: 'roster.read', flag: 'new-mentors-page' },
  { id: 'audit', to: paths.staffAudit, permission: 'audit.read', flag: 'audit-page' },
  { id: 'team', to: paths.staffTeam, permission: 'team.manage' },
  { id: 'lists', to: paths.staffCheckInLists, permission: 'checkin.lists' },
  {
    id: 'policies',
    to: paths.staffPolicies,
    permission: 'policies.manage',
    flag: 'new-settings-page',
  },
  { id: 'reports', to: paths.staffReports, permission: 'reports.read', flag: 'new-reports-page' },
  { id: 'money', to: paths.staffMoney, permission: 'finance.read', flag: 'partners-page' },
];

/** The tiles a role opens with the flags that are on now. */
export function tilesFor(role: StaffRole, enabled: ReadonlySet<FeatureFlag>): StaffTile[] {
  return STAFF_TILES.filter(
    (tile) => role.permissions.includes(tile.permission) && (!tile.flag || enabled.has(tile.flag)),
  );
}

/** Where a tile leads for the chosen role. */
export const tileHref = (tile: StaffTile, role: StaffRole): string =>
  typeof tile.to === 'string' ? tile.to : tile.to(role);

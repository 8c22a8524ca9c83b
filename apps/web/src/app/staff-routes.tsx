import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { lazyPage } from './lazy-page';
import { RoutedPage } from './routed-page';
import type { StaffPageKey } from './staff-pages';

/**
 * Issue 24: the venue staff's screens, outside the tabs, the door scanner among them. The first
 * chunk holds one lazy import — the staff pages' registry (staff-pages.ts) — and a small lazy
 * wrapper per page, by key; the registry then loads the page's own chunk. A visitor loads
 * neither. Each wrapper is a lazyPage, so the chunk timeout covers the registry and the page
 * together, and RoutedPage gives it the fallback and the chunk-failure boundary.
 */
const loadStaffPage = (key: StaffPageKey) =>
  import('./staff-pages').then(({ STAFF_PAGES }) => STAFF_PAGES[key]());

const pages = new Map<StaffPageKey, ComponentType>();
/** One lazy wrapper per key (the same component for both scanner routes). */
export function staffPage(key: StaffPageKey): ComponentType {
  let page = pages.get(key);
  if (!page) {
    page = lazyPage(() => loadStaffPage(key));
    pages.set(key, page);
  }
  return page;
}

const STAFF_ROUTES: readonly (readonly [string, StaffPageKey])[] = [
  [paths.staffRole, 'role'],
  [paths.staffHome, 'home'],
  [paths.staffScanner, 'scanner'],
  [paths.staffScannerVenuePattern, 'scanner'],
  [paths.staffOrders, 'orders'],
  [paths.staffOrderPattern, 'order'],
  [paths.staffSessions, 'sessions'],
  [paths.staffPolicies, 'policies'],
  [paths.staffReports, 'reports'],
  [paths.staffCatalogue, 'catalogue'],
  [paths.staffLayouts, 'layouts'],
  [paths.staffSports, 'sports'],
  [paths.staffMoney, 'money'],
  [paths.staffApplications, 'applications'],
  [paths.staffGroups, 'groups'],
  [paths.staffRosterPattern, 'roster'],
  [paths.staffAttendancePattern, 'attendance'],
  [paths.staffCoaches, 'coaches'],
  [paths.staffCoachPattern, 'coach'],
  [paths.staffAudit, 'audit'],
  [paths.staffTeam, 'team'],
  [paths.staffCheckInLists, 'checkInLists'],
  [paths.staffCheckInListPattern, 'checkInList'],
];

/** The routes as elements for the app's outlet (a function: the outlet wants its children). */
export const staffRoutes = () =>
  STAFF_ROUTES.map(([path, key]) => (
    <Route key={path} path={path} element={<RoutedPage page={staffPage(key)} />} />
  ));

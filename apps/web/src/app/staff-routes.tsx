import { Route } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import {
  StaffApplicationsPage,
  StaffAttendancePage,
  StaffAuditPage,
  StaffCheckInListPage,
  StaffCheckInListsPage,
  StaffGroupsPage,
  StaffHomePage,
  StaffOrderPage,
  StaffOrdersPage,
  StaffRolePage,
  StaffRosterPage,
  StaffScannerPage,
  StaffSessionsPage,
  StaffTeamPage,
} from './pages';
import { RoutedPage } from './routed-page';

/**
 * Issue 24: the venue staff's screens, outside the tabs, the door scanner among them. Each is
 * its own chunk; a visitor never loads one.
 */
const STAFF_ROUTES = [
  [paths.staffRole, StaffRolePage],
  [paths.staffHome, StaffHomePage],
  [paths.staffScanner, StaffScannerPage],
  [paths.staffScannerVenuePattern, StaffScannerPage],
  [paths.staffOrders, StaffOrdersPage],
  [paths.staffOrderPattern, StaffOrderPage],
  [paths.staffSessions, StaffSessionsPage],
  [paths.staffApplications, StaffApplicationsPage],
  [paths.staffGroups, StaffGroupsPage],
  [paths.staffRosterPattern, StaffRosterPage],
  [paths.staffAttendancePattern, StaffAttendancePage],
  [paths.staffAudit, StaffAuditPage],
  [paths.staffTeam, StaffTeamPage],
  [paths.staffCheckInLists, StaffCheckInListsPage],
  [paths.staffCheckInListPattern, StaffCheckInListPage],
] as const;

/** The routes as elements for the app's outlet (a function: the outlet wants its children). */
export const staffRoutes = () =>
  STAFF_ROUTES.map(([path, page]) => (
    <Route key={path} path={path} element={<RoutedPage page={page} />} />
  ));

import { IonIcon, IonLabel, IonRouterOutlet, IonTabBar, IonTabButton, IonTabs } from '@ionic/react';
import { TAB_BAR, type TabIconName } from '@sportkarta/contract/first-screen';
import { home, homeOutline, person, personOutline, search, searchOutline } from 'ionicons/icons';
import { memo } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { UnreadBadge } from '@/features/notifications/components/unread-badge';
import { MountAfterCovered } from './mount-after-covered';
import { NotFoundPage } from './not-found-page';
import { paths } from '@sportkarta/contract/routes/paths';
import {
  AboutPage,
  ApplicationsPage,
  ChildEditPage,
  CreationPage,
  ChildrenPage,
  DevSettingsPage,
  DocumentEditPage,
  DocumentNewPage,
  PlaceProposalPage,
  SupportNewPage,
  SupportPage,
  DocumentsFilterPage,
  DocumentsPage,
  FavoritesPage,
  FriendsPage,
  TaxPage,
  TicketPage,
  SoldPackagesPage,
  SoldPackagePage,
  SoldOrderPage,
  TicketsPage,
  MainPage,
  NewsDetailPage,
  NewsListPage,
  NotificationsPage,
  PlaceMapPage,
  PlacePage,
  PlacesFilterPage,
  PlacesPage,
  PosterPage,
  ProfileEditPage,
  ProfilePage,
  SecurityPage,
  MySectionsPage,
  MyEventsPage,
  SectionPage,
  SectionsTabPage,
  PlaceServicesPage,
  ServicePackagesPage,
  ServiceTypesPage,
} from './pages';
import { RoutedPage } from './routed-page';
import { useUnstickTabPages } from './unstick-tab-page';

// spec §2.1: three tabs Главная / Поиск / Профиль; routes with the /tabs prefix live here.

/**
 * The tab bar's icons by the names the contract's TAB_BAR gives them. Named imports: the build
 * gives each icon a module of its own (scripts/ionicon-modules.ts).
 */
const TAB_ICONS: Readonly<Record<TabIconName, string>> = {
  home,
  homeOutline,
  search,
  searchOutline,
  person,
  personOutline,
};

// Memoised like RoutedPage: a change of the router's route info alone has nothing to redo here.
export const Tabs = memo(function Tabs() {
  const { pathname } = useLocation();
  useUnstickTabPages(pathname);
  return (
    <IonTabs>
      <IonRouterOutlet>
        <Route path={paths.main} element={<RoutedPage page={MainPage} />} />
        <Route path={paths.news} element={<RoutedPage page={NewsListPage} />} />
        <Route path={paths.newsItemPattern} element={<RoutedPage page={NewsDetailPage} />} />
        <Route path={paths.poster} element={<RoutedPage page={PosterPage} />} />
        <Route path={paths.creationPattern} element={<RoutedPage page={CreationPage} />} />
        <Route path={paths.places} element={<RoutedPage page={PlacesPage} />} />
        <Route path={paths.placePattern} element={<RoutedPage page={PlacePage} />} />
        <Route path={paths.placeMapPattern} element={<RoutedPage page={PlaceMapPage} />} />
        <Route path={paths.serviceTypesPattern} element={<RoutedPage page={ServiceTypesPage} />} />
        <Route
          path={paths.servicePackagesPattern}
          element={<RoutedPage page={ServicePackagesPage} />}
        />
        <Route
          path={paths.placeServicesPattern}
          element={<RoutedPage page={PlaceServicesPage} />}
        />
        <Route
          path={paths.placeServicesShortPattern}
          element={<RoutedPage page={PlaceServicesPage} />}
        />
        <Route path={paths.sectionsPattern} element={<RoutedPage page={SectionsTabPage} />} />
        <Route path={paths.sectionPattern} element={<RoutedPage page={SectionPage} />} />
        <Route path={paths.placesFilter} element={<RoutedPage page={PlacesFilterPage} />} />
        <Route path={paths.favorites} element={<RoutedPage page={FavoritesPage} />} />
        <Route path={paths.tickets} element={<RoutedPage page={TicketsPage} />} />
        <Route path={paths.ticketPattern} element={<RoutedPage page={TicketPage} />} />
        <Route path={paths.soldPackages} element={<RoutedPage page={SoldPackagesPage} />} />
        <Route path={paths.soldPackagePattern} element={<RoutedPage page={SoldPackagePage} />} />
        <Route path={paths.soldOrderPattern} element={<RoutedPage page={SoldOrderPage} />} />
        <Route path={paths.nalog} element={<RoutedPage page={TaxPage} />} />
        <Route path={paths.mySections} element={<RoutedPage page={MySectionsPage} />} />
        <Route path={paths.applications} element={<RoutedPage page={ApplicationsPage} />} />
        <Route path={paths.myEvents} element={<RoutedPage page={MyEventsPage} />} />
        <Route path={paths.profile} element={<RoutedPage page={ProfilePage} />} />
        <Route path={paths.notifications} element={<RoutedPage page={NotificationsPage} />} />
        <Route path={paths.friends} element={<RoutedPage page={FriendsPage} />} />
        <Route path={paths.devSettings} element={<RoutedPage page={DevSettingsPage} />} />
        <Route path={paths.about} element={<RoutedPage page={AboutPage} />} />
        <Route path={paths.security} element={<RoutedPage page={SecurityPage} />} />
        <Route path={paths.profileEdit} element={<RoutedPage page={ProfileEditPage} />} />
        <Route path={paths.children} element={<RoutedPage page={ChildrenPage} />} />
        <Route path={paths.childPattern} element={<RoutedPage page={ChildEditPage} />} />
        <Route path={paths.documents} element={<RoutedPage page={DocumentsPage} />} />
        <Route path={paths.documentNew} element={<RoutedPage page={DocumentNewPage} />} />
        <Route path={paths.documentEditPattern} element={<RoutedPage page={DocumentEditPage} />} />
        <Route path={paths.placeProposalNew} element={<RoutedPage page={PlaceProposalPage} />} />
        <Route path={paths.support} element={<RoutedPage page={SupportPage} />} />
        <Route path={paths.supportNewPattern} element={<RoutedPage page={SupportNewPage} />} />
        <Route path={paths.documentsFilter} element={<RoutedPage page={DocumentsFilterPage} />} />
        <Route path={paths.tabs} element={<Navigate to={paths.main} replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </IonRouterOutlet>
      {/* Its own commit after the page while the app is covered (issue 2 §8, TBT). */}
      <MountAfterCovered>
        <IonTabBar slot="bottom">
          {TAB_BAR.map(({ tab, href, label, icon, activeIcon }) => {
            const active = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <IonTabButton key={tab} tab={tab} href={href}>
                {/* lazy: the icon's SVG is parsed when it is first seen (an observer's callback), */}
                {/* not inside the first mount of the app (issue 2 §8, TBT). */}
                <IonIcon icon={TAB_ICONS[active ? activeIcon : icon]} lazy aria-hidden="true" />
                <IonLabel>{label}</IonLabel>
                {/* Issue 14: the unread notifications on the profile tab. */}
                {tab === 'profile' ? <UnreadBadge /> : null}
              </IonTabButton>
            );
          })}
        </IonTabBar>
      </MountAfterCovered>
    </IonTabs>
  );
});

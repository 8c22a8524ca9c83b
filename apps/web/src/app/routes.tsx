import { IonRouterOutlet } from '@ionic/react';
import { Navigate, Route } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import {
  CoachPage,
  EventOrderingPage,
  EventsFilterPage,
  InvitePage,
  LoginPage,
  PaymentPage,
  PaymentSberPage,
  TicketPage,
  TicketsSummaryPage,
  PaymentSuccessPage,
  PlacePhotosPage,
  SberIdDeeplinkPage,
  SectionApplyPage,
  SectionOrderingPage,
  SectionSelectGroupPage,
  SectionSelectRatePage,
  ServiceOrderingPage,
  ServicePackageOrderingPage,
  UserEventEditPage,
  UserEventNewPage,
  UserEventPage,
} from './pages';
import { useCoveredOutletTransitions } from './covered-transitions';
import { paths } from '@sportkarta/contract/routes/paths';
import { DEEP_LINKS } from '@sportkarta/contract/routes/deep-links';
import { DeepLinkRedirect } from './deep-link-redirect';
import { RoutedPage } from './routed-page';
import { staffRoutes } from './staff-routes';
import { Tabs } from './tabs';

// spec §2.2 route table (the part built so far). `/` goes to the main tab (spec §2.1).
export function AppRoutes() {
  useCoveredOutletTransitions();
  return (
    <IonRouterOutlet>
      <Route path={`${paths.tabs}/*`} element={<Tabs />} />
      <Route path={paths.userLogin} element={<RoutedPage page={LoginPage} />} />
      <Route path={paths.sberIdDeeplink} element={<RoutedPage page={SberIdDeeplinkPage} />} />
      <Route path={paths.placePhotosPattern} element={<RoutedPage page={PlacePhotosPage} />} />
      <Route path={paths.eventsFilter} element={<RoutedPage page={EventsFilterPage} />} />
      {/* Issue 14: a person's own games and trainings. */}
      <Route path={paths.userEventNewPattern} element={<RoutedPage page={UserEventNewPage} />} />
      <Route path={paths.userEventEditPattern} element={<RoutedPage page={UserEventEditPage} />} />
      <Route path={paths.userEventPattern} element={<RoutedPage page={UserEventPage} />} />
      <Route path={paths.eventOrderingPattern} element={<RoutedPage page={EventOrderingPage} />} />
      <Route
        path={paths.serviceOrderingPattern}
        element={<RoutedPage page={ServiceOrderingPage} />}
      />
      <Route
        path={paths.servicePackageOrderingPattern}
        element={<RoutedPage page={ServicePackageOrderingPage} />}
      />
      <Route
        path={paths.paymentSuccessPattern}
        element={<RoutedPage page={PaymentSuccessPage} />}
      />
      <Route
        path={paths.sectionOrderingPattern}
        element={<RoutedPage page={SectionOrderingPage} />}
      />
      <Route path={paths.paymentSber} element={<RoutedPage page={PaymentSberPage} />} />
      <Route path={paths.sectionApplyPattern} element={<RoutedPage page={SectionApplyPage} />} />
      <Route
        path={paths.sectionSelectMemberPattern}
        element={<RoutedPage page={SectionApplyPage} />}
      />
      <Route
        path={paths.sectionSelectGroupPattern}
        element={<RoutedPage page={SectionSelectGroupPage} />}
      />
      <Route
        path={paths.sectionSelectRatePattern}
        element={<RoutedPage page={SectionSelectRatePage} />}
      />
      <Route path={paths.coachPattern} element={<RoutedPage page={CoachPage} />} />
      <Route path={paths.userQrPattern} element={<RoutedPage page={TicketPage} />} />
      <Route path={paths.ticketsSummary} element={<RoutedPage page={TicketsSummaryPage} />} />
      <Route path={paths.paymentPattern} element={<RoutedPage page={PaymentPage} />} />
      <Route path={paths.invitePattern} element={<RoutedPage page={InvitePage} />} />
      {/* Issue 24: the venue staff's screens. */}
      {staffRoutes()}
      {/* Issue 15: the deep-link table's addresses that stand for another screen. */}
      {DEEP_LINKS.filter((link) => link.to).map((link) => (
        <Route key={link.path} path={link.path} element={<DeepLinkRedirect link={link} />} />
      ))}
      <Route path={paths.root} element={<Navigate to={paths.main} replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </IonRouterOutlet>
  );
}

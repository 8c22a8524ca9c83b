import { lazyPage } from './lazy-page';

// Every page is its own chunk (stack-notes: keep the first chunk to React + Ionic core).
export const MainPage = lazyPage(() => import('@/pages/main-page'));
export const NewsListPage = lazyPage(() => import('@/pages/news-list-page'));
export const NewsDetailPage = lazyPage(() => import('@/pages/news-detail-page'));
export const PlacesPage = lazyPage(() => import('@/pages/places-page'));
export const ProfilePage = lazyPage(() => import('@/pages/profile-page'));
export const DevSettingsPage = lazyPage(() => import('@/pages/dev-settings-page'));

// Discovery (issue 4).
export const PlacePage = lazyPage(() => import('@/pages/place-page'));
export const PlaceMapPage = lazyPage(() => import('@/pages/place-map-page'));
export const PlacePhotosPage = lazyPage(() => import('@/pages/place-photos-page'));
export const PlacesFilterPage = lazyPage(() => import('@/pages/places-filter-page'));
export const EventsFilterPage = lazyPage(() => import('@/pages/events-filter-page'));
export const FavoritesPage = lazyPage(() => import('@/pages/favorites-page'));

// The accounts screens of issue 3, each its own chunk like every page (stack-notes).
export const LoginPage = lazyPage(() => import('@/pages/login-page'));
export const AboutPage = lazyPage(() => import('@/pages/about-page'));
export const ProfileEditPage = lazyPage(() => import('@/pages/profile-edit-page'));
export const ChildrenPage = lazyPage(() => import('@/pages/children-page'));
export const ChildEditPage = lazyPage(() => import('@/pages/child-edit-page'));
export const SecurityPage = lazyPage(() => import('@/pages/security-page'));
export const SberIdDeeplinkPage = lazyPage(() => import('@/pages/sberid-deeplink-page'));

// The catalogue and the checkout (issue 10).
export const ServiceTypesPage = lazyPage(() => import('@/pages/service-types-page'));
export const ServicePackagesPage = lazyPage(() => import('@/pages/service-packages-page'));
export const PlaceServicesPage = lazyPage(() => import('@/pages/place-services-page'));
export const EventOrderingPage = lazyPage(() => import('@/pages/event-ordering-page'));
export const ServiceOrderingPage = lazyPage(() => import('@/pages/service-ordering-page'));
export const ServicePackageOrderingPage = lazyPage(
  () => import('@/pages/service-package-ordering-page'),
);
export const PaymentPage = lazyPage(() => import('@/pages/payment-page'));
export const PaymentSuccessPage = lazyPage(() => import('@/pages/payment-success-page'));
export const PaymentSberPage = lazyPage(() => import('@/pages/payment-sber-page'));
export const TicketsPage = lazyPage(() => import('@/pages/tickets-page'));
export const TicketPage = lazyPage(() => import('@/pages/ticket-page'));
export const SoldPackagesPage = lazyPage(() => import('@/pages/sold-packages-page'));
export const SoldPackagePage = lazyPage(() => import('@/pages/sold-package-page'));
export const SoldOrderPage = lazyPage(() => import('@/pages/sold-order-page'));
export const TaxPage = lazyPage(() => import('@/pages/tax-page'));
export const TicketsSummaryPage = lazyPage(() => import('@/pages/tickets-summary-page'));

// Sections and coaches (issue 13).
export const SectionsTabPage = lazyPage(() => import('@/pages/sections-tab-page'));
export const SectionPage = lazyPage(() => import('@/pages/section-page'));
export const SectionApplyPage = lazyPage(() => import('@/pages/section-apply-page'));
export const SectionSelectGroupPage = lazyPage(() => import('@/pages/section-select-group-page'));
export const SectionSelectRatePage = lazyPage(() => import('@/pages/section-select-rate-page'));
export const CoachPage = lazyPage(() => import('@/pages/coach-page'));
export const SectionOrderingPage = lazyPage(() => import('@/pages/section-ordering-page'));
export const MySectionsPage = lazyPage(() => import('@/pages/my-sections-page'));
// People and messages (issue 14).
export const NotificationsPage = lazyPage(() => import('@/pages/notifications-page'));
export const DocumentsPage = lazyPage(() => import('@/pages/documents-page'));
export const DocumentNewPage = lazyPage(() => import('@/pages/document-new-page'));
export const DocumentEditPage = lazyPage(() => import('@/pages/document-edit-page'));
export const PlaceProposalPage = lazyPage(() => import('@/pages/place-proposal-page'));
export const SupportPage = lazyPage(() => import('@/pages/support-page'));
export const SupportNewPage = lazyPage(() => import('@/pages/support-new-page'));
export const DocumentsFilterPage = lazyPage(() => import('@/pages/documents-filter-page'));
export const PosterPage = lazyPage(() => import('@/pages/poster-page'));

export const CreationPage = lazyPage(() => import('@/pages/creation-page'));
export const ApplicationsPage = lazyPage(() => import('@/pages/applications-page'));
export const UserEventPage = lazyPage(() => import('@/pages/user-event-page'));
export const UserEventNewPage = lazyPage(() => import('@/pages/user-event-new-page'));
export const UserEventEditPage = lazyPage(() => import('@/pages/user-event-edit-page'));
export const MyEventsPage = lazyPage(() => import('@/pages/my-events-page'));
export const FriendsPage = lazyPage(() => import('@/pages/friends-page'));
export const InvitePage = lazyPage(() => import('@/pages/invite-page'));

// The venue staff's screens (issues 24, 25) are behind one lazy boundary: staff-routes.tsx.

import { IonApp, IonContent, IonPage } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { render, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './routes';

// The pages themselves have their own tests; here each is a labelled stand-in so the test is
// about routing: the tab bar, the redirects of spec §2.1 and the not-found page.
const { labelledPage } = vi.hoisted(() => ({
  labelledPage: (name: string) =>
    function LabelledPage() {
      return (
        <IonPage>
          <IonContent>{`page:${name}`}</IonContent>
        </IonPage>
      );
    },
}));
vi.mock('./pages', () => {
  return {
    MainPage: labelledPage('main'),
    NewsListPage: labelledPage('news'),
    NewsDetailPage: labelledPage('news-detail'),
    PlacesPage: labelledPage('places'),
    ProfilePage: labelledPage('profile'),
    DevSettingsPage: labelledPage('dev-settings'),
    PlacePage: labelledPage('place'),
    PlaceMapPage: labelledPage('place-map'),
    PlacePhotosPage: labelledPage('place-photos'),
    PlacesFilterPage: labelledPage('places-filter'),
    EventsFilterPage: labelledPage('events-filter'),
    FavoritesPage: labelledPage('favorites'),
    LoginPage: labelledPage('login'),
    AboutPage: labelledPage('about'),
    ProfileEditPage: labelledPage('profile-edit'),
    ChildrenPage: labelledPage('children'),
    ChildEditPage: labelledPage('child-edit'),
    SecurityPage: labelledPage('security'),
    SberIdDeeplinkPage: labelledPage('sberid-deeplink'),
    ServiceTypesPage: labelledPage('service-types'),
    ServicePackagesPage: labelledPage('service-packages'),
    PlaceServicesPage: labelledPage('place-services'),
    EventOrderingPage: labelledPage('event-ordering'),
    ServiceOrderingPage: labelledPage('service-ordering'),
    ServicePackageOrderingPage: labelledPage('service-package-ordering'),
    PaymentPage: labelledPage('payment'),
    PaymentSuccessPage: labelledPage('payment-success'),
    PaymentSberPage: labelledPage('payment-sber'),
    TicketsPage: labelledPage('tickets'),
    TicketPage: labelledPage('ticket'),
    TaxPage: labelledPage('tax'),
    SoldPackagesPage: labelledPage('sold-packages'),
    SoldPackagePage: labelledPage('sold-package'),
    SoldOrderPage: labelledPage('sold-order'),
    TicketsSummaryPage: labelledPage('tickets-summary'),
    SectionsTabPage: labelledPage('sections-tab'),
    SectionPage: labelledPage('section'),
    SectionApplyPage: labelledPage('section-apply'),
    SectionSelectGroupPage: labelledPage('section-select-group'),
    SectionSelectRatePage: labelledPage('section-select-rate'),
    CoachPage: labelledPage('coach'),
    SectionOrderingPage: labelledPage('section-ordering'),
    MySectionsPage: labelledPage('my-sections'),
    NotificationsPage: labelledPage('notifications'),
    DocumentsPage: labelledPage('documents'),
    DocumentNewPage: labelledPage('document-new'),
    DocumentEditPage: labelledPage('document-edit'),
    PlaceProposalPage: labelledPage('place-proposal'),
    SupportPage: labelledPage('support'),
    SupportNewPage: labelledPage('support-new'),
    DocumentsFilterPage: labelledPage('documents-filter'),
    PosterPage: labelledPage('poster'),
    CreationPage: labelledPage('creation'),
    ApplicationsPage: labelledPage('applications'),
    MyEventsPage: labelledPage('my-events'),
    UserEventPage: labelledPage('user-event'),
    UserEventNewPage: labelledPage('user-event-new'),
    UserEventEditPage: labelledPage('user-event-edit'),
    FriendsPage: labelledPage('friends'),
    InvitePage: labelledPage('invite'),
  };
});

// The venue staff's pages sit behind their own lazy registry (staff-routes.tsx): stand-ins there.
vi.mock('./staff-pages', () => {
  const page = (name: string) => () => Promise.resolve({ default: labelledPage(name) });
  return {
    STAFF_PAGES: {
      role: page('staff-role'),
      home: page('staff-home'),
      scanner: page('staff-scanner'),
      orders: page('staff-orders'),
      order: page('staff-order'),
      sessions: page('staff-sessions'),
      applications: page('staff-applications'),
      groups: page('staff-groups'),
      roster: page('staff-roster'),
      attendance: page('staff-attendance'),
      audit: page('staff-audit'),
      team: page('staff-team'),
      checkInLists: page('staff-check-in-lists'),
      checkInList: page('staff-check-in-list'),
    },
  };
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <IonApp>
      <IonReactMemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </IonReactMemoryRouter>
    </IonApp>,
  );
}

describe('tabs and routes', () => {
  it('shows the three tabs with Russian labels', async () => {
    renderAt('/tabs/places');
    expect(await screen.findByText('page:places')).toBeInTheDocument();
    const bar = document.querySelector('ion-tab-bar');
    expect(bar).not.toBeNull();
    const labels = within(bar as HTMLElement)
      .getAllByText(/./, { selector: 'ion-label' })
      .map((l) => l.textContent);
    expect(labels).toEqual(['Главная', 'Поиск', 'Профиль']);
    expect(bar?.querySelector('ion-tab-button[tab="profile"]')?.getAttribute('href')).toBe(
      '/tabs/profile',
    );
  });

  it.each(['/', '/tabs'])('redirects %s to the main tab', async (path) => {
    renderAt(path);
    expect(await screen.findByText('page:main')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tabs\/main$/);
  });

  // Issue 24: the venue staff's screens, outside the tabs.
  it.each([
    ['/staff/role', 'staff-role'],
    ['/staff', 'staff-home'],
    ['/staff/scanner', 'staff-scanner'],
    ['/staff/scanner/7', 'staff-scanner'],
    ['/staff/orders', 'staff-orders'],
    ['/staff/orders/0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f', 'staff-order'],
    ['/staff/sessions', 'staff-sessions'],
    ['/staff/applications', 'staff-applications'],
    ['/staff/groups', 'staff-groups'],
    ['/staff/groups/3', 'staff-roster'],
    ['/staff/groups/3/attendance', 'staff-attendance'],
    ['/staff/audit', 'staff-audit'],
    ['/staff/team', 'staff-team'],
    ['/staff/check-in-lists', 'staff-check-in-lists'],
    ['/staff/check-in-lists/new', 'staff-check-in-list'],
  ])('routes the staff screen %s', async (path, page) => {
    renderAt(path);
    expect(await screen.findByText(`page:${page}`)).toBeInTheDocument();
  });

  it('routes nested tab pages', async () => {
    renderAt('/tabs/main/news/42');
    expect(await screen.findByText('page:news-detail')).toBeInTheDocument();
  });

  it.each([
    ['/tabs/places/7', 'place'],
    ['/tabs/places/7/map', 'place-map'],
    ['/places/7/photo-slider', 'place-photos'],
    ['/tabs/filter', 'places-filter'],
    ['/filter/events', 'events-filter'],
    ['/tabs/profile/favorites', 'favorites'],
    ['/tabs/places/7/serviceTypes', 'service-types'],
    ['/tabs/places/7/serviceTypes/services/12', 'place-services'],
    ['/tabs/places/7/serviceTypes/service-packages', 'service-packages'],
    ['/tabs/places/12/services', 'place-services'],
    [
      '/payment/order/event-ordering?complexId=7&placeId=12&sessionId=3&date=2026-11-27',
      'event-ordering',
    ],
    [
      '/payment/order/service-ordering?complexId=7&placeId=12&serviceId=3&date=2026-11-27',
      'service-ordering',
    ],
    [
      '/payment/order/service-package-ordering?complexId=7&packageId=2&rateId=5',
      'service-package-ordering',
    ],
    ['/payment/5b0f4f0e-8d3a-4a39-9a57-4a1d5f1c2e11', 'payment'],
    ['/payment/5b0f4f0e-8d3a-4a39-9a57-4a1d5f1c2e11/success', 'payment-success'],
    ['/tabs/profile/tickets', 'tickets'],
    ['/tabs/profile/tickets/Qx7f3Kp9LmN2vB8rT4yW1a', 'ticket'],
    ['/tabs/profile/nalog', 'tax'],
    ['/tabs/profile/notification', 'notifications'],
    ['/tabs/profile/events', 'my-events'],
    ['/events/new?complexId=7', 'user-event-new'],
    ['/events/42', 'user-event'],
    ['/events/42/edit', 'user-event-edit'],
    ['/tabs/profile/servicePackages', 'sold-packages'],
    ['/tabs/profile/servicePackages/5b1f4a8e-2c3d-4e5f-8a9b-0c1d2e3f4a5b', 'sold-package'],
    ['/tabs/profile/orders/0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f', 'sold-order'],
    ['/user/qrcode/Qx7f3Kp9LmN2vB8rT4yW1a', 'ticket'],
    ['/tickets/summary', 'tickets-summary'],
    ['/payment/sber?orderId=0f3c6f4e-1d9c-7a1b-9e4c-3c5a2b1d0e9f&lang=ru', 'payment-sber'],
    ['/tabs/places/7/serviceTypes/sections', 'sections-tab'],
    ['/tabs/places/7/sections/3', 'section'],
    ['/sections/3/section-apply?complexId=7', 'section-apply'],
    ['/sections/3/select-member?complexId=7', 'section-apply'],
    ['/sections/3/select-group?complexId=7&member=me', 'section-select-group'],
    ['/sections/3/group/5/select-rate?complexId=7&member=me', 'section-select-rate'],
    ['/coaches/coach/9', 'coach'],
    [
      '/payment/order/section-ordering?complexId=7&groupId=5&memberId=0b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e&rateId=2',
      'section-ordering',
    ],
    ['/tabs/profile/sections', 'my-sections'],
    ['/tabs/main/poster', 'poster'],
    ['/tabs/main/poster/12', 'creation'],
    ['/tabs/profile/applications', 'applications'],
    ['/tabs/profile/applications/new-place', 'place-proposal'],
    ['/tabs/profile/documents/d1/edit', 'document-edit'],
    ['/tabs/profile/support', 'support'],
    ['/tabs/profile/support/new', 'support-new'],
    ['/tabs/profile/friends', 'friends'],
    ['/tabs/profile/friends?tab=incoming', 'friends'],
  ])('routes %s (spec §2.2)', async (path, name) => {
    renderAt(path);
    expect(await screen.findByText(`page:${name}`)).toBeInTheDocument();
  });

  it('maps the /deeplink/place/{...} deep link to /tabs/places/{...} (spec §2.2)', async () => {
    renderAt('/deeplink/place/7/map');
    expect(await screen.findByText('page:place-map')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tabs\/places\/7\/map$/);
  });

  it("opens a friend's invitation on its own screen (issues 14–15)", async () => {
    renderAt('/invite/K7Q2MP4XHZ9A');
    expect(await screen.findByText('page:invite')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/invite\/K7Q2MP4XHZ9A$/);
  });

  it('opens dev settings under the profile tab', async () => {
    renderAt('/tabs/profile/dev-settings');
    expect(await screen.findByText('page:dev-settings')).toBeInTheDocument();
  });

  it('answers an unknown address with the Russian not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findAllByText('Страница не найдена')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute(
      'href',
      '/tabs/main',
    );
  });
});

// Every route of spec §2.2 that the app has built so far, in one place.
// Pages and links use these helpers, never string literals. In the contract because the server
// names the app's screens too (a notification's `link`, the first screen's hrefs).
/** The search part of a screen's address (the ordering screens take what to buy there). */
const search = (q: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

export const paths = {
  root: '/',
  tabs: '/tabs',
  main: '/tabs/main',
  news: '/tabs/main/news',
  newsItem: (id: string | number) => `/tabs/main/news/${encodeURIComponent(String(id))}`,
  /** Route pattern of newsItem for the router. */
  newsItemPattern: '/tabs/main/news/:id',
  /** The city's poster and one creation of it (issue 14; not in spec §2.2: our routes). */
  poster: '/tabs/main/poster',
  creation: (id: number) => `/tabs/main/poster/${id}`,
  creationPattern: '/tabs/main/poster/:id',
  places: '/tabs/places',
  place: (id: string | number) => `/tabs/places/${encodeURIComponent(String(id))}`,
  placePattern: '/tabs/places/:id',
  placeMap: (id: string | number) => `/tabs/places/${encodeURIComponent(String(id))}/map`,
  placeMapPattern: '/tabs/places/:id/map',
  placePhotos: (id: string | number) => `/places/${encodeURIComponent(String(id))}/photo-slider`,
  placePhotosPattern: '/places/:id/photo-slider',
  placesFilter: '/tabs/filter',
  eventsFilter: '/filter/events',
  favorites: '/tabs/profile/favorites',
  /** spec §2.2: /deeplink/place/{...} maps to /tabs/places/{...}. */
  placeDeeplinkPattern: '/deeplink/place/*',
  profile: '/tabs/profile',
  tickets: '/tabs/profile/tickets',
  ticket: (qrCodeId: string) => `/tabs/profile/tickets/${encodeURIComponent(qrCodeId)}`,
  ticketPattern: '/tabs/profile/tickets/:qrCodeId',
  /** spec §2.2 /user/qrcode/{id}: the same QR page outside the tabs. */
  userQrPattern: '/user/qrcode/:qrCodeId',
  /** spec §2.2 the person's packages and one of them. */
  soldPackages: '/tabs/profile/servicePackages',
  soldPackage: (id: string) => `/tabs/profile/servicePackages/${encodeURIComponent(id)}`,
  soldPackagePattern: '/tabs/profile/servicePackages/:servicePackageDetailId',
  /** One order after the purchase, with its refunds (not in spec §2.2: our route). */
  soldOrder: (orderId: string) => `/tabs/profile/orders/${encodeURIComponent(orderId)}`,
  soldOrderPattern: '/tabs/profile/orders/:orderId',
  /** spec §2.2 /tabs/profile/nalog: the tax-deduction certificate. */
  nalog: '/tabs/profile/nalog',
  /** spec §2.2 /tickets/summary: the QR page of the nearest upcoming ticket. */
  ticketsSummary: '/tickets/summary',
  /** spec §2.2 /tabs/profile/notification: the person's notifications (issue 14). */
  notifications: '/tabs/profile/notification',
  devSettings: '/tabs/profile/dev-settings',
  userLogin: '/user/login',
  profileEdit: '/tabs/profile/edit',
  children: '/tabs/profile/children',
  child: (id?: string) =>
    id ? `/tabs/profile/children/child/${encodeURIComponent(id)}` : '/tabs/profile/children/child',
  /** Route pattern of child for the router (no id: a new child, spec §2.2). */
  childPattern: '/tabs/profile/children/child/:childId?',
  security: '/tabs/profile/security',
  about: '/tabs/profile/about',
  sberIdDeeplink: '/deeplink/sberID',
  /** A friend's invitation (issues 14–15): the inviter and «Добавить в друзья». */
  invite: (code: string) => `/invite/${encodeURIComponent(code)}`,
  invitePattern: '/invite/:code',
  /** The friends screen (issue 14; spec §2.2 names no route: ours), optionally on one tab. */
  friends: '/tabs/profile/friends',
  friendsTab: (tab: 'friends' | 'incoming' | 'outgoing') =>
    `/tabs/profile/friends?${search({ tab })}`,
  // Issue 10: a venue's catalogue and the checkout.
  serviceTypes: (complexId: number) => `/tabs/places/${complexId}/serviceTypes`,
  serviceTypesPattern: '/tabs/places/:complexId/serviceTypes',
  placeServices: (complexId: number, placeId: number) =>
    `/tabs/places/${complexId}/serviceTypes/services/${placeId}`,
  placeServicesPattern: '/tabs/places/:complexId/serviceTypes/services/:placeId',
  /** spec §2.2 /tabs/places/{placeId}/services: the same screen, entered by the place alone. */
  placeServicesShortPattern: '/tabs/places/:placeId/services',
  servicePackages: (complexId: number) => `/tabs/places/${complexId}/serviceTypes/service-packages`,
  servicePackagesPattern: '/tabs/places/:complexId/serviceTypes/service-packages',
  eventOrdering: (q: { complexId: number; placeId: number; sessionId: number; date: string }) =>
    `/payment/order/event-ordering?${search(q)}`,
  eventOrderingPattern: '/payment/order/event-ordering',
  serviceOrdering: (q: { complexId: number; placeId: number; serviceId: number; date: string }) =>
    `/payment/order/service-ordering?${search(q)}`,
  serviceOrderingPattern: '/payment/order/service-ordering',
  servicePackageOrdering: (q: { complexId: number; packageId: number; rateId: number }) =>
    `/payment/order/service-package-ordering?${search(q)}`,
  servicePackageOrderingPattern: '/payment/order/service-package-ordering',
  payment: (orderId: string) => `/payment/${encodeURIComponent(orderId)}`,
  paymentPattern: '/payment/:orderId',
  /** Sberbank's return address (`?orderId=<mdOrder>`). */
  paymentSber: '/payment/sber',
  paymentSuccess: (orderId: string) => `/payment/${encodeURIComponent(orderId)}/success`,
  paymentSuccessPattern: '/payment/:orderId/success',
  // Issue 13: sections and coaches. The section screen's first segment is the venue (complex).
  sections: (complexId: number) => `/tabs/places/${complexId}/serviceTypes/sections`,
  sectionsPattern: '/tabs/places/:complexId/serviceTypes/sections',
  section: (complexId: number, sectionId: number) =>
    `/tabs/places/${complexId}/sections/${sectionId}`,
  sectionPattern: '/tabs/places/:complexId/sections/:sectionId',
  coach: (id: number) => `/coaches/coach/${id}`,
  coachPattern: '/coaches/coach/:id',
  /**
   * spec §2.2 the multi-step application: section-apply (= select-member), select-group,
   * group/{groupId}/select-rate; the venue and the member travel as search parameters.
   */
  sectionStep: (
    sectionId: number,
    step: 'section-apply' | 'select-member' | 'select-group' | `group/${number}/select-rate`,
    q: { complexId: number; member?: string },
  ) => `/sections/${sectionId}/${step}?${search(q)}`,
  sectionApplyPattern: '/sections/:sectionId/section-apply',
  sectionSelectMemberPattern: '/sections/:sectionId/select-member',
  sectionSelectGroupPattern: '/sections/:sectionId/select-group',
  sectionSelectRatePattern: '/sections/:sectionId/group/:groupId/select-rate',
  sectionOrdering: (q: { complexId: number; groupId: number; memberId: string; rateId: number }) =>
    `/payment/order/section-ordering?${search(q)}`,
  sectionOrderingPattern: '/payment/order/section-ordering',
  /** The person's applications to sections (not in spec §2.2: our route). */
  mySections: '/tabs/profile/sections',
  /** spec §2.2 the permit documents (issue 14); the filter lives in the search part. */
  documents: '/tabs/profile/documents',
  documentsFilter: '/tabs/profile/documents/filter',
  /** A new document (not in spec §2.2: our route), `?person=` preselects whose. */
  documentNew: '/tabs/profile/documents/new',
  /** Issue 28: a document changed with the add form (our route). */
  documentEdit: (id: string) => `/tabs/profile/documents/${encodeURIComponent(id)}/edit`,
  documentEditPattern: '/tabs/profile/documents/:docId/edit',
  /** Issue 28: a venue proposed by the person (POST /v1/addPlace; our route). */
  placeProposalNew: '/tabs/profile/applications/new-place',
  /** Issue 28: the person's requests to support and the form (our routes); `orderId` attaches an order. */
  support: '/tabs/profile/support',
  supportNew: (q?: { orderId: string; orderNumber: number; topic: 'REFUND' | 'PURCHASE' }) =>
    q ? `/tabs/profile/support/new?${search(q)}` : '/tabs/profile/support/new',
  supportNewPattern: '/tabs/profile/support/new',
  /** spec §2.2 /tabs/profile/applications: venue proposals and section enrolments (issue 14). */
  applications: '/tabs/profile/applications',
  // Issue 14: a person's own games and trainings (not in spec §2.2: our routes).
  /** The create form; `complexId` preselects the venue (from a venue's «Создать игру»). */
  userEventNew: (complexId?: number) =>
    complexId ? `/events/new?${search({ complexId })}` : '/events/new',
  userEventNewPattern: '/events/new',
  userEvent: (id: number) => `/events/${id}`,
  userEventPattern: '/events/:id',
  userEventEdit: (id: number) => `/events/${id}/edit`,
  userEventEditPattern: '/events/:id/edit',
  /** Events I organise or joined. */
  myEvents: '/tabs/profile/events',
  // Issue 24: the venue staff's screens (not in spec §2.2: our routes). The venue is the role
  // chosen on this device (apps/web/src/lib/staff-role.ts), not a part of the address.
  /** The role choice after sign-in and from the profile: «Посетитель» or a venue's role. */
  staffRole: '/staff/role',
  /** The chosen role's home: a tile per permission. */
  staffHome: '/staff',
  /** The door scanner: the venue choice, or straight to the venue when only one has checkin.scan. */
  staffScanner: '/staff/scanner',
  /** The door scanner of one venue (the door's venue is part of the address: a phone at a door). */
  staffScannerVenue: (complexId: number) => `/staff/scanner/${complexId}`,
  staffScannerVenuePattern: '/staff/scanner/:complexId',
  staffOrders: '/staff/orders',
  staffOrder: (orderId: string) => `/staff/orders/${encodeURIComponent(orderId)}`,
  staffOrderPattern: '/staff/orders/:orderId',
  staffApplications: '/staff/applications',
  /** The coach's groups (or every group, with groups.all). */
  staffGroups: '/staff/groups',
  staffRoster: (groupId: number) => `/staff/groups/${groupId}`,
  staffRosterPattern: '/staff/groups/:groupId',
  staffAttendance: (groupId: number, date?: string) =>
    `/staff/groups/${groupId}/attendance${date ? `?${search({ date })}` : ''}`,
  staffAttendancePattern: '/staff/groups/:groupId/attendance',
  staffAudit: '/staff/audit',
  staffTeam: '/staff/team',
  staffCheckInLists: '/staff/check-in-lists',
  /** One check-in list to edit, or `new`. */
  staffCheckInList: (listId: number | 'new') => `/staff/check-in-lists/${listId}`,
  staffCheckInListPattern: '/staff/check-in-lists/:listId',
  /** Issue 25: the venue's session calendar (a day or a week), cancelling a session. */
  staffSessions: '/staff/sessions',
  /** Issue 25: the organisation's visit and refund rules, versioned PDFs. */
  staffPolicies: '/staff/policies',
  /** Issue 25: the venue's reports — sales, refunds, check-ins by hour, occupancy. */
  staffReports: '/staff/reports',
  /** Issue 25: the venue's coaches; a coach without groups.all goes on to their own timetable. */
  staffCoaches: '/staff/coaches',
  /** A coach's timetable by week (`week` is any day of it; this week without it). */
  staffCoach: (coachId: number, week?: string) =>
    `/staff/coaches/${coachId}${week ? `?${search({ week })}` : ''}`,
  staffCoachPattern: '/staff/coaches/:coachId',
  /** Issue 25: the venue's catalogue — events, services, packages and their rates. */
  staffCatalogue: '/staff/catalogue',
  /** Issue 25: a place's layout (lanes, halves) and what events sell on it. */
  staffLayouts: '/staff/layouts',
  /** Issue 25 (`sports-page`): the venue's sports and its places'. */
  staffSports: '/staff/sports',
  /** Issue 25: the owner's money — each acquirer's takings, fee, refunds, differences. */
  staffMoney: '/staff/money',
} as const;

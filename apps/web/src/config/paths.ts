// Every route of spec §2.2 that the app has built so far, in one place.
// Pages and links use these helpers, never string literals.
export const paths = {
  root: '/',
  tabs: '/tabs',
  main: '/tabs/main',
  news: '/tabs/main/news',
  newsItem: (id: string | number) => `/tabs/main/news/${encodeURIComponent(String(id))}`,
  /** Route pattern of newsItem for the router. */
  newsItemPattern: '/tabs/main/news/:id',
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
} as const;

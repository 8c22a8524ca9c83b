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

import { lazyPage } from './lazy-page';

// Every page is its own chunk (stack-notes: keep the first chunk to React + Ionic core).
export const MainPage = lazyPage(() => import('@/pages/main-page'));
export const NewsListPage = lazyPage(() => import('@/pages/news-list-page'));
export const NewsDetailPage = lazyPage(() => import('@/pages/news-detail-page'));
export const PlacesPage = lazyPage(() => import('@/pages/places-page'));
export const ProfilePage = lazyPage(() => import('@/pages/profile-page'));
export const DevSettingsPage = lazyPage(() => import('@/pages/dev-settings-page'));

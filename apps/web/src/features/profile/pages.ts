import { lazyPage } from '@/app/lazy-page';

// The accounts screens of issue 3, each its own chunk like every page (stack-notes).
export const LoginPage = lazyPage(() => import('@/pages/login-page'));
export const AboutPage = lazyPage(() => import('@/pages/about-page'));
export const ProfileEditPage = lazyPage(() => import('@/pages/profile-edit-page'));
export const ChildrenPage = lazyPage(() => import('@/pages/children-page'));
export const ChildEditPage = lazyPage(() => import('@/pages/child-edit-page'));
export const SecurityPage = lazyPage(() => import('@/pages/security-page'));
export const SberIdDeeplinkPage = lazyPage(() => import('@/pages/sberid-deeplink-page'));

import type { ComponentType } from 'react';

/**
 * Issue 24/25: the venue staff's pages, loaded behind ONE lazy boundary. The first screen's
 * chunk knows only this module's import (staff-routes.tsx); the per-page imports live here, so
 * each staff page is still its own chunk and a visitor never loads any of them (nor this
 * registry). Every page import in the first chunk costs ~100 B of gzip (its path plus Vite's
 * preload mapping) — the budget of first-screen-budget.spec has no room for fourteen.
 */
export const STAFF_PAGES = {
  role: () => import('@/pages/staff-role-page'),
  home: () => import('@/pages/staff-home-page'),
  orders: () => import('@/pages/staff-orders-page'),
  order: () => import('@/pages/staff-order-page'),
  applications: () => import('@/pages/staff-applications-page'),
  groups: () => import('@/pages/staff-groups-page'),
  roster: () => import('@/pages/staff-roster-page'),
  attendance: () => import('@/pages/staff-attendance-page'),
  audit: () => import('@/pages/staff-audit-page'),
  team: () => import('@/pages/staff-team-page'),
  checkInLists: () => import('@/pages/staff-check-in-lists-page'),
  checkInList: () => import('@/pages/staff-check-in-list-page'),
  scanner: () => import('@/pages/staff-scanner-page'),
  sessions: () => import('@/pages/staff-sessions-page'),
  policies: () => import('@/pages/staff-policies-page'),
  reports: () => import('@/pages/staff-reports-page'),
  coaches: () => import('@/pages/staff-coaches-page'),
  coach: () => import('@/pages/staff-coach-page'),
  catalogue: () => import('@/pages/staff-catalogue-page'),
  layouts: () => import('@/pages/staff-layouts-page'),
  sports: () => import('@/pages/staff-sports-page'),
  money: () => import('@/pages/staff-money-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type StaffPageKey = keyof typeof STAFF_PAGES;

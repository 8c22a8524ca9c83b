import { useEffect } from 'react';

/**
 * How long a navigation's page transition may take before a tab page still marked invisible is
 * taken as stuck (Ionic's transitions last 280–540 ms).
 */
export const STUCK_AFTER_MS = 1_000;

/**
 * Ionic 9 marks an entering page `ion-page-invisible` (opacity 0) and its outlet's transition
 * removes the mark. When a tab page mounts in the same navigation as the outer outlet's push (a
 * sign-in going on to /tabs/main), that transition sometimes never runs for the tabs' own
 * outlet, and the page stays blank with all its content under it (CI, 28.11: accounts.spec's
 * demo login, one run of two; staff-role-page.tsx tells the earlier case). After each
 * navigation, once no animation is running in the tabs, a page still marked so is shown.
 */
export function unstickTabPages(root: ParentNode): number {
  let shown = 0;
  for (const outlet of root.querySelectorAll('ion-tabs ion-router-outlet')) {
    if (
      typeof outlet.getAnimations === 'function' &&
      outlet.getAnimations({ subtree: true }).length
    )
      continue;
    for (const page of outlet.querySelectorAll(':scope > .ion-page.ion-page-invisible')) {
      if (page.classList.contains('ion-page-hidden')) continue;
      page.classList.remove('ion-page-invisible');
      shown += 1;
    }
  }
  return shown;
}

/** Runs `unstickTabPages` once the transition of each navigation (`key`) has had its time. */
export function useUnstickTabPages(key: string): void {
  useEffect(() => {
    const timer = setTimeout(() => unstickTabPages(document), STUCK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key]);
}

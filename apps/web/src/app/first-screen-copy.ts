import { paths } from '@sportkarta/contract/routes/paths';

// issue 2 §8: the server's copy of the main tab's first screen (index.html) and how it gives
// way to the app. Apart from the start (first-screen.ts), which preloads the main page: the
// main page releases the copy, and must not import what imports it.

/** `/`, `/tabs` and `/tabs/main` all show the main tab (spec §2.1). */
export function isMainTabPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || paths.root;
  return path === paths.root || path === paths.tabs || path === paths.main;
}

/** The copy of the main tab's first screen that the server put into index.html. */
export const FIRST_SCREEN_COPY_ID = 'sk-first-screen';
/** If the main page never reports (a route it does not know), the copy goes anyway. */
const COPY_GIVE_UP_MS = 4000;
/** How long a release waits for the feed's cards to replace its skeleton. */
const RELEASE_WAIT_MS = 1000;

function removeCopy(doc: Document): void {
  doc.getElementById(FIRST_SCREEN_COPY_ID)?.remove();
  doc.getElementById('sk-first-screen-css')?.remove();
  doc.documentElement.classList.remove('sk-fs');
}

/**
 * The main page has rendered its news (or their error): the copy above it goes once the
 * app's first picture is decoded, so nothing blinks. Called by pages/main-page.tsx.
 */
export function releaseFirstScreen(doc: Document = document): void {
  const copy = doc.getElementById(FIRST_SCREEN_COPY_ID);
  if (!copy || copy.dataset.releasing) return;
  copy.dataset.releasing = '1';
  // The feed may still hold its skeleton for its minimum time (spec §9): wait for the cards.
  const deadline = Date.now() + RELEASE_WAIT_MS;
  const attempt = () => {
    const image = doc.querySelector<HTMLImageElement>('#root .sk-news-card img');
    // The tab bar may mount a task after the page (app/mount-after-covered.tsx).
    const tabBar = !copy.querySelector('.sk-fs-tabbar') || doc.querySelector('#root ion-tab-bar');
    if ((!image || !tabBar) && Date.now() < deadline) return void setTimeout(attempt, 50);
    const decoded = image ? image.decode().catch(() => undefined) : Promise.resolve();
    void decoded.then(() => requestAnimationFrame(() => removeCopy(doc)));
  };
  attempt();
}

/**
 * issue 2 §8: the copy stands in for the landing (index.html) while the app starts underneath.
 * When the start check ends (the gate removes #preloader) the app is the live page: the copy
 * leaves the accessibility tree and input at once, and is removed when the main page has
 * rendered (releaseFirstScreen), at once when another screen or the error page is shown.
 */
export function watchFirstScreen(doc: Document = document): void {
  const copy = doc.getElementById(FIRST_SCREEN_COPY_ID);
  const preloader = doc.getElementById('preloader');
  if (!copy) return;
  if (!doc.documentElement.classList.contains('sk-fs') || !preloader) return removeCopy(doc);
  const startEnded = () => {
    observer.disconnect();
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    const onMainPage = isMainTabPath(doc.location.pathname);
    if (!onMainPage || !doc.querySelector('.app-start')) return removeCopy(doc);
    setTimeout(() => removeCopy(doc), COPY_GIVE_UP_MS);
  };
  const observer = new MutationObserver(() => {
    if (preloader.dataset.removing || !preloader.isConnected) startEnded();
  });
  observer.observe(preloader, { attributes: true, attributeFilter: ['data-removing', 'class'] });
}

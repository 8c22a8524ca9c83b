// The landing/preloader painted by index.html (spec §2.3) stays until the start check ends;
// then it fades out and is removed so it never sits over the app. Toasts raised while it is up
// (a page's 401 under it) wait for it to go: a person could not see them.
import { holdToasts, releaseToasts } from '@/ui/toast/toast-bus';

export const PRELOADER_ID = 'preloader';
const FADE_MS = 300;

export function holdToastsUnderPreloader(doc: Document = document): void {
  const element = doc.getElementById(PRELOADER_ID);
  if (element && !element.dataset.removing) holdToasts();
}

export function removePreloader(doc: Document = document): void {
  releaseToasts();
  const element = doc.getElementById(PRELOADER_ID);
  if (!element || element.dataset.removing) return;
  element.dataset.removing = '1';
  element.classList.add('preloader--hidden');
  setTimeout(() => element.remove(), FADE_MS);
}

import { paths } from '@sportkarta/contract/routes/paths';

// spec §2.2: Android's back button follows the navigation state — it closes what is open on
// top, goes back where the person came from, and leaves the app only from the main tab.

export type BackAction = 'close-overlay' | 'back' | 'main' | 'exit';

export function backAction(state: {
  pathname: string;
  /** A dialog or a sheet is open over the screen. */
  overlayOpen: boolean;
  /** The web view's history has a page to go back to (Capacitor's `canGoBack`). */
  canGoBack: boolean;
}): BackAction {
  if (state.overlayOpen) return 'close-overlay';
  const atMain = state.pathname === paths.main || state.pathname === paths.root;
  if (atMain) return 'exit';
  if (state.canGoBack) return 'back';
  // Opened from a link with nothing behind it (a cold start on a payment return): the main
  // tab is behind every screen.
  return 'main';
}

/** The topmost open dialog or sheet (ours and Ionic's close on Escape). */
export function topOverlay(doc: Document = document): HTMLElement | null {
  const open = doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], ion-modal');
  return open.length > 0 ? open[open.length - 1]! : null;
}

/** Closes an overlay the way a keyboard does: Escape on it. */
export function closeOverlay(overlay: HTMLElement): void {
  overlay.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
  );
}

import { NavContext } from '@ionic/react';
import { startTransition, useContext, type Component } from 'react';
import { FIRST_SCREEN_COPY_ID } from './first-screen-copy';

/**
 * True while nothing of the app can be seen or used: it renders under the index.html landing
 * (the start check, spec §4) or under the server's copy of the first screen (issue 2 §8).
 */
export function appCovered(doc: Document | undefined = globalThis.document): boolean {
  // A router timer may fire after its page is gone (a test environment torn down): not covered.
  if (!doc) return false;
  const landing = doc.getElementById('preloader');
  if (landing && !landing.dataset.removing) return true;
  return (
    doc.documentElement.classList.contains('sk-fs') && !!doc.getElementById(FIRST_SCREEN_COPY_ID)
  );
}

const patched = new WeakSet<object>();

/**
 * issue 2 §8 (TBT): Ionic's router outlets mount their pages with `forceUpdate` from a
 * microtask, which React renders in one long task. While the app is covered, those renders
 * run as transitions instead, which React renders in small slices that yield to the browser;
 * once the app is seen, navigation renders exactly as before. Call inside the router.
 */
export function useCoveredOutletTransitions(): void {
  const stackManager = useContext(NavContext).getStackManager() as
    (new () => Component) | undefined;
  if (!stackManager || patched.has(stackManager)) return;
  patched.add(stackManager);
  const proto = stackManager.prototype;
  const forceUpdate = proto.forceUpdate;
  proto.forceUpdate = function (this: Component, callback?: () => void) {
    if (appCovered()) startTransition(() => forceUpdate.call(this, callback));
    else forceUpdate.call(this, callback);
  };
}

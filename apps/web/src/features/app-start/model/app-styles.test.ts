import { afterEach, describe, expect, it } from 'vitest';
import { appStylesReady } from './app-styles';

afterEach(() => {
  document.head.querySelectorAll('link[data-sk-app-css]').forEach((link) => link.remove());
});

function addAppCss(): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('data-sk-app-css', '');
  document.head.appendChild(link);
  return link;
}

describe('appStylesReady (issue 2 §8: the app is never shown unstyled)', () => {
  it('is ready at once without an app stylesheet link (dev, tests)', async () => {
    await expect(appStylesReady()).resolves.toBeUndefined();
  });

  it('waits for the stylesheet to load', async () => {
    const link = addAppCss();
    let ready = false;
    void appStylesReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    link.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });

  it('does not hold the start when the stylesheet fails', async () => {
    const link = addAppCss();
    const ready = appStylesReady();
    link.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });
});

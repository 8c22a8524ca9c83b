import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_COPY_ID, releaseFirstScreen, watchFirstScreen } from './first-screen-copy';

// issue 2 §8: the server's copy of the main tab's first screen gives way to the app.
function setUp({ shown = true, appStart = true } = {}) {
  document.documentElement.classList.toggle('sk-fs', shown);
  document.body.innerHTML = `<div id="preloader"></div><div id="${FIRST_SCREEN_COPY_ID}"><a href="/tabs/places">Найти площадку</a></div><div id="root">${
    appStart ? '<div class="app-start"></div>' : ''
  }</div>`;
  return document.getElementById(FIRST_SCREEN_COPY_ID)!;
}
const endStart = () => document.getElementById('preloader')!.setAttribute('data-removing', '1');
const copyGone = () => expect(document.getElementById(FIRST_SCREEN_COPY_ID)).toBeNull();

afterEach(() => {
  document.documentElement.classList.remove('sk-fs');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the first-screen copy', () => {
  it('goes at once when index.html hid it (a first run)', () => {
    setUp({ shown: false });
    watchFirstScreen();
    copyGone();
  });

  it('stays until the start check ends, then leaves input and the accessibility tree', async () => {
    window.history.replaceState(null, '', '/tabs/main');
    const copy = setUp();
    watchFirstScreen();
    expect(copy.getAttribute('aria-hidden')).toBeNull();
    endStart();
    await vi.waitFor(() => expect(copy.getAttribute('aria-hidden')).toBe('true'));
    expect(copy.inert).toBe(true);
    expect(copy.isConnected).toBe(true);
    releaseFirstScreen();
    await vi.waitFor(copyGone, { timeout: 3000 });
    expect(document.documentElement.classList.contains('sk-fs')).toBe(false);
  });

  it('goes as soon as the start ends on another screen or on the error page', async () => {
    window.history.replaceState(null, '', '/tabs/profile');
    setUp();
    watchFirstScreen();
    endStart();
    await vi.waitFor(copyGone);

    window.history.replaceState(null, '', '/tabs/main');
    setUp({ appStart: false });
    watchFirstScreen();
    endStart();
    await vi.waitFor(copyGone);
  });
});

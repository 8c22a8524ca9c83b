import { backAction, closeOverlay, topOverlay } from './back-button';

const at = (pathname: string, over: Partial<Parameters<typeof backAction>[0]> = {}) =>
  backAction({ pathname, overlayOpen: false, canGoBack: true, ...over });

describe('Android back button (spec §2.2)', () => {
  it('closes an open dialog or sheet first', () => {
    expect(at('/tabs/main', { overlayOpen: true })).toBe('close-overlay');
    expect(at('/payment/1', { overlayOpen: true })).toBe('close-overlay');
  });
  it('goes back where the person came from', () => {
    expect(at('/tabs/places/7')).toBe('back');
    expect(at('/user/login')).toBe('back');
  });
  it('goes to the main tab when nothing is behind (a cold start by a link)', () => {
    expect(at('/payment/sber', { canGoBack: false })).toBe('main');
    expect(at('/tabs/profile', { canGoBack: false })).toBe('main');
  });
  it('leaves the app only from the main tab', () => {
    expect(at('/tabs/main')).toBe('exit');
    expect(at('/', { canGoBack: false })).toBe('exit');
  });
  it('finds the topmost overlay and closes it with Escape', () => {
    document.body.innerHTML =
      '<div role="dialog" aria-modal="true" id="a"></div><div role="dialog" aria-modal="true" id="b"></div>';
    const top = topOverlay();
    expect(top?.id).toBe('b');
    const keys: string[] = [];
    top!.addEventListener('keydown', (e) => keys.push(e.key));
    closeOverlay(top!);
    expect(keys).toEqual(['Escape']);
    document.body.innerHTML = '';
    expect(topOverlay()).toBeNull();
  });
});

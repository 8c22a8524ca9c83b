import { describe, expect, it } from 'vitest';
import { DEEP_LINKS, deepLinkPrefixes, deepLinkTarget, matchDeepLink } from './deep-links';

const ORDER = '0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f';

describe('deepLinkTarget', () => {
  it("opens the screen an address of the app's scheme names", () => {
    expect(deepLinkTarget(`ru.sportkarta.app://payment/${ORDER}`)).toBe(`/payment/${ORDER}`);
    expect(deepLinkTarget('ru.sportkarta.app://payment/sber?orderId=61351fbd&lang=ru')).toBe(
      '/payment/sber?orderId=61351fbd&lang=ru',
    );
    // The server's return addresses: `ru.sportkarta.app:/` + `/payment/sber`.
    expect(deepLinkTarget('ru.sportkarta.app://payment/sber?failed=1&orderId=a')).toBe(
      '/payment/sber?failed=1&orderId=a',
    );
    expect(deepLinkTarget('ru.sportkarta.app:/payment/sber?failed=1')).toBe(
      '/payment/sber?failed=1',
    );
    expect(deepLinkTarget(`ru.sportkarta.app://payment/${ORDER}/success`)).toBe(
      `/payment/${ORDER}/success`,
    );
    expect(deepLinkTarget('ru.sportkarta.app://deeplink/sberID?code=x&state=y')).toBe(
      '/deeplink/sberID?code=x&state=y',
    );
  });

  it('opens verified web links of our hosts', () => {
    expect(deepLinkTarget('https://sportkarta.ru/deeplink/place/12/map')).toBe(
      '/tabs/places/12/map',
    );
    expect(deepLinkTarget('https://www.sportkarta.ru/tabs/profile/tickets/abc')).toBe(
      '/tabs/profile/tickets/abc',
    );
    expect(deepLinkTarget('https://sportkarta.ru/user/qrcode/abc')).toBe('/user/qrcode/abc');
    expect(deepLinkTarget('https://sportkarta.ru/tickets/summary')).toBe('/tickets/summary');
    expect(deepLinkTarget('https://sportkarta.ru/invite/K7Q2')).toBe('/invite/K7Q2');
    expect(deepLinkTarget('ru.sportkarta.app://invite/K7Q2MP4XHZ9A')).toBe('/invite/K7Q2MP4XHZ9A');
  });

  it('opens the main tab for anything it does not know, never nothing', () => {
    expect(deepLinkTarget('ru.sportkarta.app://')).toBe('/tabs/main');
    expect(deepLinkTarget('ru.sportkarta.app://nowhere/at/all')).toBe('/tabs/main');
    expect(deepLinkTarget('https://sportkarta.ru/payment/1/2/3')).toBe('/tabs/main');
    expect(deepLinkTarget('https://evil.example/payment/1')).toBe('/tabs/main');
    expect(deepLinkTarget('http://sportkarta.ru/payment/1')).toBe('/tabs/main');
    expect(deepLinkTarget('ru.sportkarta.application://payment/1')).toBe('/tabs/main');
    expect(deepLinkTarget('not a url')).toBe('/tabs/main');
  });
});

describe('the deep-link table', () => {
  it('maps /deeplink/place/{...} to /tabs/places/{...} (spec §2.2)', () => {
    expect(matchDeepLink('/deeplink/place/7')).toBe('/tabs/places/7');
    expect(matchDeepLink('/deeplink/place/7/serviceTypes', '?tab=1')).toBe(
      '/tabs/places/7/serviceTypes?tab=1',
    );
    expect(matchDeepLink('/deeplink/place')).toBe('/tabs/places');
  });

  it('claims each row by its prefix, none covered twice', () => {
    expect(deepLinkPrefixes()).toEqual([
      '/deeplink/place/',
      '/deeplink/sberID',
      '/invite/',
      '/payment/',
      '/tabs/profile/tickets/',
      '/tickets/summary',
      '/user/qrcode/',
    ]);
    // Every row's address falls under a claimed prefix.
    for (const { path } of DEEP_LINKS) {
      expect(deepLinkPrefixes().some((p) => path.startsWith(p))).toBe(true);
    }
  });
});

import { appLinkPath } from './app-links';

describe('appLinkPath', () => {
  it("maps the app's scheme to the app's routes", () => {
    expect(appLinkPath('ru.sportkarta.app://payment/0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f')).toBe(
      '/payment/0d3c1b0e-7a55-4c33-8a2e-1f4b2c3d4e5f',
    );
    expect(appLinkPath('ru.sportkarta.app://payment/sber?orderId=61351fbd&lang=ru')).toBe(
      '/payment/sber?orderId=61351fbd&lang=ru',
    );
    expect(appLinkPath('ru.sportkarta.app:/payment/sber?failed=1&orderId=a')).toBe(
      '/payment/sber?failed=1&orderId=a',
    );
  });

  it('refuses other schemes and empty paths', () => {
    expect(appLinkPath('https://evil.example/payment/1')).toBeNull();
    expect(appLinkPath('ru.sportkarta.app://')).toBeNull();
    expect(appLinkPath('ru.sportkarta.application://payment/1')).toBeNull();
  });
});

import { requestGeolocationPermission, requestNotificationPermission } from './permissions';

describe('onboarding permissions on the web', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses Notification.requestPermission when the browser has it', async () => {
    const requestPermission = vi.fn().mockResolvedValue('granted');
    vi.stubGlobal('Notification', { requestPermission });
    await expect(requestNotificationPermission()).resolves.toBe('granted');
    expect(requestPermission).toHaveBeenCalled();
  });

  it('reports unsupported notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    await expect(requestNotificationPermission()).resolves.toBe('unsupported');
  });

  it('asks for a position with the 5000 ms high-accuracy timeout', async () => {
    const getCurrentPosition = vi.fn(
      (_ok: PositionCallback, fail: PositionErrorCallback, _options: PositionOptions) =>
        fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await expect(requestGeolocationPermission()).resolves.toBe('denied');
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({
      timeout: 5000,
      enableHighAccuracy: true,
    });
  });
});

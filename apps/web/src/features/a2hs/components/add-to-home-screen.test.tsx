import { Capacitor } from '@capacitor/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FIRST_RUN_FLAGS } from '@/lib/first-run-flags';
import { AddToHomeScreen } from './add-to-home-screen';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

function setUserAgent(ua: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const sheet = () => screen.queryByRole('dialog', { name: 'Спорткарта на экране «Домой»' });

// The sheet is a lazy chunk (issue 27): loaded once here, so that under fake timers it is
// ready when the delay ends, as the service worker's cache has it ready in the app.
beforeAll(async () => {
  await import('./a2hs-sheet');
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setUserAgent(ANDROID_UA);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('AddToHomeScreen', () => {
  it('appears after the configured 1 s delay, not before', async () => {
    render(<AddToHomeScreen enabled />);
    await advance(999);
    expect(sheet()).not.toBeInTheDocument();
    await advance(1);
    expect(sheet()).toBeInTheDocument();
  });

  it('falls back to 60 s when the configured delay is unusable', async () => {
    render(<AddToHomeScreen enabled delayMs="не число" />);
    await advance(59_999);
    expect(sheet()).not.toBeInTheDocument();
    await advance(1);
    expect(sheet()).toBeInTheDocument();
  });

  it('waits while it is not enabled (the onboarding is open)', async () => {
    const { rerender } = render(<AddToHomeScreen enabled={false} />);
    await advance(5_000);
    expect(sheet()).not.toBeInTheDocument();
    rerender(<AddToHomeScreen enabled />);
    await advance(1_000);
    expect(sheet()).toBeInTheDocument();
  });

  it('is not shown when the app already runs standalone from the home screen', async () => {
    window.matchMedia = vi.fn((query: string) => ({
      matches: query === '(display-mode: standalone)',
    })) as unknown as typeof window.matchMedia;
    render(<AddToHomeScreen enabled />);
    await advance(120_000);
    expect(sheet()).not.toBeInTheDocument();
  });

  it('is not shown in the native iOS/Android apps', async () => {
    vi.spyOn(Capacitor, 'isNativePlatform').mockReturnValue(true);
    render(<AddToHomeScreen enabled />);
    await advance(120_000);
    expect(sheet()).not.toBeInTheDocument();
  });

  it('stores the flag when dismissed and is not shown again', async () => {
    const { unmount } = render(<AddToHomeScreen enabled />);
    await advance(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    await advance(500);
    expect(sheet()).not.toBeInTheDocument();
    expect(localStorage.getItem(FIRST_RUN_FLAGS.a2hsShown)).toBe('1');
    unmount();

    render(<AddToHomeScreen enabled />);
    await advance(120_000);
    expect(sheet()).not.toBeInTheDocument();
  });

  it('opens on the iOS instructions for an iPhone and switches to Android with the tabs', async () => {
    setUserAgent(IPHONE_UA);
    render(<AddToHomeScreen enabled />);
    await advance(1_000);
    const dialog = sheet()!;
    expect(within(dialog).getByRole('tab', { name: 'iPhone и iPad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('Нажмите «Поделиться» внизу экрана.')).toBeInTheDocument();
    expect(within(dialog).getByText('Выберите «На экран «Домой»».')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Android' }));
    expect(
      within(dialog).getByText(/«Установить приложение» или «Добавить на главный экран»/),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText('Нажмите «Поделиться» внизу экрана.'),
    ).not.toBeInTheDocument();
  });

  it('opens on the Android instructions for Chrome on Android', async () => {
    render(<AddToHomeScreen enabled />);
    await advance(1_000);
    expect(screen.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Нажмите меню ⋮ в правом верхнем углу.')).toBeInTheDocument();
  });

  it('offers «Установить» when the browser fired beforeinstallprompt', async () => {
    const prompt = vi.fn().mockResolvedValue(undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    render(<AddToHomeScreen enabled />);
    await advance(1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Установить' }));
    await advance(500);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FIRST_RUN_FLAGS.a2hsShown)).toBe('1');
  });
});

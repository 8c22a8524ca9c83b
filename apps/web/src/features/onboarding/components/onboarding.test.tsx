import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_SLIDE_SPEED_MS } from '@sportkarta/contract/config/timings';
import { FIRST_RUN_FLAGS, isShown, markShown } from '@/lib/first-run-flags';
import { requestGeolocationPermission, requestNotificationPermission } from '../permissions';
import { Onboarding } from './onboarding';

vi.mock('../permissions', () => ({
  requestNotificationPermission: vi.fn(),
  requestGeolocationPermission: vi.fn(),
}));

async function openOnboarding(onDone = vi.fn()) {
  render(<Onboarding onDone={onDone} />);
  const dialog = await screen.findByRole('dialog', { name: 'Знакомство с приложением' });
  return { dialog, onDone };
}

function currentSlide() {
  return screen
    .getAllByTestId('onboarding-slide')
    .find((s) => s.getAttribute('aria-hidden') !== 'true')!;
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(requestNotificationPermission).mockReset();
  vi.mocked(requestGeolocationPermission).mockReset();
});

describe('Onboarding', () => {
  it('has four slides that «Далее» walks through at the spec speed, ending with «Начать»', async () => {
    const { dialog } = await openOnboarding();
    expect(screen.getAllByTestId('onboarding-slide')).toHaveLength(4);
    expect(dialog.getAttribute('style')).toContain(`${ONBOARDING_SLIDE_SPEED_MS}ms`);
    expect(currentSlide()).toHaveAccessibleName('Слайд 1 из 4');
    expect(screen.getByRole('button', { name: 'Перейти к слайду 1' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    for (let i = 2; i <= 4; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
      expect(currentSlide()).toHaveAccessibleName(`Слайд ${i} из 4`);
    }
    expect(screen.queryByRole('button', { name: 'Далее' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пропустить' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать' })).toBeInTheDocument();
  });

  it('«Начать» on the last slide closes it and sets the flag', async () => {
    const { onDone } = await openOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к слайду 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Начать' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await isShown(FIRST_RUN_FLAGS.onboardingShown)).toBe(true);
  });

  it('«Пропустить» closes it and sets the flag', async () => {
    const { onDone } = await openOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(localStorage.getItem(FIRST_RUN_FLAGS.onboardingShown)).toBe('1');
  });

  it('is not shown again once the flag is set', async () => {
    await markShown(FIRST_RUN_FLAGS.onboardingShown);
    const onDone = vi.fn();
    render(<Onboarding onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for notifications and geolocation only from the explicit buttons and shows the result', async () => {
    vi.mocked(requestNotificationPermission).mockResolvedValue('granted');
    vi.mocked(requestGeolocationPermission).mockResolvedValue('denied');
    await openOnboarding();
    expect(requestNotificationPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await userEvent.click(screen.getByRole('button', { name: 'Разрешить уведомления' }));
    expect(requestNotificationPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Разрешено')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    await userEvent.click(screen.getByRole('button', { name: 'Разрешить геолокацию' }));
    expect(requestGeolocationPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Доступ не предоставлен/)).toBeInTheDocument();
  });

  it('turns slides with a swipe and with the arrow keys', async () => {
    const { dialog } = await openOnboarding();
    const viewport = screen.getByTestId('onboarding-viewport');
    // jsdom has no layout: the slide width falls back to the window width (1024 px).
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 700, clientY: 200, button: 0 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 600, clientY: 205 });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 300, clientY: 205 });
    expect(currentSlide()).toHaveAccessibleName('Слайд 2 из 4');

    // A short drag springs back.
    fireEvent.pointerDown(viewport, { pointerId: 2, clientX: 700, clientY: 200, button: 0 });
    fireEvent.pointerMove(viewport, { pointerId: 2, clientX: 660, clientY: 200 });
    fireEvent.pointerUp(viewport, { pointerId: 2, clientX: 650, clientY: 200 });
    expect(currentSlide()).toHaveAccessibleName('Слайд 2 из 4');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('Слайд 3 из 4');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(currentSlide()).toHaveAccessibleName('Слайд 2 из 4');
  });

  it('takes the focus and treats Escape as «Пропустить»', async () => {
    const { dialog } = await openOnboarding();
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(FIRST_RUN_FLAGS.onboardingShown)).toBe('1'));
  });
});

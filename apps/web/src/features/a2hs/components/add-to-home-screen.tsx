import { lazy, Suspense, useEffect, useState } from 'react';
import { A2HS_DELAY_MS } from '@sportkarta/contract/config/timings';
import { FIRST_RUN_FLAGS, isShown, markShown } from '@/lib/first-run-flags';
import { resolveA2hsDelay } from '../lib/a2hs-delay';
import { promptInstall, useInstallPrompt } from '../lib/install-prompt';
import { canSuggestInstall } from '../lib/platform';

const A2hsSheet = lazy(() =>
  import('./a2hs-sheet').then((module) => ({ default: module.A2hsSheet })),
);

interface AddToHomeScreenProps {
  /** False while something more important is on screen (the onboarding, spec §2.3). */
  enabled: boolean;
  /** The configured delay (spec §9: 1 s); anything unusable falls back to 60 s. */
  delayMs?: unknown;
}

/** spec §2.3: add-to-home-screen popup, web only, once, after the configured delay. */
export function AddToHomeScreen({ enabled, delayMs = A2HS_DELAY_MS }: AddToHomeScreenProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const installEvent = useInstallPrompt();

  useEffect(() => {
    if (!enabled || !canSuggestInstall()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    void isShown(FIRST_RUN_FLAGS.a2hsShown)
      .catch(() => false)
      .then((shown) => {
        if (!alive || shown) return;
        timer = setTimeout(() => {
          setMounted(true);
          setOpen(true);
        }, resolveA2hsDelay(delayMs));
      });
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [enabled, delayMs]);

  const dismiss = () => {
    setOpen(false);
    markShown(FIRST_RUN_FLAGS.a2hsShown).catch((error: unknown) =>
      console.warn('Не удалось сохранить флаг «На экран «Домой»»', error),
    );
  };

  const install = async () => {
    try {
      await promptInstall();
    } finally {
      dismiss();
    }
  };

  // The sheet is loaded when it is first due (issue 27) and stays mounted after, so that it
  // closes with its animation.
  return mounted ? (
    <Suspense fallback={null}>
      <A2hsSheet
        open={open}
        onClose={dismiss}
        onInstall={installEvent ? () => void install() : undefined}
      />
    </Suspense>
  ) : null;
}

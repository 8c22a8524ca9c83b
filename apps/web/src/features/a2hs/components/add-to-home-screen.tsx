import { useEffect, useState } from 'react';
import { A2HS_DELAY_MS } from '@sportkarta/contract/config/timings';
import { FIRST_RUN_FLAGS, isShown, markShown } from '@/lib/first-run-flags';
import { ru } from '@/i18n/ru';
import { BottomSheet } from '@/ui/bottom-sheet';
import { resolveA2hsDelay } from '../lib/a2hs-delay';
import { promptInstall, useInstallPrompt } from '../lib/install-prompt';
import { canSuggestInstall, detectInstallPlatform } from '../lib/platform';
import { InstallInstructions } from './install-instructions';
import './a2hs.css';

interface AddToHomeScreenProps {
  /** False while something more important is on screen (the onboarding, spec §2.3). */
  enabled: boolean;
  /** The configured delay (spec §9: 1 s); anything unusable falls back to 60 s. */
  delayMs?: unknown;
}

/** spec §2.3: add-to-home-screen popup, web only, once, after the configured delay. */
export function AddToHomeScreen({ enabled, delayMs = A2HS_DELAY_MS }: AddToHomeScreenProps) {
  const [open, setOpen] = useState(false);
  const installEvent = useInstallPrompt();

  useEffect(() => {
    if (!enabled || !canSuggestInstall()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    void isShown(FIRST_RUN_FLAGS.a2hsShown)
      .catch(() => false)
      .then((shown) => {
        if (!alive || shown) return;
        timer = setTimeout(() => setOpen(true), resolveA2hsDelay(delayMs));
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

  return (
    <BottomSheet open={open} onClose={dismiss} title={ru.a2hs.title}>
      <div className="sk-a2hs">
        <p className="sk-a2hs__text">{ru.a2hs.text}</p>
        {installEvent ? (
          <button
            type="button"
            className="sk-a2hs__button sk-a2hs__button--primary"
            onClick={() => void install()}
          >
            {ru.a2hs.install}
          </button>
        ) : null}
        <InstallInstructions
          initial={detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints)}
        />
        <button type="button" className="sk-a2hs__button" onClick={dismiss}>
          {ru.a2hs.dismiss}
        </button>
      </div>
    </BottomSheet>
  );
}

import { useEffect, useRef, useState } from 'react';
import { FIRST_RUN_FLAGS, isShown, markShown } from '@/lib/first-run-flags';
import { OnboardingDialog } from './onboarding-dialog';

interface OnboardingProps {
  /** Called once the onboarding is out of the way: already shown before, finished or skipped. */
  onDone?: () => void;
}

/** spec §2.3: the onboarding is shown once; finishing or skipping sets the "already shown" flag. */
export function Onboarding({ onDone }: OnboardingProps) {
  const [open, setOpen] = useState(false);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    let alive = true;
    isShown(FIRST_RUN_FLAGS.onboardingShown)
      // Unreadable storage: better to show the onboarding again than to skip it silently.
      .catch(() => false)
      .then((shown) => {
        if (!alive) return;
        if (shown) onDoneRef.current?.();
        else setOpen(true);
      });
    return () => {
      alive = false;
    };
  }, []);

  const finish = () => {
    setOpen(false);
    markShown(FIRST_RUN_FLAGS.onboardingShown)
      .catch((error: unknown) => console.warn('Не удалось сохранить флаг онбординга', error))
      .finally(() => onDoneRef.current?.());
  };

  return open ? <OnboardingDialog onFinish={finish} /> : null;
}

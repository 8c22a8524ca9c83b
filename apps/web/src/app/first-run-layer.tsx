import { useCallback, useState } from 'react';
import { AddToHomeScreen } from '@/features/a2hs/components/add-to-home-screen';
import { NewVersionModal } from '@/features/app-update/components/new-version-modal';
import { UpdatePrompt } from '@/features/app-update/components/update-prompt';
import { Onboarding } from '@/features/onboarding/components/onboarding';

/**
 * Everything that greets a person on top of the screens (spec §2.3): the onboarding first;
 * the add-to-home-screen popup only after it, and not while an update prompt is open; the
 * update prompt (a blocking one even over the onboarding) and the new-version modal.
 */
export function FirstRunLayer() {
  const [onboardingDone, setOnboardingDone] = useState(false);
  const [updateOpen, setUpdateOpen] = useState(false);
  const onOnboardingDone = useCallback(() => setOnboardingDone(true), []);

  return (
    <>
      <Onboarding onDone={onOnboardingDone} />
      <AddToHomeScreen enabled={onboardingDone && !updateOpen} />
      <UpdatePrompt deferOptional={!onboardingDone} onOpenChange={setUpdateOpen} />
      <NewVersionModal />
    </>
  );
}

import { storage } from './storage';

// spec §2.3: onboarding and the add-to-home-screen popup are shown once; finishing or
// dismissing stores an "already shown" flag. Dev settings can reset them.
export const FIRST_RUN_FLAGS = {
  onboardingShown: 'sk.onboardingShown',
  a2hsShown: 'sk.a2hsShown',
} as const;

export type FirstRunFlag = (typeof FIRST_RUN_FLAGS)[keyof typeof FIRST_RUN_FLAGS];

export async function isShown(flag: FirstRunFlag): Promise<boolean> {
  return (await storage.get(flag)) === '1';
}

export async function markShown(flag: FirstRunFlag): Promise<void> {
  await storage.set(flag, '1');
}

export async function resetShownFlags(): Promise<void> {
  await Promise.all(Object.values(FIRST_RUN_FLAGS).map((flag) => storage.remove(flag)));
}

import { mapOutline, peopleOutline, qrCodeOutline, ticketOutline } from 'ionicons/icons';
import { ru } from '@/i18n/ru';

export type PermissionKind = 'notifications' | 'geolocation';

export interface OnboardingSlide {
  title: string;
  text: string;
  icon: string;
  /** Accent of the illustration, a CSS gradient. */
  accent: string;
  /** spec §2.3: two slides carry the permission requests. */
  permission?: PermissionKind;
}

const accents = [
  'linear-gradient(135deg, #2f80ff 0%, #38c6f4 100%)',
  'linear-gradient(135deg, #ff7a45 0%, #ffb347 100%)',
  'linear-gradient(135deg, #12b886 0%, #7bd88f 100%)',
  'linear-gradient(135deg, #7048e8 0%, #b197fc 100%)',
] as const;
const icons = [mapOutline, ticketOutline, peopleOutline, qrCodeOutline] as const;
const permissions: (PermissionKind | undefined)[] = [
  undefined,
  'notifications',
  'geolocation',
  undefined,
];

/** The four slides of spec §2.3, texts from ru.onboarding. */
export const ONBOARDING_SLIDES: readonly OnboardingSlide[] = ru.onboarding.slides.map(
  (slide, i) => ({
    ...slide,
    icon: icons[i]!,
    accent: accents[i]!,
    permission: permissions[i],
  }),
);

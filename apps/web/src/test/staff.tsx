import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FeatureFlag } from '@sportkarta/contract/api/toggles';
import {
  ROLE_PERMISSIONS,
  type StaffRole,
  type VenueRole,
} from '@sportkarta/contract/api/venue-staff';
import { FlagsProvider, type FlagsClient } from '@/lib/flags';
import { createQueryClient } from '@/lib/query-client';
import { clearToken, setToken } from '@/lib/session-token';

// The venue staff's screens in tests (issue 24): a role as the server gives it, flags from a
// fake Unleash client, and the providers a staff screen renders under.

export const COMPLEX = 7;

export const staffRole = (role: VenueRole = 'ADMIN', over: Partial<StaffRole> = {}): StaffRole => ({
  complexId: COMPLEX,
  complexName: 'Бассейн «Волна»',
  timeZone: 'Europe/Moscow',
  ownerId: 'owner-1',
  role,
  roleLabel: {
    ADMIN: 'Администратор',
    FRONT_DESK: 'Администратор зала',
    CONTROLLER: 'Контролёр',
    COACH: 'Тренер',
  }[role],
  scope: 'COMPLEX',
  permissions: [...ROLE_PERMISSIONS[role]],
  ...over,
});

export function fakeFlags(enabled: readonly FeatureFlag[]): FlagsClient {
  const handlers = new Set<() => void>();
  return {
    on: (_e, h) => handlers.add(h),
    off: (_e, h) => h && handlers.delete(h),
    isEnabled: (name) => (enabled as readonly string[]).includes(name),
    start: async () => handlers.forEach((h) => h()),
    stop: () => undefined,
  };
}

export const ALL_STAFF_FLAGS: readonly FeatureFlag[] = [
  'role-selection-page',
  'sections-page',
  'new-mentors-page',
  'audit-page',
  'audit-filters-page',
  'new-services-sections-packages',
  'new-settings-page',
  'new-reports-page',
  'partners-page',
  'sports-page',
];

/** Renders a staff screen's part under the app's providers, at `path`. */
export function renderStaff(
  ui: ReactNode,
  {
    flags = ALL_STAFF_FLAGS,
    path = '/staff',
  }: { flags?: readonly FeatureFlag[]; path?: string } = {},
) {
  const client = createQueryClient();
  const result = render(
    <IonApp>
      <FlagsProvider client={fakeFlags(flags)}>
        <QueryClientProvider client={client}>
          <IonReactMemoryRouter initialEntries={[path]}>{ui}</IonReactMemoryRouter>
        </QueryClientProvider>
      </FlagsProvider>
    </IonApp>,
  );
  return { ...result, client };
}

/** The staff's queries ask only with a token (lib/session-token `hasToken`): a signed-in test. */
export function startStaffSession(): void {
  beforeEach(() => setToken('staff-token'));
  afterEach(() => clearToken());
}

import { fireEvent, screen, within } from '@testing-library/react';
import type {
  CatalogueEvent,
  CataloguePackage,
  CatalogueRate,
  CatalogueService,
  VenueCatalogue,
} from '@sportkarta/contract/api/venue-catalogue';

// The catalogue screen's tests (features/venue-catalogue) share these: the venue's catalogue as
// the server answers it, and the open dialog's fields.

export const audience = {
  audience: 'USER_AND_CHILDREN',
  targetGroup: 'ALL',
  ageFrom: null,
  ageTo: null,
  salesOpenAt: null,
} as const;
export const event = (over: Partial<CatalogueEvent> = {}): CatalogueEvent => ({
  id: 5,
  placeId: 3,
  name: 'Свободное плавание',
  description: '',
  serviceType: 'COMMERCIAL',
  priceKopecks: 70000,
  durationMinutes: 60,
  ...audience,
  status: 'ACTIVE',
  upcomingSessions: 4,
  ...over,
});
export const service = (over: Partial<CatalogueService> = {}): CatalogueService => ({
  id: 9,
  placeId: 3,
  name: 'Сауна',
  description: '',
  serviceType: 'COMMERCIAL',
  priceKopecks: 50000,
  durationMinutes: null,
  dayRule: 'ANY_DAY',
  visitQuota: 1,
  dailyCapacity: null,
  perPersonDailyLimit: 4,
  ...audience,
  status: 'ACTIVE',
  ...over,
});
export const rate = (over: Partial<CatalogueRate> = {}): CatalogueRate => ({
  id: 21,
  packageId: 8,
  category: 'Месяц',
  costKopecks: 450000,
  term: 'MONTH',
  manualTermDays: null,
  visits: 8,
  freezeDays: 0,
  freezeTimes: 0,
  withdrawn: false,
  withdrawnAt: null,
  inUse: false,
  ...over,
});
export const pkg: CataloguePackage = {
  id: 8,
  placeId: null,
  name: 'Абонемент на плавание',
  description: '',
  kind: 'SERVICE_PACKAGE',
  dayRule: 'ANY_DAY',
  ...audience,
  status: 'ACTIVE',
  rates: [
    rate(),
    rate({
      id: 22,
      category: 'Год',
      costKopecks: 3000000,
      term: 'YEAR',
      withdrawn: true,
      inUse: true,
    }),
  ],
};
/** The catalogue's address and the catalogue of one venue (the test's staff session's). */
export const catalogueFixtures = (complexId: number) => ({
  URL: `/v1/mob/staff/complexes/${complexId}/catalogue`,
  catalogue: (over: Partial<VenueCatalogue> = {}): VenueCatalogue => ({
    complexId,
    timeZone: 'Europe/Moscow',
    places: [{ id: 3, name: 'Большая чаша' }],
    events: [event()],
    services: [],
    packages: [pkg],
    ...over,
  }),
});

export const dialog = () => screen.getByRole('dialog');
export const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

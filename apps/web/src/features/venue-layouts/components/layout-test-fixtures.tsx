import type { VenueCatalogue } from '@sportkarta/contract/api/venue-catalogue';
import type { EventProducts, VenueLayouts } from '@sportkarta/contract/api/venue-layouts';
import { COMPLEX, renderStaff, staffRole } from '@/test/staff';
import { LayoutScreen } from './layout-screen';

// Issue 25: the layout editor's screen as its tests draw it: a pool of two lanes at place 3,
// an event selling «Любая дорожка» and a withdrawn «Дорожка 1 целиком».

export const BASE = `/v1/mob/staff/complexes/${COMPLEX}`;
export const part = (
  id: number,
  parentId: number | null,
  name: string,
  capacity: number | null,
) => ({
  id,
  parentId,
  name,
  capacity,
  total: capacity ?? 8,
  inUse: id === 11,
});
export const layouts = (
  parts = [
    part(10, null, 'Бассейн', null),
    part(11, 10, 'Дорожка 1', 4),
    part(12, 10, 'Дорожка 2', 4),
  ],
): VenueLayouts => ({
  complexId: COMPLEX,
  places: [{ placeId: 3, name: 'Большая чаша', parts }],
});
export const catalogue: VenueCatalogue = {
  complexId: COMPLEX,
  timeZone: 'Europe/Moscow',
  places: [{ id: 3, name: 'Большая чаша' }],
  events: [
    {
      id: 5,
      placeId: 3,
      name: 'Свободное плавание',
      description: '',
      serviceType: 'COMMERCIAL',
      priceKopecks: 70000,
      durationMinutes: 60,
      audience: 'USER_AND_CHILDREN',
      targetGroup: 'ALL',
      ageFrom: null,
      ageTo: null,
      salesOpenAt: null,
      status: 'ACTIVE',
      upcomingSessions: 4,
    },
  ],
  services: [],
  packages: [],
};
export const products: EventProducts = {
  eventId: 5,
  placeId: 3,
  products: [
    {
      id: 40,
      partId: 10,
      partName: 'Бассейн',
      kind: 'ANY',
      name: 'Любая дорожка',
      priceKopecks: 70000,
      withdrawn: false,
    },
    {
      id: 41,
      partId: 11,
      partName: 'Дорожка 1',
      kind: 'WHOLE',
      name: 'Дорожка 1 целиком',
      priceKopecks: 500000,
      withdrawn: true,
    },
  ],
};

export const render = () =>
  renderStaff(<LayoutScreen role={staffRole('ADMIN')} events={catalogue.events} />, {
    path: '/staff/layouts',
  });

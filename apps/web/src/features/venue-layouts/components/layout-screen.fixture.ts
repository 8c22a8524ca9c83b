import type { VenueCatalogue } from '@sportkarta/contract/api/venue-catalogue';
import type { EventProducts, VenueLayouts } from '@sportkarta/contract/api/venue-layouts';

// Issue 25: what the layout editor's tests answer for the venue COMPLEX (@/test/staff): a pool of two lanes at place 3,
// an event selling «Любая дорожка» and a withdrawn «Дорожка 1 целиком».

/** The fixtures of the venue `complexId` (the tests' COMPLEX). */
export function layoutFixtures(complexId: number) {
  const BASE = `/v1/mob/staff/complexes/${complexId}`;
  const part = (id: number, parentId: number | null, name: string, capacity: number | null) => ({
    id,
    parentId,
    name,
    capacity,
    total: capacity ?? 8,
    inUse: id === 11,
  });
  const layouts = (
    parts = [
      part(10, null, 'Бассейн', null),
      part(11, 10, 'Дорожка 1', 4),
      part(12, 10, 'Дорожка 2', 4),
    ],
  ): VenueLayouts => ({
    complexId: complexId,
    places: [{ placeId: 3, name: 'Большая чаша', parts }],
  });
  const catalogue: VenueCatalogue = {
    complexId: complexId,
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
  const products: EventProducts = {
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
  return { BASE, part, layouts, catalogue, products };
}

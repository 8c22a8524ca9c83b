import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CatalogueEventSchema,
  CataloguePackageSchema,
  CatalogueRateSchema,
  CatalogueServiceSchema,
  CreateEventResultSchema,
  CreatePackageResultSchema,
  CreateServiceResultSchema,
  DeleteRateResultSchema,
  VenueCatalogueSchema,
  type CreateEventRequest,
  type CreatePackageRequest,
  type CreateRateRequest,
  type CreateServiceRequest,
  type UpdateEventRequest,
  type UpdatePackageRequest,
  type UpdateRateRequest,
  type UpdateServiceRequest,
} from '@sportkarta/contract/api/venue-catalogue';
import { apiRequest } from '@/lib/api-client';
import { staffBase, staffWrites } from '@/lib/staff-write';
import { hasToken } from '@/lib/session-token';

// Issue 25: the venue's catalogue (docs/venue-side.md "Catalogue editor"). One query holds it
// all; every write reads it again, whatever the answer (a refusal may mean it changed).
export const staffCatalogueKey = (complexId: number) =>
  ['user', 'staff', complexId, 'catalogue'] as const;

const url = (complexId: number) => `${staffBase(complexId)}/catalogue`;

export const catalogueQueryOptions = (complexId: number) =>
  queryOptions({
    queryKey: staffCatalogueKey(complexId),
    enabled: hasToken,
    queryFn: ({ signal }) =>
      apiRequest({ url: url(complexId), method: 'GET', schema: VenueCatalogueSchema, signal }),
  });

/** GET …/catalogue: places, events, services, packages with every rate, on sale or not. */
export const useVenueCatalogue = (complexId: number) => useQuery(catalogueQueryOptions(complexId));

/** One write under `…/catalogue/<path>`; the catalogue is read again when it settles. */
const useCatalogueWrite = staffWrites(url, staffCatalogueKey);

type Change<B> = { id: number; body: B };

/** POST …/events, …/services, …/packages (the same key again answers the item made first). */
export const useCreateEvent = (complexId: number) =>
  useCatalogueWrite(complexId, 'POST', CreateEventResultSchema, (body: CreateEventRequest) => ({
    path: 'events',
    body,
  }));
export const useCreateService = (complexId: number) =>
  useCatalogueWrite(complexId, 'POST', CreateServiceResultSchema, (body: CreateServiceRequest) => ({
    path: 'services',
    body,
  }));
export const useCreatePackage = (complexId: number) =>
  useCatalogueWrite(complexId, 'POST', CreatePackageResultSchema, (body: CreatePackageRequest) => ({
    path: 'packages',
    body,
  }));

/** PATCH …/events/{id}, …/services/{id}, …/packages/{id}: only the fields that changed. */
export const useUpdateEvent = (complexId: number) =>
  useCatalogueWrite(complexId, 'PATCH', CatalogueEventSchema, (c: Change<UpdateEventRequest>) => ({
    path: `events/${c.id}`,
    body: c.body,
  }));
export const useUpdateService = (complexId: number) =>
  useCatalogueWrite(
    complexId,
    'PATCH',
    CatalogueServiceSchema,
    (c: Change<UpdateServiceRequest>) => ({ path: `services/${c.id}`, body: c.body }),
  );
export const useUpdatePackage = (complexId: number) =>
  useCatalogueWrite(
    complexId,
    'PATCH',
    CataloguePackageSchema,
    (c: Change<UpdatePackageRequest>) => ({ path: `packages/${c.id}`, body: c.body }),
  );

/** POST …/packages/{packageId}/rates: one more rate, last in the order. */
export const useCreateRate = (complexId: number) =>
  useCatalogueWrite(complexId, 'POST', CatalogueRateSchema, (c: Change<CreateRateRequest>) => ({
    path: `packages/${c.id}/rates`,
    body: c.body,
  }));

/** PATCH …/rates/{rateId}: its fields, or `withdrawn` to take it off sale and back. */
export const useUpdateRate = (complexId: number) =>
  useCatalogueWrite(complexId, 'PATCH', CatalogueRateSchema, (c: Change<UpdateRateRequest>) => ({
    path: `rates/${c.id}`,
    body: c.body,
  }));

/** DELETE …/rates/{rateId}: 409 with the server's words when it was ever bought. */
export const useDeleteRate = (complexId: number) =>
  useCatalogueWrite(complexId, 'DELETE', DeleteRateResultSchema, (rateId: number) => ({
    path: `rates/${rateId}`,
  }));

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SportTypeListSchema } from '@sportkarta/contract/api/places';
import { VenueCatalogueSchema } from '@sportkarta/contract/api/venue-catalogue';
import {
  CreateSectionResultSchema,
  EditorSectionSchema,
  type CreateSectionRequest,
  type UpdateSectionRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffGroupsKey } from './staff-groups-key';

// Issue 25: a section's own fields (catalogue.edit): what its form chooses from — the sports,
// the venue's places and its section packages (made in the catalogue editor) — and the
// section's creation or change. Under the groups' key, so a saved section refreshes the lists.

const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}`;

/** The sports, the venue's places and its SERVICE_PACKAGE_SECTION packages. */
export const useSectionChoices = (complexId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...staffGroupsKey(complexId), 'section-choices'] as const,
    enabled: enabled ? hasToken : false,
    queryFn: async ({ signal }) => {
      const [sports, catalogue] = await Promise.all([
        apiRequest({ url: '/v1/sportTypes', method: 'GET', schema: SportTypeListSchema, signal }),
        apiRequest({
          url: `${base(complexId)}/catalogue`,
          method: 'GET',
          schema: VenueCatalogueSchema,
          signal,
        }),
      ]);
      return {
        sports: sports.map((s) => ({ value: String(s.id), label: s.name })),
        places: catalogue.places.map((p) => ({ value: String(p.id), label: p.name })),
        packages: catalogue.packages
          .filter((p) => p.kind === 'SERVICE_PACKAGE_SECTION')
          .map((p) => ({ value: String(p.id), label: p.name })),
      };
    },
  });

export function useSaveSection(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: {
      sectionId: number | null;
      body: CreateSectionRequest | UpdateSectionRequest;
    }) =>
      a.sectionId === null
        ? apiRequest({
            url: `${base(complexId)}/sections`,
            method: 'POST',
            body: a.body,
            schema: CreateSectionResultSchema,
          }).then((r) => r.section)
        : apiRequest({
            url: `${base(complexId)}/sections/${a.sectionId}`,
            method: 'PATCH',
            body: a.body,
            schema: EditorSectionSchema,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: staffGroupsKey(complexId) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateGroupResultSchema,
  EditorGroupSchema,
  SectionEditorSchema,
  type CreateGroupRequest,
  type SectionEditor,
  type UpdateGroupRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffGroupsKey } from './staff-groups-key';

// Issue 25: the administrator's group editor (catalogue.edit): the venue's sections with their
// groups and its coaches, and the group's creation or change. Under the groups' key, so a saved
// group refreshes the list (its places, its coach).

const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}`;

export const useGroupEditor = (complexId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...staffGroupsKey(complexId), 'editor'] as const,
    enabled: enabled ? hasToken : false,
    queryFn: ({ signal }): Promise<SectionEditor> =>
      apiRequest({
        url: `${base(complexId)}/section-editor`,
        method: 'GET',
        schema: SectionEditorSchema,
        signal,
      }),
  });

export function useSaveGroup(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: {
      groupId: number | null;
      sectionId: number;
      body: CreateGroupRequest | UpdateGroupRequest;
    }) =>
      a.groupId === null
        ? apiRequest({
            url: `${base(complexId)}/sections/${a.sectionId}/groups`,
            method: 'POST',
            body: a.body,
            schema: CreateGroupResultSchema,
          }).then((r) => r.group)
        : apiRequest({
            url: `${base(complexId)}/groups/${a.groupId}`,
            method: 'PATCH',
            body: a.body,
            schema: EditorGroupSchema,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: staffGroupsKey(complexId) }),
  });
}

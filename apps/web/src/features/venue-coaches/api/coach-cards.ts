import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateCoachResultSchema,
  EditorCoachSchema,
  SectionEditorSchema,
  type CreateCoachRequest,
  type EditorCoach,
  type UpdateCoachRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import { apiRequest } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';
import { staffCoachesKey } from './staff-coaches';

// Issue 25: the coach cards the venue's administrator makes and changes (catalogue.edit). Under
// the coaches' key, so a saved card refreshes the list and the timetables' names too.

const base = (complexId: number) => `/v1/mob/staff/complexes/${complexId}`;

/** GET …/section-editor: the cards' editable fields (and the sections, unused here). */
export const useCoachCards = (complexId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...staffCoachesKey(complexId), 'cards'] as const,
    enabled: enabled ? hasToken : false,
    queryFn: ({ signal }) =>
      apiRequest({
        url: `${base(complexId)}/section-editor`,
        method: 'GET',
        schema: SectionEditorSchema,
        signal,
      }).then((e): EditorCoach[] => e.coaches),
  });

export function useSaveCoach(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { coachId: number | null; body: CreateCoachRequest | UpdateCoachRequest }) =>
      a.coachId === null
        ? apiRequest({
            url: `${base(complexId)}/coaches`,
            method: 'POST',
            body: a.body,
            schema: CreateCoachResultSchema,
          }).then((r) => r.coach)
        : apiRequest({
            url: `${base(complexId)}/coaches/${a.coachId}`,
            method: 'PATCH',
            body: a.body,
            schema: EditorCoachSchema,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: staffCoachesKey(complexId) }),
  });
}

/** POST …/coaches/{coachId}/photo (multipart, the file `photo`): the card's one photo. */
export function useUploadCoachPhoto(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { coachId: number; file: Blob }) => {
      const form = new FormData();
      form.append('photo', a.file, 'photo');
      return apiRequest({
        url: `${base(complexId)}/coaches/${a.coachId}/photo`,
        method: 'POST',
        body: form,
        // Up to 10 MB from a phone: the long calls' time, as the policies' upload.
        timeoutMs: 60_000,
        schema: EditorCoachSchema,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: staffCoachesKey(complexId) }),
  });
}

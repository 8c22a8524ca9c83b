import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MembershipSchema } from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';
import { applicationsQueryKey } from './get-applications';

/** The section application's own id in «Мои заявки»' `SECTION:<uuid>`. */
export const sectionMemberId = (applicationId: string): string | null =>
  applicationId.startsWith('SECTION:') ? applicationId.slice('SECTION:'.length) : null;

/** Issue 28: POST /v1/mob/section-members/{memberId}/withdraw — only while under review. */
export const withdrawApplication = (memberId: string) =>
  apiRequest({
    url: `/v1/mob/section-members/${encodeURIComponent(memberId)}/withdraw`,
    method: 'POST',
    // What this screen needs of the answer; the lists are asked again anyway.
    schema: MembershipSchema.pick({ id: true, status: true }),
  });

export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationsQueryKey }),
        // «Мои секции» and the group cards read the same application (features/sections).
        client.invalidateQueries({ queryKey: ['user', 'section-members'] }),
      ]),
  });
}

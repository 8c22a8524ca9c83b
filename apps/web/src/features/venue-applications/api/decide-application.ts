import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MembershipSchema, type Membership } from '@sportkarta/contract/api/sections';
import { apiRequest } from '@/lib/api-client';
import { staffApplicationsKey } from './get-staff-applications';

export interface Decision {
  memberId: string;
  status: 'APPROVED' | 'DISMISSED';
  reason?: string;
}

/** POST …/applications/{memberId}/decision: approve, or decline with a reason. */
export const decideApplication = (
  complexId: number,
  { memberId, ...body }: Decision,
): Promise<Membership> =>
  apiRequest({
    url: `/v1/mob/staff/complexes/${complexId}/applications/${encodeURIComponent(memberId)}/decision`,
    method: 'POST',
    body,
    schema: MembershipSchema,
  });

/** Decides, then reloads the venue's applications (and its rosters: a place is taken or freed). */
export function useDecideApplication(complexId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideApplication(complexId, decision),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffApplicationsKey(complexId) }),
        client.invalidateQueries({ queryKey: ['user', 'staff', complexId, 'groups'] }),
      ]),
  });
}

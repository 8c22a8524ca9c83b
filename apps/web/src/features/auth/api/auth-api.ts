import { useMutation } from '@tanstack/react-query';
import {
  DemoCodeResponseSchema,
  SendLoginCodeResponseSchema,
  SessionResponseSchema,
  type SessionResponse,
} from '@sportkarta/contract/api/auth';
import {
  AcceptAgreementsResponseSchema,
  AgreementListSchema,
  type AgreementDocument,
} from '@sportkarta/contract/api/agreements';
import { apiRequest } from '@/lib/api-client';

// The phone sign-in, demo and agreements calls of docs/api-accounts.md (spec §4 Login steps).

/** POST /v1/mobile/user/registration: sends the SMS code. `phone` is +7XXXXXXXXXX. */
export function sendLoginCode(phone: string) {
  return apiRequest({
    url: '/v1/mobile/user/registration',
    method: 'POST',
    body: { phone },
    schema: SendLoginCodeResponseSchema,
  });
}

/** PUT /v1/mobile/user/registration: the code in exchange for a session. */
export function confirmLoginCode(phone: string, code: string): Promise<SessionResponse> {
  return apiRequest({
    url: '/v1/mobile/user/registration',
    method: 'PUT',
    body: { phone, code },
    schema: SessionResponseSchema,
  });
}

/** The code the SMS emulator "sent" (embedded mode only, demoCodeAvailable). */
export async function getDemoCode(phone: string): Promise<string> {
  const answer = await apiRequest({
    url: '/v1/mobile/user/registration/demo-code',
    method: 'GET',
    query: { phone },
    schema: DemoCodeResponseSchema,
  });
  return answer.code;
}

/** POST /v1/demo-user: a ready session of the shared demo person. */
export function startDemoSession(): Promise<SessionResponse> {
  return apiRequest({ url: '/v1/demo-user', method: 'POST', schema: SessionResponseSchema });
}

export const agreementsQueryKey = ['agreements'] as const;

export async function getAgreements(): Promise<AgreementDocument[]> {
  const answer = await apiRequest({
    url: '/v1/agreements',
    method: 'GET',
    schema: AgreementListSchema,
  });
  return answer.agreements;
}

export function acceptAgreements(documents: ReadonlyArray<AgreementDocument>) {
  return apiRequest({
    url: '/v1/agreements/accept',
    method: 'POST',
    body: { agreements: documents.map((d) => ({ agreement: d.agreement, version: d.version })) },
    schema: AcceptAgreementsResponseSchema,
  });
}

/** Accepts the shown agreements (issue 3, first sign-in); nothing cached depends on them. */
export function useAcceptAgreements() {
  return useMutation({ mutationFn: acceptAgreements });
}

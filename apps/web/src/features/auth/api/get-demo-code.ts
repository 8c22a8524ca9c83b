import { DemoCodeResponseSchema } from '@sportkarta/contract/api/auth';
import { apiRequest } from '@/lib/api-client';

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

import type { HttpTransport } from '../http';
import { z } from 'zod';

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

const SEND_TIMEOUT_MS = 10_000;

// integrations.md §7: {status, status_code, sms:{"7928…":{status, status_code, sms_id}}, balance}
// or {status:"ERROR", status_code, status_text} at the top or per number.
const PerNumberSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  sms_id: z.string().optional(),
  status_text: z.string().optional(),
});
const SendAnswerSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number(),
  status_text: z.string().optional(),
  sms: z.record(z.string(), PerNumberSchema).optional(),
  balance: z.coerce.number().optional(),
});

export interface SmsSender {
  /** Sends one text; resolves with the gateway's message id, throws SmsSendError otherwise. */
  send(phone: string, text: string): Promise<{ smsId: string }>;
}

/** SMS.ru `POST /sms/send` (form fields api_id, to, msg, json=1). */
export function createSmsRuClient(opts: {
  baseUrl: string;
  apiId: string;
  transport: HttpTransport;
}): SmsSender {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/sms/send`;
  return {
    async send(phone, text) {
      // SMS.ru writes numbers as digits without the plus.
      const to = phone.replace(/\D/g, '');
      const body = new URLSearchParams({ api_id: opts.apiId, to, msg: text, json: '1' });
      let status: number;
      let raw: string;
      try {
        const res = await opts.transport(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        status = res.status;
        raw = await res.text();
      } catch (err) {
        throw new SmsSendError(`SMS gateway unreachable: ${String(err)}`);
      }
      if (status < 200 || status >= 300) throw new SmsSendError(`SMS gateway HTTP ${status}`);
      let parsed;
      try {
        parsed = SendAnswerSchema.parse(JSON.parse(raw));
      } catch {
        throw new SmsSendError('SMS gateway answered something that is not its JSON');
      }
      if (parsed.status !== 'OK') {
        throw new SmsSendError(
          `SMS gateway error ${parsed.status_code}: ${parsed.status_text ?? ''}`,
          parsed.status_code,
        );
      }
      const one = parsed.sms?.[to];
      if (!one || one.status !== 'OK' || !one.sms_id) {
        throw new SmsSendError(
          `SMS not accepted for ${to}: ${one?.status_code ?? '?'} ${one?.status_text ?? ''}`,
          one?.status_code,
        );
      }
      return { smsId: one.sms_id };
    },
  };
}

import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptForms } from '../../lib/form-bodies';
import { insertSmsMessage, listSmsMessages } from './repository';

export const SMS_EMULATOR_PREFIX = '/emulators/smsru';

// SMS.ru status codes (integrations.md §7; the error table itself is [U]).
const OK = 100;
const BAD_API_ID = 200;
const BAD_RECIPIENT = 202;
const NO_TEXT = 203;
const MAX_RECIPIENTS = 100;

function smsId(): string {
  const part = (n: number): string => String(randomInt(10 ** (n - 1), 10 ** n));
  return `${part(6)}-${part(8)}`;
}

/**
 * A stand-in for SMS.ru (DESIGN.md "External providers"): `POST /sms/send` with the same form
 * fields and JSON answer, keeping every message in `sms_messages` instead of delivering it.
 */
export function smsEmulatorRoutes(opts: { apiId: string }): FastifyPluginAsyncZod {
  return async (app) => {
    // SMS.ru takes form-encoded bodies; the parser lives only in this scope.
    acceptForms(app, 64 * 1024);

    app.post(
      '/sms/send',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор SMS.ru: отправка SMS',
          description:
            'Тот же протокол, что у https://sms.ru/sms/send: поля api_id, to (через запятую), msg, json=1. Сообщения сохраняются, а не доставляются.',
          body: z
            .object({
              api_id: z.string().optional(),
              to: z.string().optional(),
              msg: z.string().optional(),
              json: z.string().optional(),
            })
            .passthrough(),
        },
      },
      async (request) => {
        const { api_id: apiId, to = '', msg = '' } = request.body;
        if (apiId !== opts.apiId) {
          return { status: 'ERROR', status_code: BAD_API_ID, status_text: 'Неправильный api_id' };
        }
        if (!msg.trim()) {
          return { status: 'ERROR', status_code: NO_TEXT, status_text: 'Нет текста сообщения' };
        }
        const numbers = to
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .slice(0, MAX_RECIPIENTS);
        if (numbers.length === 0) {
          return {
            status: 'ERROR',
            status_code: BAD_RECIPIENT,
            status_text: 'Неправильно указан номер телефона получателя',
          };
        }
        const sms: Record<string, Record<string, string | number>> = {};
        for (const n of numbers) {
          if (!/^7\d{10}$/.test(n)) {
            sms[n] = {
              status: 'ERROR',
              status_code: BAD_RECIPIENT,
              status_text: 'Неправильно указан номер телефона получателя',
            };
            continue;
          }
          const id = smsId();
          await insertSmsMessage(app.db, { smsId: id, phone: `+${n}`, text: msg });
          sms[n] = { status: 'OK', status_code: OK, sms_id: id };
        }
        return { status: 'OK', status_code: OK, sms, balance: 1000 };
      },
    );

    app.get(
      '/messages',
      {
        schema: {
          tags: ['emulators'],
          summary: 'Эмулятор SMS.ru: отправленные сообщения',
          description: 'Последние сообщения (новые первыми), для отладки и сквозных тестов.',
          querystring: z.object({
            phone: z
              .string()
              .regex(/^\+7\d{10}$/, 'Некорректный номер телефона')
              .optional(),
          }),
        },
      },
      async (request) => {
        const rows = await listSmsMessages(app.db, request.query.phone, 50);
        return {
          messages: rows.map((r) => ({
            smsId: r.smsId,
            phone: r.phone,
            text: r.text,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}

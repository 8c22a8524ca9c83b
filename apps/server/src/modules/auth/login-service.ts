import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '@sportkarta/contract/api/auth';
import { LOGIN_CODE_ATTEMPTS, LOGIN_CODE_TIMER_S } from '@sportkarta/contract/config/timings';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../errors';
import type { SmsSender } from '../../integrations/sms/smsru';
import { findOrCreateUserByPhone, type UserRow } from '../users/repository';
import {
  consumeCode,
  countSends,
  deleteOldCodes,
  insertCode,
  latestCode,
  spendAttempt,
} from './login-code-repository';

/**
 * Send limits (integrations.md §7 proposal): per phone, and per client IP (10 an hour by
 * default; `LOGIN_CODES_PER_IP_HOUR`, passed in as `perIpHour`).
 */
export const SEND_LIMITS = {
  perPhoneHour: 5,
  perPhoneDay: 20,
} as const;

export const LOGIN_MESSAGES = {
  resendTooEarly: (s: number) => `Новый код можно запросить через ${s} с`,
  phoneLimit: 'Слишком много запросов кода для этого номера. Попробуйте позже',
  ipLimit: 'Слишком много запросов кода. Попробуйте позже',
  smsFailed: 'Не удалось отправить SMS. Попробуйте позже',
  noCode: 'Код не запрашивался или устарел, запросите новый код',
  exhausted: 'Попытки ввода кода закончились, запросите новый код',
  wrong: (left: number) => `Неверный код. Осталось попыток: ${left}`,
  wrongLast: 'Неверный код. Попытки закончились, запросите новый код',
} as const;

export function smsText(code: string): string {
  return `Спорткарта: код для входа ${code}. Никому его не сообщайте.`;
}

/** HMAC with the server secret: a leaked table does not give the codes away. */
function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/**
 * POST /v1/mobile/user/registration. The answer is the same whether the number is known or
 * not (no enumeration); only the newest code of a phone is valid.
 */
export async function sendLoginCode(
  db: Db,
  deps: { secret: string; sms: SmsSender; clock: Clock; perIpHour: number },
  phone: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const last = await latestCode(db, phone);
  if (last && !last.consumedAt) {
    const age = (now.getTime() - last.createdAt.getTime()) / 1000;
    // spec §4: resend after the 180 s timer — unless the code's attempts are used up.
    if (age < LOGIN_CODE_TIMER_S && last.attempts < LOGIN_CODE_ATTEMPTS) {
      throw new HttpError(
        'RATE_LIMITED',
        LOGIN_MESSAGES.resendTooEarly(Math.ceil(LOGIN_CODE_TIMER_S - age)),
      );
    }
  }
  const hour = await countSends(db, { phone }, 3600, now);
  const day = await countSends(db, { phone }, 86_400, now);
  const ipHour = await countSends(db, { ip }, 3600, now);
  if (hour >= SEND_LIMITS.perPhoneHour || day >= SEND_LIMITS.perPhoneDay) {
    throw new HttpError('RATE_LIMITED', LOGIN_MESSAGES.phoneLimit);
  }
  if (ipHour >= deps.perIpHour) throw new HttpError('RATE_LIMITED', LOGIN_MESSAGES.ipLimit);

  const code = newCode();
  // Stored before sending: a failed send still counts against the limits.
  await insertCode(
    db,
    {
      phone,
      codeHash: hashCode(deps.secret, phone, code),
      ttlSeconds: LOGIN_CODE_TIMER_S,
      ip,
    },
    now,
  );
  try {
    await deps.sms.send(phone, smsText(code));
  } catch {
    throw new HttpError('SERVICE_UNAVAILABLE', LOGIN_MESSAGES.smsFailed);
  }
  // Rows older than the daily window are no longer needed by any limit.
  if (Math.random() < 0.01) await deleteOldCodes(db, now);
}

/** PUT /v1/mobile/user/registration: the person behind a correct code (created if new). */
export async function confirmLoginCode(
  db: Db,
  deps: { secret: string; clock: Clock },
  phone: string,
  code: string,
): Promise<UserRow> {
  const { secret } = deps;
  const now = deps.clock.now();
  const last = await latestCode(db, phone);
  if (!last || last.consumedAt || last.expiresAt <= now) {
    throw new HttpError('BAD_REQUEST', LOGIN_MESSAGES.noCode);
  }
  const used = await spendAttempt(db, last.id, LOGIN_CODE_ATTEMPTS, now);
  if (used === null) {
    const exhausted = last.attempts >= LOGIN_CODE_ATTEMPTS;
    throw new HttpError(
      'BAD_REQUEST',
      exhausted ? LOGIN_MESSAGES.exhausted : LOGIN_MESSAGES.noCode,
    );
  }
  const expected = Buffer.from(last.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, phone, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = LOGIN_CODE_ATTEMPTS - used;
    throw new HttpError(
      'BAD_REQUEST',
      left > 0 ? LOGIN_MESSAGES.wrong(left) : LOGIN_MESSAGES.wrongLast,
    );
  }
  if (!(await consumeCode(db, last.id, now)))
    throw new HttpError('BAD_REQUEST', LOGIN_MESSAGES.noCode);
  return findOrCreateUserByPhone(db, phone);
}

/** The newest SMS to a phone, as the SMS emulator holds it (app.ts hands its reader in). */
export type LastSms = (
  db: Db,
  phone: string,
) => Promise<{ text: string; createdAt: Date } | undefined>;

/** Embedded mode: the code of the newest SMS the emulator holds for this phone. */
export async function lastDemoCode(
  db: Db,
  lastSms: LastSms,
  phone: string,
): Promise<{ code: string; sentAt: Date } | null> {
  const message = await lastSms(db, phone);
  const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  return message && code ? { code, sentAt: message.createdAt } : null;
}

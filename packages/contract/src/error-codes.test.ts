import { describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  ERROR_MESSAGES,
  PAYMENT_ERROR_CODES,
  PURCHASE_ERROR_CODES,
  errorCodeForStatus,
  isErrorCode,
} from './error-codes';

describe('error catalogue (spec §8)', () => {
  it('holds the spec purchase and payment codes as spelt', () => {
    expect(PURCHASE_ERROR_CODES).toEqual(['VISIT_LIMITS_EXCEEDED', 'ORDER_CANT_BE_CREATED']);
    expect(PAYMENT_ERROR_CODES).toEqual([
      'PAYMENT_CANCELED',
      'INCORRECT_PAYMENT_CALLBACK_ID',
      'INCORRECT_PARAMS',
      'DEEP_LINK_FAILED',
      'CONFIGURATION_MISSED',
      'UNKNOWN',
    ]);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('gives every code a Russian message and an error status', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code]).toMatch(/[А-Яа-яЁё]/);
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('parses an error body and tolerates unknown codes', () => {
    const body = { code: 'NOT_FOUND', message: 'Не найдено' };
    expect(ApiErrorSchema.parse(body)).toEqual(body);
    expect(ApiErrorSchema.safeParse({ code: 'NOT_FOUND' }).success).toBe(false);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('SOMETHING_NEW')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [414, 'URI_TOO_LONG'],
    [429, 'RATE_LIMITED'],
    [418, 'BAD_REQUEST'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'INTERNAL_ERROR'],
  ] as const)('status %i maps to %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });
});

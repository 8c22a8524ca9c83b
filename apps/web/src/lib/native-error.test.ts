import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { toStandardError } from './native-error';

describe('toStandardError (spec §7.3 native request errors)', () => {
  it('keeps the status and parses a JSON string body', () => {
    const error = toStandardError({
      status: 400,
      data: '{"code":"VALIDATION","message":"Поле обязательно"}',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Поле обязательно' });
    expect(error.body).toEqual({ code: 'VALIDATION', message: 'Поле обязательно' });
  });

  it('accepts an already parsed body and a plain-text body', () => {
    expect(
      toStandardError({ status: 409, data: { code: 'ORDER_CANT_BE_CREATED', message: 'Нельзя' } }),
    ).toMatchObject({
      status: 409,
      code: 'ORDER_CANT_BE_CREATED',
    });
    const text = toStandardError({ status: 500, data: 'Internal error' });
    expect(text).toMatchObject({ status: 500, code: 'HTTP_ERROR', body: 'Internal error' });
    expect(text.message).toContain('Сервер вернул ошибку');
  });

  it('accepts a numeric status given as a string (cordova-style errors) with an `error` field', () => {
    expect(toStandardError({ status: '401', error: '{"message":"Нет доступа"}' })).toMatchObject({
      status: 401,
      message: 'Нет доступа',
    });
  });

  it('turns an error without status into a network error', () => {
    const error = toStandardError({ message: 'The Internet connection appears to be offline.' });
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Нет соединения с сервером',
    });
    expect(error.body).toEqual({ message: 'The Internet connection appears to be offline.' });
    expect(toStandardError(undefined)).toMatchObject({ status: 0 });
  });

  it('passes an ApiError through', () => {
    const original = new ApiError({ status: 418, code: 'X', message: 'y' });
    expect(toStandardError(original)).toBe(original);
  });
});

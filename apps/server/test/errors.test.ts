import { ERROR_MESSAGES } from '@sportkarta/contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../src/errors';
import { createTestApp, ENGINES, engineTitle, type TestApp } from './test-app';

describe.each(ENGINES)('errors and security ($name)', (engine) => {
  describe.skipIf(!engine.available)(engineTitle(engine), () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine.name);
      t.app.get('/v1/test-boom', async () => {
        throw new Error('секрет: пароль базы данных');
      });
      t.app.get('/v1/test-gateway-down', async () => {
        throw new HttpError('SERVICE_UNAVAILABLE', 'SMS-шлюз временно недоступен');
      });
      t.app.post(
        '/v1/test-echo',
        { schema: { body: z.object({ zoom: z.number().int().min(1) }) } },
        async (request) => request.body,
      );
      await t.app.ready();
    });
    afterAll(async () => {
      await t?.cleanup();
    });

    it('an unknown /v1 path answers 404 JSON in Russian, even for a browser', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/no-such-thing',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND });
    });

    it('a known /v1 path with another method answers 405 with Allow', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/v1/version' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toContain('GET');
      expect(res.json()).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: ERROR_MESSAGES.METHOD_NOT_ALLOWED,
      });
    });

    it('malformed JSON answers 400 INVALID_JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/test-echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"zoom": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(res.json().message).toMatch(/JSON/);
    });

    it('a validation error answers 400 VALIDATION_ERROR naming the field in Russian', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/test-echo',
        payload: { zoom: 0 },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toMatch(
        /^Проверьте правильность заполнения полей\. Поле «Масштаб»: [А-Яа-яЁё]/,
      );
    });

    it('an unsupported content type answers 415 in Russian', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/test-echo',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: ERROR_MESSAGES.UNSUPPORTED_MEDIA_TYPE,
      });
    });

    it('a too large body answers 413 in Russian', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/test-echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ zoom: 1, pad: 'x'.repeat(1_100_000) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('a path parameter over the router limit answers 414 in Russian, not Fastify English', async () => {
      // Fastify's maxParamLength is 100: one character more and the router refuses the path.
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/mob/public/agreements/${'1'.repeat(101)}`,
      });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: ERROR_MESSAGES.URI_TOO_LONG });
    });

    it('a path that does not decode answers 400 in Russian', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/mob/public/agreements/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.BAD_REQUEST });
    });

    it('a thrown error answers 500 with the generic message and no internals', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL_ERROR',
        message: ERROR_MESSAGES.INTERNAL_ERROR,
      });
      expect(res.body).not.toContain('секрет');
      expect(res.body).not.toContain('at ');
    });

    it('a deliberate 503 from a service keeps its Russian message', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/test-gateway-down' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'SMS-шлюз временно недоступен',
      });
    });

    it('echoes a sane incoming x-request-id and generates one otherwise', async () => {
      const mine = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'abc-123' },
      });
      expect(mine.headers['x-request-id']).toBe('abc-123');
      const evil = await t.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'a b\nc' },
      });
      expect(evil.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends security headers with a CSP that allows the map tiles', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/version' });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
      expect(csp).toMatch(/img-src [^;]*tile0\.maps\.2gis\.com/);
      expect(csp).toMatch(/script-src 'self'(?![^;]*unsafe-inline)/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
      expect(docs.headers['content-security-policy']).toContain("'unsafe-inline'");
    });
  });
});

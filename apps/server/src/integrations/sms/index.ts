import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { SMS_EMULATOR_PREFIX } from '../../emulators/sms/routes';
import { createSmsRuClient, type HttpTransport, type SmsSender } from './smsru';

/**
 * Routes the adapter's HTTP request into this app's own emulator through Fastify's router
 * (light-my-request). Same method, path, headers and form body as on the wire, without a
 * socket: no loopback port to allocate, and it works in `app.inject` tests too.
 */
function injectTransport(app: FastifyInstance): HttpTransport {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const res = await app.inject({
      method: init.method,
      url: pathname + search,
      headers: init.headers,
      payload: init.body,
    });
    return { status: res.statusCode, text: async () => res.body };
  };
}

/** The real SMS.ru adapter, pointed at SMS.ru or at the embedded emulator (config.sms). */
export function createSmsSender(app: FastifyInstance, config: AppConfig): SmsSender {
  if (config.sms.providerUrl) {
    return createSmsRuClient({
      baseUrl: config.sms.providerUrl,
      apiId: config.sms.apiId,
      transport: (url, init) => fetch(url, init),
    });
  }
  return createSmsRuClient({
    baseUrl: `http://emulator${SMS_EMULATOR_PREFIX}`,
    apiId: config.sms.apiId,
    transport: injectTransport(app),
  });
}

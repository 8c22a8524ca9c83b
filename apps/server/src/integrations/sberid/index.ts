import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { AppConfig } from '../../config';
import { SBERID_COMPLETED_PATH, SBERID_EMULATOR_PREFIX } from '../../emulators/sberid/provider';
import { createSberIdClient, type SberIdClient } from './client';
import { createNetworkFetch } from './network';

/** The issuer browsers see in the embedded mode (and that the emulator's id_tokens carry). */
export function emulatorIssuer(config: AppConfig): string {
  return `${config.publicBaseUrl}${SBERID_EMULATOR_PREFIX}`;
}

/**
 * Routes the adapter's requests into this app's own emulator through Fastify's router, as the
 * SMS adapter does: the browser talks to `${PUBLIC_BASE_URL}/emulators/sberid` over the
 * network, the server reaches the same provider in-process under the same issuer URL, so no
 * loopback port is needed (and it works in `app.inject` tests and before `listen`).
 */
function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET',
      url: target.pathname + target.search,
      headers: { ...options.headers, host: target.host },
      ...(body === undefined || body === null
        ? {}
        : { payload: body instanceof URLSearchParams ? body.toString() : (body as string) }),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

export function createSberId(app: FastifyInstance, config: AppConfig): SberIdClient {
  const { issuerUrl, clientId, clientSecret } = config.sberid;
  const onCompletedError = (err: unknown) =>
    app.log.warn({ err }, 'Sber ID auth/completed failed; the login itself succeeded');
  if (issuerUrl) {
    return createSberIdClient({
      issuerUrl,
      clientId,
      clientSecret,
      endpoints: config.sberid.endpoints,
      fetch: createNetworkFetch(config.sberid.tls),
      completedUrl: config.sberid.completedUrl,
      onCompletedError,
    });
  }
  return createSberIdClient({
    issuerUrl: emulatorIssuer(config),
    clientId,
    clientSecret,
    fetch: injectFetch(app),
    completedUrl: `${emulatorIssuer(config)}${SBERID_COMPLETED_PATH}`,
    onCompletedError,
  });
}

import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { AppConfig } from '../../config';
import { SBERID_EMULATOR_PREFIX } from '../../emulators/sberid/provider';
import { createSberIdClient, rquid, type SberIdClient } from './client';

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

/**
 * Every request to the real Sber ID carries `rquid` (token) and `x-introspect-rquid`
 * (userinfo), 32 hex characters each (integrations.md §3). The token endpoint also requires
 * the client TLS certificate issued at registration: that is a deployment item (an egress
 * proxy presenting it), documented in docs/configuration.md.
 */
const networkFetch: CustomFetch = (url, options) => {
  const id = rquid();
  return fetch(url, {
    ...(options as RequestInit),
    headers: { ...options.headers, rquid: id, 'x-introspect-rquid': id },
  });
};

export function createSberId(app: FastifyInstance, config: AppConfig): SberIdClient {
  const { issuerUrl, clientId, clientSecret } = config.sberid;
  if (issuerUrl) {
    return createSberIdClient({
      issuerUrl,
      clientId,
      clientSecret,
      endpoints: config.sberid.endpoints,
      fetch: networkFetch,
    });
  }
  return createSberIdClient({
    issuerUrl: emulatorIssuer(config),
    clientId,
    clientSecret,
    fetch: injectFetch(app),
  });
}

import { readFileSync } from 'node:fs';
import type { CustomFetch } from 'openid-client';
import type { Agent } from 'undici';
import { rquid } from './client';

/** Files of the client TLS certificate Sber issues at registration (integrations.md §3). */
export interface SberIdTls {
  certFile: string;
  keyFile: string;
  caFile?: string | undefined;
}

/**
 * Requests to the real Sber ID. Every one carries `rquid` (token) and `x-introspect-rquid`
 * (userinfo), 32 hex characters each (integrations.md §3). The token endpoint also requires
 * the client certificate (mTLS): with `tls` set, every request presents it through an undici
 * Agent; the files are read once, here, so a wrong path fails at start, not at the first login.
 */
export function createNetworkFetch(tls?: SberIdTls): CustomFetch {
  const connect = tls
    ? {
        cert: readFileSync(tls.certFile),
        key: readFileSync(tls.keyFile),
        ...(tls.caFile ? { ca: readFileSync(tls.caFile) } : {}),
      }
    : undefined;
  // undici is loaded with the first request to Sber ID, not with the server (issue 27).
  let agent: Agent | undefined;
  return async (url, options) => {
    const { Agent, fetch: undiciFetch } = await import('undici');
    if (connect) agent ??= new Agent({ connect });
    const id = rquid();
    const res = await undiciFetch(url, {
      method: options.method,
      body: options.body as string | URLSearchParams | undefined,
      redirect: options.redirect,
      signal: options.signal,
      headers: { ...options.headers, rquid: id, 'x-introspect-rquid': id },
      ...(agent ? { dispatcher: agent } : {}),
    });
    // undici's Response is the same Fetch API type the global one is; openid-client reads it so.
    return res as unknown as Response;
  };
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkFetch } from '../src/integrations/sberid/network';

// integrations.md §3: Sber's token endpoint requires the client certificate issued at
// registration. A local HTTPS server that demands a client certificate signed by a test CA
// stands in for it; openssl (Debian's, on every machine of this kind) makes the certificates.

const dir = mkdtempSync(path.join(tmpdir(), 'sberid-mtls-'));
const file = (name: string) => path.join(dir, name);
const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });

function makeCertificates(): void {
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=test-ca',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
  );
  for (const name of ['server', 'client']) {
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${name === 'server' ? 'localhost' : 'sportkarta'}`,
      '-keyout',
      file(`${name}.key`),
      '-out',
      file(`${name}.csr`),
    );
    openssl(
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file('ca.crt'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-days',
      '1',
      '-out',
      file(`${name}.crt`),
    );
  }
}

describe('Sber ID network fetch (mTLS, rquid)', () => {
  let server: Server;
  let url: string;
  const seen: { rquid?: string; introspect?: string; clientCn?: string }[] = [];

  beforeAll(async () => {
    makeCertificates();
    server = createServer(
      {
        key: readFileSync(file('server.key')),
        cert: readFileSync(file('server.crt')),
        ca: readFileSync(file('ca.crt')),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        seen.push({
          rquid: String(req.headers.rquid),
          introspect: String(req.headers['x-introspect-rquid']),
          clientCn: String(peer.subject?.CN),
        });
        res.setHeader('content-type', 'application/json');
        res.end('{"access_token":"x"}');
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://localhost:${(server.address() as AddressInfo).port}/ru/prod/tokens/v2/oidc`;
  });
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (fetch: ReturnType<typeof createNetworkFetch>) =>
    fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });

  it('presents the client certificate and sends rquid on every request', async () => {
    const fetch = createNetworkFetch({
      certFile: file('client.crt'),
      keyFile: file('client.key'),
      caFile: file('ca.crt'),
    });
    const res = await post(fetch);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ access_token: 'x' });
    const last = seen.at(-1)!;
    expect(last.clientCn).toBe('sportkarta');
    expect(last.rquid).toMatch(/^[0-9a-f]{32}$/);
    expect(last.introspect).toBe(last.rquid);
  });

  it('control: without the client certificate the same server refuses the connection', async () => {
    const before = seen.length;
    const anonymous = new Agent({ connect: { ca: readFileSync(file('ca.crt')) } });
    await expect(undiciFetch(url, { method: 'POST', dispatcher: anonymous })).rejects.toThrow();
    expect(seen.length).toBe(before);
    await anonymous.close();
  });
});

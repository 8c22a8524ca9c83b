import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// A real S3-compatible server for the file store's tests (issue 26): s3rver (npm) implements
// the S3 REST protocol over a folder, but checks only version 2 signatures — for version 4,
// which the AWS SDK v3 sends, it accepts any signature of a known key id. So the tests reach it
// through a front that checks every request's AWS Signature V4 (written here from AWS's
// specification, independently of the SDK that signs) and the payload's SHA-256 against the
// signed hash, and answers 403 SignatureDoesNotMatch like S3 otherwise.

export const S3_TEST_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const S3_TEST_BUCKET = 'sportkarta-test';
export const S3_TEST_REGION = 'ru-central1';

export interface TestS3 {
  endpoint: string;
  /** Requests the front refused (a bad signature or payload). */
  refused: number;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Why the request's signature is wrong, or null when it is right. */
export function sigV4Problem(
  method: string,
  url: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
  secretAccessKey: string,
): string | null {
  const auth = String(headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'no AWS4-HMAC-SHA256 authorization';
  const [, , date, region, signedHeaders, signature] = m as unknown as string[];
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date!)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return 'the payload does not match x-amz-content-sha256';
  const [pathPart, query = ''] = url.split('?', 2) as [string, string?];
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ''] = pair.split('=', 2) as [string, string?];
      return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v))] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names
    .map((name) => {
      const value = headers[name];
      const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    method,
    pathPart,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${secretAccessKey}`, date!), region!),
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? null
    : 'the signature does not match';
}

/** Starts s3rver on a fresh folder with one bucket, behind the signature-checking front. */
export async function startTestS3(): Promise<TestS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportkarta-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const inner = (await s3rver.run()) as AddressInfo;
  const state = { refused: 0 };
  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = sigV4Problem(
        req.method ?? 'GET',
        req.url ?? '/',
        req.headers,
        body,
        S3_TEST_KEY.secretAccessKey,
      );
      if (problem) {
        state.refused += 1;
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`,
        );
        return;
      }
      const forward = http.request(
        {
          host: '127.0.0.1',
          port: inner.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get refused() {
      return state.refused;
    },
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

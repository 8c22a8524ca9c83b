import { randomInt } from 'node:crypto';
import { SessionResponseSchema, type SessionResponse } from '@sportkarta/contract/api/auth';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Each sign-in from its own address, so the per-IP send limit of one test does not leak into another. */
export function randomIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export function randomPhone(): string {
  return `+79${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** The code the emulator holds for the phone (GET …/demo-code). */
export async function demoCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/mobile/user/registration/demo-code?phone=${encodeURIComponent(phone)}`,
  });
  if (res.statusCode !== 200) throw new Error(`demo-code ${res.statusCode}: ${res.body}`);
  return (res.json() as { code: string }).code;
}

/** The whole phone sign-in as the app does it: send, read the emulated SMS, confirm. */
export async function signIn(
  app: FastifyInstance,
  phone: string = randomPhone(),
): Promise<SessionResponse & { auth: { authorization: string } }> {
  const ip = randomIp();
  const sent = await app.inject({
    method: 'POST',
    url: '/v1/mobile/user/registration',
    payload: { phone },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`send ${sent.statusCode}: ${sent.body}`);
  const code = await demoCode(app, phone);
  const res = await app.inject({
    method: 'PUT',
    url: '/v1/mobile/user/registration',
    payload: { phone, code },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`confirm ${res.statusCode}: ${res.body}`);
  const session = SessionResponseSchema.parse(res.json());
  return { ...session, auth: { authorization: `Bearer ${session.accessToken}` } };
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so tests can also send broken ones. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sk${randomInt(0, 1e9)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `parts` as multipart/form-data with the caller's auth headers. */
export function sendMultipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  auth: Record<string, string>,
  parts: Part[],
) {
  const body = multipart(parts);
  return app.inject({
    method,
    url,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export const VALID_USER = {
  firstName: 'Иван',
  lastName: 'Петров-Водкин',
  middleName: "О'Нил",
  birthDate: '1988-07-15',
  gender: 'M',
  email: 'ivan@example.ru',
  inn: '500100732259',
} as const;

export const VALID_CHILD = {
  firstName: 'Маша',
  lastName: 'Петрова',
  middleName: '',
  birthDate: '2016-05-01',
  gender: 'F',
  levelTraining: 'AMATEUR',
} as const;

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera make and GPS-like comment) that the server must strip. */
export async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 55.7558 37.6173' } })
    .jpeg()
    .toBuffer();
}

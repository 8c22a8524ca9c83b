import { PermitDocListSchema, PermitDocSchema } from '@sportkarta/contract/api/permit-docs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sendMultipart, type Part } from './accounts-helpers';

/** A small PDF that starts and ends as PDFs do (the server checks both ends, not the layout). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);

export const POOL_DOC = {
  kind: 'POOL_MEDICAL_CERTIFICATE',
  number: '№ 17/2026',
  issueDate: '2026-11-01',
  validUntil: '2027-05-01',
} as const;

export const docPart = (fields: Record<string, unknown>): Part => ({
  name: 'doc',
  value: JSON.stringify(fields),
});

export const scanPart = (
  value: Buffer,
  filename = 'scan.png',
  contentType = 'image/png',
): Part => ({
  name: 'scans',
  value,
  filename,
  contentType,
});

export const saveDoc = (app: FastifyInstance, auth: Record<string, string>, parts: Part[]) =>
  sendMultipart(app, 'POST', '/v1/mob/savePermitDoc', auth, parts);

/** Saves a document and answers it (fails the test on anything but 200). */
export async function savedDoc(
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: Record<string, unknown>,
  scans: Part[],
) {
  const res = await saveDoc(app, auth, [docPart(fields), ...scans]);
  expect(res.statusCode, res.body).toBe(200);
  return PermitDocSchema.parse(res.json());
}

export async function listDocs(
  app: FastifyInstance,
  auth: Record<string, string>,
  path: 'getVisitorPermitDocs' | 'getVisitorPermitDocsAll',
  body?: Record<string, unknown>,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/mob/${path}`,
    headers: auth,
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return PermitDocListSchema.parse(res.json()).documents;
}

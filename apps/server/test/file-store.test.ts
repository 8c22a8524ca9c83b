import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderFileStore } from '../src/lib/file-store/folder';
import type { FileStore } from '../src/lib/file-store';
import { s3FileStore } from '../src/lib/file-store/s3';
import { png, sendMultipart, signIn, VALID_USER } from './accounts-helpers';
import { PDF, POOL_DOC, savedDoc, scanPart } from './permit-docs-helpers';
import { S3_TEST_BUCKET, S3_TEST_KEY, S3_TEST_REGION, startTestS3, type TestS3 } from './s3-server';
import { createTestApp, uploadsDirOf, type TestApp } from './test-app';

// Issue 26: uploaded files go through one interface with two backends — the folder of the
// embedded mode and an S3-compatible object store for production — and both pass the same
// tests. The S3 backend talks to a real S3 server (s3rver behind a Signature V4 check,
// test/s3-server.ts), never to a mock.

let s3: TestS3;
let folderRoot: string;
beforeAll(async () => {
  s3 = await startTestS3();
  folderRoot = mkdtempSync(path.join(os.tmpdir(), 'sportkarta-files-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(folderRoot, { recursive: true, force: true });
});

const s3Settings = () => ({
  endpoint: s3.endpoint,
  region: S3_TEST_REGION,
  bucket: S3_TEST_BUCKET,
  ...S3_TEST_KEY,
  forcePathStyle: true,
});

const BACKENDS: { name: string; make: () => Promise<FileStore> }[] = [
  { name: 'folder', make: async () => folderFileStore(folderRoot) },
  { name: 's3', make: () => s3FileStore(s3Settings()) },
];

describe.each(BACKENDS)('file store: $name', ({ make }) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await make();
  });

  it('keeps the bytes it was given, byte for byte, and replaces them on a second put', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await store.put('photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg', bytes, 'image/jpeg');
    expect((await store.get('photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'))?.equals(bytes)).toBe(
      true,
    );
    expect(await store.has('photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg')).toBe(true);
    await store.put('photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg', Buffer.from('v2'), 'image/jpeg');
    expect((await store.get('photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'))?.toString()).toBe('v2');
  });

  it('a missing key reads as no file; deleting removes, and a missing one is fine', async () => {
    expect(await store.get('documents/nothing-here.pdf')).toBeNull();
    expect(await store.has('documents/nothing-here.pdf')).toBe(false);
    await store.put('documents/tok.pdf', PDF, 'application/pdf');
    await store.put('documents/tok.thumb.jpg', Buffer.from('t'), 'image/jpeg');
    await store.delete(['documents/tok.pdf', 'documents/tok.thumb.jpg', 'documents/gone.jpg']);
    expect(await store.get('documents/tok.pdf')).toBeNull();
    expect(await store.has('documents/tok.thumb.jpg')).toBe(false);
  });

  it('refuses a key that could leave its folder', async () => {
    for (const key of ['../secrets.json', 'photos/../../x', '/etc/passwd', 'photos/a b.jpg', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/bad key/);
      await expect(store.get(key)).rejects.toThrow(/bad key/);
    }
  });
});

describe('the S3 backend signs its requests', () => {
  it('a store given another secret is refused by the server, and writes nothing', async () => {
    const refusedBefore = s3.refused;
    const wrong = await s3FileStore({ ...s3Settings(), secretAccessKey: 'not-the-secret' });
    await expect(
      wrong.put('photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg', Buffer.from('x'), 'image/jpeg'),
    ).rejects.toThrow();
    expect(s3.refused).toBeGreaterThan(refusedBefore);
    const right = await s3FileStore(s3Settings());
    expect(await right.has('photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg')).toBe(false);
  });
});

describe('the app with FILE_STORE=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        FILE_STORE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: S3_TEST_REGION,
        S3_BUCKET: S3_TEST_BUCKET,
        S3_ACCESS_KEY_ID: S3_TEST_KEY.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secretAccessKey,
      },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('a profile photo is stored in the bucket, not in the data folder, and served from it', async () => {
    const s = await signIn(t.app);
    const res = await sendMultipart(t.app, 'POST', '/v1/userInfo', s.auth, [
      { name: 'user', value: JSON.stringify(VALID_USER) },
      { name: 'photo', value: await png(20, 20), filename: 'v.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ photo: string }>().photo;
    const token = /([A-Za-z0-9_-]{32})\.jpg$/.exec(url)![1]!;
    expect(await t.app.files.has(`photos/${token}.jpg`)).toBe(true);
    const photosDir = path.join(t.dataDir, 'uploads', 'photos');
    expect(existsSync(photosDir) ? readdirSync(photosDir) : []).not.toContain(`${token}.jpg`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
  });

  it('a document scan in the bucket is still served to its owner only', async () => {
    const owner = await signIn(t.app);
    const other = await signIn(t.app);
    const doc = await savedDoc(t.app, owner.auth, { ...POOL_DOC, personId: owner.user.id }, [
      scanPart(await png(30, 30)),
      scanPart(PDF, 'scan.pdf', 'application/pdf'),
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: doc.scans[1]!.url, headers: owner.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const stranger = await t.app.inject({
      method: 'GET',
      url: doc.scans[1]!.url,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(404);
    expect(() => uploadsDirOf(t.config)).toThrow();
  });
});

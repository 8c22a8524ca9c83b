import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, type FileStore } from './index';

export interface S3Settings {
  /** The store's address, e.g. https://storage.yandexcloud.net or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`): what most S3-compatible servers expect. */
  forcePathStyle: boolean;
}

/** The SDK's own "not there" answers: a missing key reads as no file. */
const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Production's backend: an S3-compatible object store (Yandex Object Storage, VK Cloud, MinIO,
 * AWS S3) through the AWS SDK. Every object is private: files are served by the API, which
 * checks who may read them (document scans are owner-only), never by the store's own URLs.
 * The SDK is loaded only when this backend is configured, so the embedded mode's start does not
 * pay for it.
 */
export async function s3FileStore(s: S3Settings): Promise<FileStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // SDK ≥ 3.729 adds CRC32 checksums to every upload by default, which many S3-compatible
    // servers reject or ignore (stack-notes): only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = s.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(keys) {
      // One DeleteObject per key: DeleteObjects needs a Content-MD5 that some S3-compatible
      // stores compute differently, and a person's files are a handful at most.
      await Promise.all(
        keys.map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }))),
      );
    },
  };
}

// Files people and venues upload (profile and child photos, document scans, later policy PDFs
// and the venue's pictures) go through one interface with two backends (issue 26): a folder for
// the embedded mode (`DATA_DIR/uploads`, as before) and an S3-compatible object store for
// production, where every API process must see the files any other one wrote.

/**
 * A key is a folder and a file name, `photos/<token>.jpg` or `documents/<token>.pdf`: the same
 * relative path in the folder backend and the object's key in a bucket.
 */
export const FILE_KEY = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z]+)*$/;

export interface FileStore {
  /** Which backend this is (logs, the readiness check). */
  readonly kind: 'folder' | 's3';
  /** Writes `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Whether `key` holds a file. */
  has(key: string): Promise<boolean>;
  /** Removes these keys; a missing one is fine. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Refuses a key that could leave its folder or is not one of ours (a bug, never user input). */
export function checkKey(key: string): string {
  if (!FILE_KEY.test(key)) throw new Error(`file store: bad key ${JSON.stringify(key)}`);
  return key;
}

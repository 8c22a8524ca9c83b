import type { FileStoreConfig } from '../../config-deploy';
import { folderFileStore } from './folder';
import type { FileStore } from './index';
import { s3FileStore } from './s3';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (lib/file-store): a folder, or an S3-compatible store in production. */
    files: FileStore;
  }
}

export function createFileStore(config: FileStoreConfig): Promise<FileStore> {
  return config.kind === 'folder'
    ? Promise.resolve(folderFileStore(config.dir))
    : s3FileStore(config);
}

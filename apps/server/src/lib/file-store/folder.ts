import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStore } from './index';

/**
 * The embedded mode's backend: files under `root` (DATA_DIR/uploads), readable by the server's
 * user only. The layout is the one the server always had (`photos/…`, `documents/…`), so an
 * existing data folder keeps its files.
 */
export function folderFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'folder',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { mode: 0o600 });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
    async has(key) {
      const file = fileOf(key);
      try {
        return (await stat(file)).isFile();
      } catch {
        return false;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

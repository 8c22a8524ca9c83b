import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An initdb'd, empty PGlite data dir; helpers copy it instead of running initdb again. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb is the slow part of a fresh database (seconds on a busy 2-core machine).
 * Doing it once per run and copying the files keeps every suite on its own fresh database
 * (migrations and seed still run per copy) without paying initdb each time.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), 'sk-pglite-template-'));
  const dir = path.join(root, 'pglite');
  const pg = await PGlite.create(dir);
  await pg.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}

import type { Db } from '../db/client';
import type { FileStore } from './file-store';

/** A fresh demo copy as the steps see it, inside the copy's transaction. */
export interface DemoCopy {
  /** The new person. */
  userId: string;
  /** The seeded demo person it is copied from. */
  templateId: string;
  now: Date;
  /**
   * Acquirers whose money is real (modules/auth/demo-seal.ts): a step never takes capacity of a
   * venue selling through one of them. Empty in the embedded mode.
   */
  realAcquirers: readonly string[];
}

/** The rows one step writes for a copy, in the copy's transaction. */
export type DemoRows = (tx: Db, copy: DemoCopy) => Promise<void>;

export interface PreparedDemoRows {
  write: DemoRows;
  /** Undoes the preparation (files saved for the copy) when the copy is not made after all. */
  discard?: () => Promise<void>;
}

/**
 * What one module gives a fresh demo copy (STYLE.md: a module owns its own demo rows). auth runs
 * the list app wiring hands it, in its order, and knows no feature (docs/architecture.md).
 */
export interface DemoCopyStep {
  /**
   * Before the copy's transaction, for work that must not hold it (drawing and saving files):
   * answers the rows to write in the transaction.
   */
  prepare(db: Db, fileStore: FileStore, templateId: string): Promise<PreparedDemoRows>;
  /**
   * For expired copies about to be deleted, in the sweeper's transaction before the cascade takes
   * the step's rows: answers what to remove once they are gone (the files those rows name).
   */
  sweep?(tx: Db, userIds: readonly string[]): Promise<(fileStore: FileStore) => Promise<void>>;
}

/** A step that only writes rows. */
export const demoRows = (write: DemoRows): DemoCopyStep => ({
  prepare: () => Promise.resolve({ write }),
});

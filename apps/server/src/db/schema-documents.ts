import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PERMIT_DOC_KINDS, PERMIT_DOC_SCAN_TYPES } from '@sportkarta/contract/api/permit-docs';
import { inList } from './schema-catalogue';
import { children, users } from './schema-core';

/**
 * A permit document of a person or of one of their children (issue 14, docs/api-documents.md).
 * The owner is always the signed-in person who added it; `child_id` names their child (the
 * service checks the child is the owner's). Its list state is not stored: it is computed from
 * `valid_until` and the app's clock on every read.
 */
export const permitDocuments = pgTable(
  'permit_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** Inclusive; null = does not expire. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** From the app's clock (docs/testing.md). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('permit_documents_owner_idx').on(t.ownerId, t.createdAt),
    index('permit_documents_child_idx').on(t.childId),
    check('permit_documents_kind_check', sql`${t.kind} in (${inList(PERMIT_DOC_KINDS)})`),
    check(
      'permit_documents_dates_check',
      sql`${t.validUntil} is null or ${t.validUntil} > ${t.issueDate}`,
    ),
  ],
);

/**
 * The scans of a document (1..PERMIT_DOC_MAX_SCANS), each a file under
 * DATA_DIR/uploads/documents named by a random token; images also have a thumbnail.
 */
export const permitDocumentScans = pgTable(
  'permit_document_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => permitDocuments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    token: text('token').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('permit_document_scans_position_key').on(t.documentId, t.position),
    uniqueIndex('permit_document_scans_token_key').on(t.token),
    check(
      'permit_document_scans_type_check',
      sql`${t.contentType} in (${inList(PERMIT_DOC_SCAN_TYPES)})`,
    ),
  ],
);

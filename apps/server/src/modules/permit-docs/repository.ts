import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ListStateSchema, type ListState } from '@sportkarta/contract/enums';
import { PermitDocKindSchema, type PermitDocKind } from '@sportkarta/contract/api/permit-docs';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { permitDocumentScans, permitDocuments } from '../../db/schema';
import type { ScanType } from '../../lib/scan-store';

// Issue 14: permit documents and their scans. Every read is scoped by the owner: another
// person's document is never found (no existence leak), whatever its id.

// raw SQL in this file: the list state is a CASE on the owner's day, the person's name a
// coalesce over two tables, deletes answer their scans through a writing CTE, and the rows'
// enums (kind, list state, scan type) are parsed here

const DocRowSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  childId: z.string().nullable(),
  personName: z.string(),
  kind: PermitDocKindSchema,
  number: z.string(),
  issueDate: z.string(),
  validUntil: z.string().nullable(),
  listState: ListStateSchema,
  createdAt: z.coerce.date(),
});
export type DocRow = z.infer<typeof DocRowSchema>;

const ScanRowSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  token: z.string(),
  contentType: z.enum(['image/jpeg', 'application/pdf'] satisfies ScanType[]),
  sizeBytes: z.number(),
});
export type ScanRow = z.infer<typeof ScanRowSchema>;

export interface DocFilter {
  /** Only this person's: null = the owner themself, a child id = that child, undefined = all. */
  childId?: string | null;
  kinds?: readonly PermitDocKind[] | undefined;
  listState?: ListState | undefined;
}

/** ARCHIVED once the day after `valid_until` has begun in the documents' zone (`today`). */
const stateOf = (today: string) =>
  sql`case when d.valid_until < ${today}::date then 'ARCHIVED' else 'ACTIVE' end`;

function filterSql(ownerId: string, f: DocFilter, today: string): SQL {
  const parts = [sql`d.owner_id = ${ownerId}`];
  if (f.childId === null) parts.push(sql`d.child_id is null`);
  else if (f.childId !== undefined) parts.push(sql`d.child_id = ${f.childId}`);
  if (f.kinds?.length)
    parts.push(
      sql`d.kind in (${sql.join(
        f.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (f.listState) parts.push(sql`${stateOf(today)} = ${f.listState}`);
  return sql.join(parts, sql` and `);
}

/** The owner's documents matching the filter: active first, then the newest first. */
export function listDocs(db: Db, ownerId: string, f: DocFilter, today: string): Promise<DocRow[]> {
  return queryRows(
    db,
    sql`select d.id, d.owner_id as "ownerId", d.child_id as "childId", d.kind, d.number,
               d.issue_date::text as "issueDate", d.valid_until::text as "validUntil",
               ${stateOf(today)} as "listState", d.created_at as "createdAt",
               trim(coalesce(c.last_name, u.last_name, '') || ' ' ||
                    coalesce(c.first_name, u.first_name, '')) as "personName"
          from permit_documents d
          join users u on u.id = d.owner_id
          left join children c on c.id = d.child_id
         where ${filterSql(ownerId, f, today)}
         order by ${stateOf(today)}, d.created_at desc, d.id`,
    DocRowSchema,
  );
}

export function scansOf(db: Db, documentIds: readonly string[]): Promise<ScanRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select id, document_id as "documentId", token, content_type as "contentType",
               size_bytes as "sizeBytes"
          from permit_document_scans
         where document_id in (${sql.join(
           documentIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by document_id, position`,
    ScanRowSchema,
  );
}

/** A scan of one of the owner's documents, or nothing. */
export async function findOwnScan(
  db: Db,
  ownerId: string,
  scanId: string,
): Promise<ScanRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select s.id, s.document_id as "documentId", s.token, s.content_type as "contentType",
               s.size_bytes as "sizeBytes"
          from permit_document_scans s join permit_documents d on d.id = s.document_id
         where s.id = ${scanId} and d.owner_id = ${ownerId}`,
    ScanRowSchema,
  );
  return row;
}

export interface NewDoc {
  ownerId: string;
  childId: string | null;
  kind: PermitDocKind;
  number: string;
  issueDate: string;
  validUntil: string | null;
  createdAt: Date;
}

export interface NewScan {
  token: string;
  contentType: ScanType;
  sizeBytes: number;
}

/** One document with its scans, in the caller's transaction. */
export async function insertDoc(db: Db, doc: NewDoc, scans: readonly NewScan[]): Promise<string> {
  const [row] = await db.insert(permitDocuments).values(doc).returning({ id: permitDocuments.id });
  const id = row!.id;
  await db
    .insert(permitDocumentScans)
    .values(
      scans.map((s, position) => ({ ...s, documentId: id, position, createdAt: doc.createdAt })),
    );
  return id;
}

/**
 * Changes one of the owner's documents (issue 28) in the caller's transaction: its fields, and
 * its scans when new ones are given (they replace the old, whose tokens are answered so the
 * files can go). Null when the document is not the owner's.
 */
export async function updateOwnDoc(
  db: Db,
  id: string,
  doc: Omit<NewDoc, 'createdAt'>,
  scans: readonly NewScan[] | null,
  now: Date,
): Promise<string[] | null> {
  const [row] = await db
    .update(permitDocuments)
    .set({
      childId: doc.childId,
      kind: doc.kind,
      number: doc.number,
      issueDate: doc.issueDate,
      validUntil: doc.validUntil,
    })
    .where(sql`${permitDocuments.id} = ${id} and ${permitDocuments.ownerId} = ${doc.ownerId}`)
    .returning({ id: permitDocuments.id });
  if (!row) return null;
  if (scans === null) return [];
  const old = await db
    .delete(permitDocumentScans)
    .where(eq(permitDocumentScans.documentId, id))
    .returning({ token: permitDocumentScans.token });
  await db
    .insert(permitDocumentScans)
    .values(scans.map((s, position) => ({ ...s, documentId: id, position, createdAt: now })));
  return old.map((o) => o.token);
}

/** Deletes one of the owner's documents; answers its scans' tokens, or null when not found. */
export async function deleteOwnDoc(db: Db, ownerId: string, id: string): Promise<string[] | null> {
  const rows = await queryRows(
    db,
    sql`with gone as (delete from permit_documents where id = ${id} and owner_id = ${ownerId}
                      returning id)
        select s.token from gone left join permit_document_scans s on s.document_id = gone.id`,
    z.object({ token: z.string().nullable() }),
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.token ? [r.token] : []));
}

/** Deletes every document of a person (their own and their children's); answers scan tokens. */
export async function deleteDocsOf(db: Db, ownerId: string): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`with gone as (delete from permit_documents where owner_id = ${ownerId} returning id)
        select s.token from gone join permit_document_scans s on s.document_id = gone.id`,
    z.object({ token: z.string() }),
  );
  return rows.map((r) => r.token);
}

/** The scan tokens of every document of these people (read before their rows go). */
export async function scanTokensOfOwners(db: Db, ownerIds: readonly string[]): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({ token: permitDocumentScans.token })
    .from(permitDocumentScans)
    .innerJoin(permitDocuments, eq(permitDocuments.id, permitDocumentScans.documentId))
    .where(inArray(permitDocuments.ownerId, [...ownerIds]));
  return rows.map((r) => r.token);
}

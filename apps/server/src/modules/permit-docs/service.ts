import type {
  PermitDoc,
  PermitDocInput,
  PermitDocList,
  PermitDocsAllRequest,
  PermitDocsRequest,
} from '@sportkarta/contract/api/permit-docs';
import { PERMIT_DOC_TIME_ZONE } from '@sportkarta/contract/config/documents';
import { dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { findChild } from '../children/repository';
import {
  deleteOwnDoc,
  findOwnScan,
  insertDoc,
  listDocs,
  scansOf,
  type DocFilter,
  type DocRow,
  type NewScan,
  type ScanRow,
} from './repository';
import { deleteScans, prepareScan, readScan, saveScan } from './scan-store';
import type { FileStore } from '../../lib/file-store';

// Issue 14: the rules of permit documents (docs/api-documents.md). A person sees and changes
// only the documents they added — their own and their children's; a child id that is not
// theirs is "not found", like a document id that is not theirs.

export const DOC_NOT_FOUND = 'Документ не найден';
export const SCAN_NOT_FOUND = 'Скан не найден';
export const PERSON_NOT_FOUND = 'Ребёнок не найден';
const ISSUED_IN_FUTURE = 'Дата выдачи не может быть позже сегодняшнего дня';

/** The base of the scans' addresses; `/thumb` after the id gives an image's thumbnail. */
export const SCAN_URL_PREFIX = '/v1/mob/permitDocScan/';

const today = (now: Date) => dateInZone(now, PERMIT_DOC_TIME_ZONE);

function permitDocOf(row: DocRow, scans: readonly ScanRow[]): PermitDoc {
  return {
    id: row.id,
    personId: row.childId ?? row.ownerId,
    childId: row.childId,
    personName: row.personName,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    validUntil: row.validUntil,
    listState: row.listState,
    createdAt: new Date(row.createdAt).toISOString(),
    scans: scans
      .filter((s) => s.documentId === row.id)
      .map((s) => ({
        id: s.id,
        contentType: s.contentType,
        size: s.sizeBytes,
        url: `${SCAN_URL_PREFIX}${s.id}`,
        thumbUrl: s.contentType === 'image/jpeg' ? `${SCAN_URL_PREFIX}${s.id}/thumb` : null,
      })),
  };
}

/** The person a request names: null for the signed-in person, or one of their children. */
async function personFilter(db: Db, userId: string, personId: string | undefined) {
  if (personId === undefined || personId === userId) return null;
  if (!(await findChild(db, userId, personId))) throw new HttpError('NOT_FOUND', PERSON_NOT_FOUND);
  return personId;
}

async function answer(db: Db, userId: string, f: DocFilter, now: Date): Promise<PermitDocList> {
  const rows = await listDocs(db, userId, f, today(now));
  const scans = await scansOf(
    db,
    rows.map((r) => r.id),
  );
  return { documents: rows.map((r) => permitDocOf(r, scans)) };
}

/** POST /v1/mob/getVisitorPermitDocs: one person's (the signed-in one by default). */
export async function personDocs(
  db: Db,
  a: { userId: string; body: PermitDocsRequest; now: Date },
): Promise<PermitDocList> {
  const childId = await personFilter(db, a.userId, a.body?.personId);
  return answer(
    db,
    a.userId,
    { childId, kinds: a.body?.kinds, listState: a.body?.listState },
    a.now,
  );
}

/** POST /v1/mob/getVisitorPermitDocsAll: mine and all my children's. */
export function allDocs(
  db: Db,
  a: { userId: string; body: PermitDocsAllRequest; now: Date },
): Promise<PermitDocList> {
  return answer(db, a.userId, { kinds: a.body?.kinds, listState: a.body?.listState }, a.now);
}

/**
 * POST /v1/mob/savePermitDoc: checks the person and the dates, then each scan by content;
 * the files are written first and removed again if the row cannot be.
 */
export async function saveDoc(
  db: Db,
  a: { fileStore: FileStore; userId: string; input: PermitDocInput; files: Uint8Array[]; now: Date },
): Promise<PermitDoc> {
  const childId = await personFilter(db, a.userId, a.input.personId);
  if (a.input.issueDate > today(a.now)) throw new HttpError('VALIDATION_ERROR', ISSUED_IN_FUTURE);
  const prepared = [];
  for (const file of a.files) prepared.push(await prepareScan(file));
  const scans: NewScan[] = [];
  try {
    for (const p of prepared) {
      const token = await saveScan(a.fileStore, p);
      scans.push({ token, contentType: p.contentType, sizeBytes: p.file.length });
    }
    const id = await db.transaction(async (tx) => {
      // Checked again inside: the child may have been removed meanwhile.
      if (childId && !(await findChild(tx, a.userId, childId)))
        throw new HttpError('NOT_FOUND', PERSON_NOT_FOUND);
      return insertDoc(
        tx,
        {
          ownerId: a.userId,
          childId,
          kind: a.input.kind,
          number: a.input.number,
          issueDate: a.input.issueDate,
          validUntil: a.input.validUntil,
          createdAt: a.now,
        },
        scans,
      );
    });
    const docs = await listDocs(db, a.userId, { childId }, today(a.now));
    return permitDocOf(
      docs.find((d) => d.id === id)!,
      await scansOf(db, [id]),
    );
  } catch (err) {
    await deleteScans(
      a.fileStore,
      scans.map((s) => s.token),
    );
    throw err;
  }
}

/** DELETE /v1/mob/deletePermitDoc?id=: the owner's document and its files. */
export async function deleteDoc(
  db: Db,
  a: { fileStore: FileStore; userId: string; id: string },
): Promise<{ id: string }> {
  const tokens = await deleteOwnDoc(db, a.userId, a.id);
  if (tokens === null) throw new HttpError('NOT_FOUND', DOC_NOT_FOUND);
  await deleteScans(a.fileStore, tokens);
  return { id: a.id };
}

/** GET /v1/mob/permitDocScan/{scanId}[/thumb]: the file, to its owner only. */
export async function readOwnScan(
  db: Db,
  a: { fileStore: FileStore; userId: string; scanId: string; thumb: boolean },
): Promise<{ bytes: Buffer; contentType: string }> {
  const scan = await findOwnScan(db, a.userId, a.scanId);
  if (!scan || (a.thumb && scan.contentType !== 'image/jpeg'))
    throw new HttpError('NOT_FOUND', SCAN_NOT_FOUND);
  const bytes = await readScan(a.fileStore, scan.token, scan.contentType, a.thumb);
  if (!bytes) throw new HttpError('NOT_FOUND', SCAN_NOT_FOUND);
  return { bytes, contentType: a.thumb ? 'image/jpeg' : scan.contentType };
}

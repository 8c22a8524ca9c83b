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
  updateOwnDoc,
  type DocFilter,
  type DocRow,
  type NewScan,
  type ScanRow,
} from './repository';
import type { FileStore } from '../../lib/file-store';
import { deleteScans, prepareScan, readScan, saveScan } from '../../lib/scan-store';

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

/** The person (null: the signed-in one) a document's input names, once its dates are checked. */
async function checkedInput(
  db: Db,
  a: { userId: string; input: PermitDocInput; now: Date },
): Promise<string | null> {
  const childId = await personFilter(db, a.userId, a.input.personId);
  if (a.input.issueDate > today(a.now)) throw new HttpError('VALIDATION_ERROR', ISSUED_IN_FUTURE);
  return childId;
}

/** Checked again inside the writing transaction: the child may have been removed meanwhile. */
async function childStillThere(tx: Db, userId: string, childId: string | null): Promise<void> {
  if (childId && !(await findChild(tx, userId, childId)))
    throw new HttpError('NOT_FOUND', PERSON_NOT_FOUND);
}

async function readDoc(
  db: Db,
  a: { userId: string; childId: string | null; id: string; now: Date },
): Promise<PermitDoc> {
  const docs = await listDocs(db, a.userId, { childId: a.childId }, today(a.now));
  return permitDocOf(
    docs.find((d) => d.id === a.id)!,
    await scansOf(db, [a.id]),
  );
}

/**
 * POST /v1/mob/savePermitDoc: checks the person and the dates, then each scan by content;
 * the files are written first and removed again if the row cannot be.
 */
/** What saving or changing a document takes: the person, the fields, the new scans, the time. */
interface DocWrite {
  fileStore: FileStore;
  userId: string;
  input: PermitDocInput;
  files: Uint8Array[];
  now: Date;
}

export async function saveDoc(db: Db, a: DocWrite): Promise<PermitDoc> {
  const childId = await checkedInput(db, a);
  const id = await withScans(a.fileStore, a.files, (scans) =>
    db.transaction(async (tx) => {
      await childStillThere(tx, a.userId, childId);
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
    }),
  );
  return readDoc(db, { userId: a.userId, childId, id, now: a.now });
}

/** Saves the prepared scans' files; if `write` fails, they are removed again. */
async function withScans<T>(
  fileStore: FileStore,
  files: readonly Uint8Array[],
  write: (scans: NewScan[]) => Promise<T>,
): Promise<T> {
  const prepared = [];
  for (const file of files) prepared.push(await prepareScan(file));
  const scans: NewScan[] = [];
  try {
    for (const p of prepared) {
      const token = await saveScan(fileStore, p);
      scans.push({ token, contentType: p.contentType, sizeBytes: p.file.length });
    }
    return await write(scans);
  } catch (err) {
    await deleteScans(
      fileStore,
      scans.map((s) => s.token),
    );
    throw err;
  }
}

/**
 * PUT /v1/mob/updatePermitDoc?id= (issue 28): the owner changes a document — whose it is
 * (themself or one of their children), kind, number and dates — with the add form's rules; new
 * scans, when given, replace the old ones (whose files then go), none keep them.
 */
export async function updateDoc(db: Db, a: DocWrite & { id: string }): Promise<PermitDoc> {
  const childId = await checkedInput(db, a);
  const obsolete = await withScans(a.fileStore, a.files, (scans) =>
    db.transaction(async (tx) => {
      await childStillThere(tx, a.userId, childId);
      const old = await updateOwnDoc(
        tx,
        a.id,
        {
          ownerId: a.userId,
          childId,
          kind: a.input.kind,
          number: a.input.number,
          issueDate: a.input.issueDate,
          validUntil: a.input.validUntil,
        },
        scans.length > 0 ? scans : null,
        a.now,
      );
      if (old === null) throw new HttpError('NOT_FOUND', DOC_NOT_FOUND);
      return old;
    }),
  );
  await deleteScans(a.fileStore, obsolete);
  return readDoc(db, { userId: a.userId, childId, id: a.id, now: a.now });
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

import { PERMIT_DOC_KIND_LABELS, type PermitDocKind } from '@sportkarta/contract/api/permit-docs';
import { PERMIT_DOC_TIME_ZONE } from '@sportkarta/contract/config/documents';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import type { DemoCopyStep } from '../../lib/demo-copy-step';
import { loadSharp } from '../../lib/sharp';
import { findYoungestChild } from '../children/repository';
import { insertDoc, scanTokensOfOwners, type NewScan } from './repository';
import { deleteScans, prepareScan, saveScan, type PreparedScan } from '../../lib/scan-store';
import type { FileStore } from '../../lib/file-store';

// Issue 14 "Data": a fresh demo person's child has a medical certificate for the pool that is
// valid (ACTIVE) and last year's one, expired (ARCHIVED), each with a drawn scan, so the
// documents screen and its filter have something to show at once.

interface DemoDoc {
  kind: PermitDocKind;
  number: string;
  /** Days from today (Moscow) of the issue and the last valid day. */
  issuedDaysAgo: number;
  validDaysFromToday: number;
  clinic: string;
}

const DEMO_DOCS: readonly DemoDoc[] = [
  {
    kind: 'POOL_MEDICAL_CERTIFICATE',
    number: '№ 1184/25',
    issuedDaysAgo: 20,
    validDaysFromToday: 160,
    clinic: 'ГБУЗ «Детская городская поликлиника № 32 ДЗМ»',
  },
  {
    kind: 'POOL_MEDICAL_CERTIFICATE',
    number: '№ 0417/24',
    issuedDaysAgo: 230,
    validDaysFromToday: -50,
    clinic: 'ГБУЗ «Детская городская поликлиника № 32 ДЗМ»',
  },
];

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paper-looking certificate (form 083/у-89-style heading, clinic, number, stamp). */
async function drawScan(doc: DemoDoc, child: string): Promise<Buffer> {
  const lines = [
    doc.clinic,
    PERMIT_DOC_KIND_LABELS[doc.kind],
    `${doc.number}`,
    `Выдана: ${child}`,
    'Противопоказаний к занятиям в бассейне не выявлено.',
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="60" y="${130 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="${i === 1 ? 34 : 26}" ${i === 1 ? 'font-weight="bold"' : ''} fill="#1d2b36">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">
  <rect width="100%" height="100%" fill="#fbfaf5"/>
  <rect x="24" y="24" width="952" height="652" fill="none" stroke="#c9c4b4" stroke-width="3"/>
  ${text}
  <circle cx="820" cy="560" r="80" fill="none" stroke="#3b5bb5" stroke-width="6" opacity="0.7"/>
  <text x="820" y="568" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#3b5bb5" opacity="0.8">ПЕЧАТЬ</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

type DemoScans = NewScan[];

/** The parent's youngest child and the name a certificate gives it ("Фамилия Имя, ДД.ММ.ГГГГ"). */
async function youngestChildNamed(db: Db, parentId: string) {
  const child = await findYoungestChild(db, parentId);
  if (!child) return undefined;
  const [year, month, day] = child.birthDate.split('-');
  return { id: child.id, name: `${child.lastName} ${child.firstName}, ${day}.${month}.${year}` };
}

/**
 * The drawn scans by child: drawing and re-encoding costs far more than a demo login may (it
 * stays well under 100 ms), so each process draws them once and every copy gets its own files.
 */
const drawn = new Map<string, Promise<PreparedScan[]>>();

function drawnScans(childName: string): Promise<PreparedScan[]> {
  let scans = drawn.get(childName);
  if (!scans) {
    scans = Promise.all(DEMO_DOCS.map(async (doc) => prepareScan(await drawScan(doc, childName))));
    scans.catch(() => drawn.delete(childName));
    drawn.set(childName, scans);
  }
  return scans;
}

/**
 * Stores one scan per demo document, named for the youngest child of the demo template (a
 * copy's children are the template's); nothing when the template has no child.
 */
async function prepareDemoScans(
  db: Db,
  fileStore: FileStore,
  templateId: string,
): Promise<DemoScans> {
  const child = await youngestChildNamed(db, templateId);
  if (!child) return [];
  return Promise.all(
    (await drawnScans(child.name)).map(async (scan) => ({
      token: await saveScan(fileStore, scan),
      contentType: scan.contentType,
      sizeBytes: scan.file.length,
    })),
  );
}

/** Removes scans drawn for a copy that was not made after all. */
const discardDemoScans = (fileStore: FileStore, scans: DemoScans) =>
  deleteScans(
    fileStore,
    scans.map((s) => s.token),
  );

/** The documents of a fresh demo copy, in its transaction: for its youngest child. */
async function insertDemoDocs(db: Db, userId: string, now: Date, scans: DemoScans): Promise<void> {
  const child = await youngestChildNamed(db, userId);
  if (!child || scans.length < DEMO_DOCS.length) return;
  const today = dateInZone(now, PERMIT_DOC_TIME_ZONE);
  for (const [i, doc] of DEMO_DOCS.entries()) {
    await insertDoc(
      db,
      {
        ownerId: userId,
        childId: child.id,
        kind: doc.kind,
        number: doc.number,
        issueDate: addDays(today, -doc.issuedDaysAgo),
        validUntil: addDays(today, doc.validDaysFromToday),
        // The older paper was added earlier.
        createdAt: new Date(now.getTime() - (i + 1) * 60_000),
      },
      scans.slice(i, i + 1),
    );
  }
}

/**
 * A fresh demo copy's documents (after the children step), their scans saved before its
 * transaction; an expired copy's scan files go with it.
 */
export const permitDocsDemoCopy: DemoCopyStep = {
  async prepare(db, fileStore, templateId) {
    const scans = await prepareDemoScans(db, fileStore, templateId);
    return {
      write: (tx, copy) => insertDemoDocs(tx, copy.userId, copy.now, scans),
      discard: () => discardDemoScans(fileStore, scans),
    };
  },
  async sweep(tx, userIds) {
    const tokens = await scanTokensOfOwners(tx, userIds);
    return (fileStore) => deleteScans(fileStore, tokens);
  },
};

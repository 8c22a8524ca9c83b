import type { TaxCertificate, TaxCertificateRequest, TaxData } from '@sportkarta/contract/api/tax';
import { TAX_TIME_ZONE } from '@sportkarta/contract/config/tax';
import { dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { certificateFileName, certificatePdf } from './certificate-pdf';
import {
  certificatesOf,
  childrenOf,
  insertCertificate,
  ownersByIds,
  paidTotals,
  personOf,
  type CertificateRow,
  type OwnerRow,
} from './repository';
import { onSportList, summarise } from './summary';

export const CERTIFICATE_NOT_FOUND = 'Справка не найдена';
export const YEAR_NOT_COME =
  'Этот год ещё не наступил: справку можно получить за прошедший или текущий год';
export const CHILD_NOT_FOUND = 'Ребёнок не найден среди ваших детей';
export const OWNER_NOT_PAID = (year: number) =>
  `За ${year} год нет оплаченных услуг этой организации для выбранного человека`;
export const OWNER_NOT_ON_LIST = (year: number) =>
  `Организации нет в перечне Минспорта за ${year} год: её услуги не дают права на вычет, справку выдать нельзя`;

/** The calendar year now, in Moscow: a later year has no payments yet. */
function checkYear(year: number, now: Date): void {
  if (year > Number(dateInZone(now, TAX_TIME_ZONE).slice(0, 4)))
    throw new HttpError('BAD_REQUEST', YEAR_NOT_COME);
}

async function personOrFail(db: Db, userId: string, lock = false) {
  const person = await personOf(db, userId, lock);
  if (!person) throw new HttpError('UNAUTHORIZED');
  return person;
}

/** POST /service-docs/mob/taxRequest/data: the year's sums per payer, child and organisation. */
export async function taxData(
  db: Db,
  a: { userId: string; year: number; now: Date },
): Promise<TaxData> {
  checkYear(a.year, a.now);
  const [payer, children, paid, certificates] = await Promise.all([
    personOrFail(db, a.userId),
    childrenOf(db, a.userId),
    paidTotals(db, a.userId),
    certificatesOf(db, a.userId, { year: a.year }),
  ]);
  const ownerIds = [...new Set(paid.filter((p) => p.year === a.year).map((p) => p.ownerId))];
  const owners = await ownersByIds(db, ownerIds);
  return summarise({ year: a.year, payer, children, paid, owners, certificates });
}

function toCertificate(row: CertificateRow, owner: OwnerRow): TaxCertificate {
  return {
    id: row.id,
    number: row.number,
    year: row.year,
    ownerId: row.ownerId,
    organisationName: owner.name,
    childId: row.childId,
    beneficiaryName: row.beneficiaryName,
    amountKopecks: row.amountKopecks,
    issuedAt: row.issuedAt.toISOString(),
    pdfUrl: `/service-docs/mob/taxRequest/${row.id}/pdf`,
  };
}

async function ownerOrFail(db: Db, ownerId: string): Promise<OwnerRow> {
  const [owner] = await ownersByIds(db, [ownerId]);
  if (!owner) throw new HttpError('BAD_REQUEST', 'Организация не найдена');
  return owner;
}

/**
 * POST /service-docs/mob/taxRequest: the certificate for one organisation, year and person the
 * services were for, with the amount counted here. Asked again, it answers the one already
 * issued and changes nothing (the person's row is locked, so two requests at once make one).
 */
export async function requestCertificate(
  db: Db,
  a: { userId: string; input: TaxCertificateRequest; now: Date },
): Promise<TaxCertificate> {
  const { year, ownerId, childId, payer } = a.input;
  checkYear(year, a.now);
  const owner = await ownerOrFail(db, ownerId);
  return db.transaction(async (tx) => {
    const person = await personOrFail(tx, a.userId, true);
    const existing = (await certificatesOf(tx, a.userId, { year })).find(
      (c) => c.ownerId === ownerId && c.childId === childId,
    );
    if (existing) return toCertificate(existing, owner);

    const child = childId
      ? (await childrenOf(tx, a.userId)).find((c) => c.id === childId)
      : undefined;
    if (childId && !child) throw new HttpError('BAD_REQUEST', CHILD_NOT_FOUND);
    if (!onSportList(owner, year)) throw new HttpError('BAD_REQUEST', OWNER_NOT_ON_LIST(year));
    const amount = (await paidTotals(tx, a.userId))
      .filter((p) => p.year === year && p.ownerId === ownerId && p.childId === childId)
      .reduce((s, p) => s + p.amountKopecks, 0);
    if (amount <= 0) throw new HttpError('BAD_REQUEST', OWNER_NOT_PAID(year));

    const payerBirthDate = payer.birthDate || null;
    const row = await insertCertificate(tx, {
      userId: a.userId,
      childId,
      ownerId,
      year,
      amountKopecks: amount,
      payerName: payer.fullName,
      payerInn: payer.inn || null,
      payerBirthDate,
      beneficiaryName: child ? child.fullName : payer.fullName,
      beneficiaryBirthDate: child ? child.birthDate : (payerBirthDate ?? person.birthDate),
      issuedAt: a.now,
    });
    return toCertificate(row, owner);
  });
}

/** GET /service-docs/mob/taxRequest/{id}/pdf: only the person who asked for it sees it. */
export async function readCertificatePdf(
  db: Db,
  a: { userId: string; id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await certificatesOf(db, a.userId, { id: a.id });
  if (!row) throw new HttpError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  const owner = await ownerOrFail(db, row.ownerId);
  return { pdf: await certificatePdf(row, owner), fileName: certificateFileName(row) };
}

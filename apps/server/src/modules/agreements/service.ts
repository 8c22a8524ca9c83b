import type { AgreementDocument } from '@sportkarta/contract/api/agreements';
import type { Agreement } from '@sportkarta/contract/enums';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { acceptedVersions, currentAgreements, insertAcceptances } from './repository';

function asAgreement(kind: string): Agreement {
  return kind === 'CONSENT' ? 'CONSENT' : 'TERMS_OF_USE';
}

/** Kinds whose current version this person has not accepted yet (shown at first sign-in). */
export async function requiredAgreements(db: Db, userId: string): Promise<Agreement[]> {
  const current = await currentAgreements(db);
  const accepted = await acceptedVersions(db, userId);
  return current
    .filter((a) => !accepted.has(`${a.kind}:${a.version}`))
    .map((a) => asAgreement(a.kind));
}

export async function listAgreements(db: Db, userId: string | null): Promise<AgreementDocument[]> {
  const current = await currentAgreements(db);
  const accepted = userId ? await acceptedVersions(db, userId) : null;
  return current.map((a) => ({
    agreement: asAgreement(a.kind),
    version: a.version,
    title: a.title,
    text: a.text,
    url: a.url,
    publishedAt: a.publishedAt.toISOString(),
    accepted: accepted ? accepted.has(`${a.kind}:${a.version}`) : null,
  }));
}

/**
 * Stores acceptances. Each item names the version read: accepting an outdated version is
 * refused (409), so a person never "accepts" a text they were not shown.
 */
export async function acceptAgreements(
  db: Db,
  userId: string,
  items: { agreement: Agreement; version: number }[],
): Promise<Agreement[]> {
  const current = new Map((await currentAgreements(db)).map((a) => [a.kind, a.version]));
  for (const item of items) {
    if (current.get(item.agreement) !== item.version) {
      throw new HttpError(
        'CONFLICT',
        'Текст соглашения обновился: обновите страницу, прочитайте новую версию и примите её',
      );
    }
  }
  await insertAcceptances(db, userId, items);
  return requiredAgreements(db, userId);
}

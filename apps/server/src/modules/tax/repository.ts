import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { placeOwners, taxCertificates } from '../../db/schema';

// Issue 12: what a person paid for sport, per year, person and organisation, and the
// tax-deduction certificates issued from it (docs/api-tax.md).

const PaidRowSchema = z.object({
  year: z.coerce.number(),
  childId: z.string().nullable(),
  ownerId: z.string(),
  amountKopecks: z.coerce.number(),
});
export type PaidRow = z.infer<typeof PaidRowSchema>;

/**
 * Paid orders of the person (status payed), each counted by its lines' amounts (the service
 * fee is not a sports service) less what succeeded refunds returned: a refund with lines by its
 * lines, a refund without lines (of the whole order) by its amount. The year is the payment's
 * in the venue's time zone.
 */
export function paidTotals(db: Db, userId: string): Promise<PaidRow[]> {
  // raw SQL: a CTE of each order's net (correlated sums of lines and refunds), by the payment's
  // year in the venue's zone
  return queryRows(
    db,
    sql`with paid as (
          select o.child_id, o.owner_id,
                 extract(year from o.paid_at at time zone c.time_zone)::int as year,
                 (select coalesce(sum(l.amount_kopecks), 0) from order_lines l where l.order_id = o.id)
                 - (select coalesce(sum(rl.amount_kopecks), 0)
                      from refunds r join refund_lines rl on rl.refund_id = r.id
                     where r.order_id = o.id and r.status = 'succeeded')
                 - (select coalesce(sum(r.amount_kopecks), 0)
                      from refunds r
                     where r.order_id = o.id and r.status = 'succeeded'
                       and not exists (select 1 from refund_lines rl where rl.refund_id = r.id))
                   as net
            from orders o
            join complexes c on c.id = o.complex_id
           where o.user_id = ${userId} and o.status = 'payed' and o.paid_at is not null
        )
        select year, child_id as "childId", owner_id as "ownerId",
               sum(greatest(net, 0))::int as "amountKopecks"
          from paid
         group by year, child_id, owner_id
         order by year desc`,
    PaidRowSchema,
  );
}

export interface OwnerRow {
  id: string;
  name: string;
  inn: string;
  kpp: string | null;
  sportListYears: number[];
}

export async function ownersByIds(db: Db, ids: readonly string[]): Promise<OwnerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: placeOwners.id,
      name: placeOwners.name,
      inn: placeOwners.inn,
      kpp: placeOwners.kpp,
      sportListYears: placeOwners.sportListYears,
    })
    .from(placeOwners)
    .where(inArray(placeOwners.id, [...ids]))
    .orderBy(asc(placeOwners.name), asc(placeOwners.id));
  return rows.map((r) => ({ ...r, sportListYears: (r.sportListYears ?? []).map(Number) }));
}

// raw SQL: the full name is built by regexp_replace, and personOf may lock the row
const PersonRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  inn: z.string(),
  birthDate: z.string().nullable(),
});
export type PersonRow = z.infer<typeof PersonRowSchema>;

const FULL_NAME = (t: string) =>
  sql.raw(
    `trim(regexp_replace(concat_ws(' ', ${t}.last_name, ${t}.first_name, ${t}.middle_name), '\\s+', ' ', 'g'))`,
  );

/** The signed-in person, locked for the rest of the transaction when `lock` is set. */
export async function personOf(
  db: Db,
  userId: string,
  lock = false,
): Promise<PersonRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select u.id, ${FULL_NAME('u')} as "fullName", coalesce(u.inn, '') as inn,
               u.birth_date::text as "birthDate"
          from users u where u.id = ${userId}
          ${lock ? sql`for update` : sql``}`,
    PersonRowSchema,
  );
  return row;
}

export async function childrenOf(db: Db, userId: string): Promise<PersonRow[]> {
  return queryRows(
    db,
    sql`select ch.id, ${FULL_NAME('ch')} as "fullName", '' as inn,
               ch.birth_date::text as "birthDate"
          from children ch where ch.parent_id = ${userId}
         order by ch.created_at, ch.id`,
    PersonRowSchema,
  );
}

export interface CertificateRow {
  id: string;
  number: number;
  userId: string;
  childId: string | null;
  ownerId: string;
  year: number;
  amountKopecks: number;
  payerName: string;
  payerInn: string | null;
  payerBirthDate: string | null;
  beneficiaryName: string;
  beneficiaryBirthDate: string | null;
  issuedAt: Date;
}

const certificateColumns = {
  id: taxCertificates.id,
  number: taxCertificates.number,
  userId: taxCertificates.userId,
  childId: taxCertificates.childId,
  ownerId: taxCertificates.ownerId,
  year: taxCertificates.year,
  amountKopecks: taxCertificates.amountKopecks,
  payerName: taxCertificates.payerName,
  payerInn: taxCertificates.payerInn,
  payerBirthDate: taxCertificates.payerBirthDate,
  beneficiaryName: taxCertificates.beneficiaryName,
  beneficiaryBirthDate: taxCertificates.beneficiaryBirthDate,
  issuedAt: taxCertificates.issuedAt,
};

/** The person's certificates; of one year, or one by its id. */
export function certificatesOf(
  db: Db,
  userId: string,
  filter: { year?: number; id?: string },
): Promise<CertificateRow[]> {
  const conds: SQL[] = [eq(taxCertificates.userId, userId)];
  if (filter.year !== undefined) conds.push(eq(taxCertificates.year, filter.year));
  if (filter.id !== undefined) conds.push(eq(taxCertificates.id, filter.id));
  return db
    .select(certificateColumns)
    .from(taxCertificates)
    .where(and(...conds))
    .orderBy(asc(taxCertificates.number));
}

export type NewCertificate = Omit<CertificateRow, 'id' | 'number'>;

export async function insertCertificate(db: Db, c: NewCertificate): Promise<CertificateRow> {
  const [row] = await db.insert(taxCertificates).values(c).returning(certificateColumns);
  return row!;
}

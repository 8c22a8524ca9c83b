import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// Issue 12: what a person paid for sport, per year, person and organisation, and the
// tax-deduction certificates issued from it (docs/api-tax.md).

export interface PaidRow {
  year: number;
  childId: string | null;
  ownerId: string;
  amountKopecks: number;
}

/**
 * Paid orders of the person (status payed), each counted by its lines' amounts (the service
 * fee is not a sports service) less what succeeded refunds returned: a refund with lines by its
 * lines, a refund without lines (of the whole order) by its amount. The year is the payment's
 * in the venue's time zone.
 */
export async function paidTotals(db: Db, userId: string): Promise<PaidRow[]> {
  const rows = await queryRows<PaidRow>(
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
  );
  return rows.map((r) => ({ ...r, year: Number(r.year), amountKopecks: Number(r.amountKopecks) }));
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
  const rows = await queryRows<OwnerRow>(
    db,
    sql`select id, name, inn, kpp, sport_list_years as "sportListYears"
          from place_owners
         where id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         order by name, id`,
  );
  return rows.map((r) => ({ ...r, sportListYears: (r.sportListYears ?? []).map(Number) }));
}

export interface PersonRow {
  id: string;
  fullName: string;
  inn: string;
  birthDate: string | null;
}

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
  const [row] = await queryRows<PersonRow>(
    db,
    sql`select u.id, ${FULL_NAME('u')} as "fullName", coalesce(u.inn, '') as inn,
               u.birth_date::text as "birthDate"
          from users u where u.id = ${userId}
          ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

export async function childrenOf(db: Db, userId: string): Promise<PersonRow[]> {
  return queryRows<PersonRow>(
    db,
    sql`select ch.id, ${FULL_NAME('ch')} as "fullName", '' as inn,
               ch.birth_date::text as "birthDate"
          from children ch where ch.parent_id = ${userId}
         order by ch.created_at, ch.id`,
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

const CERTIFICATE_COLUMNS = sql`id, number::int as number, user_id as "userId",
  child_id as "childId", owner_id as "ownerId", year, amount_kopecks as "amountKopecks",
  payer_name as "payerName", payer_inn as "payerInn", payer_birth_date::text as "payerBirthDate",
  beneficiary_name as "beneficiaryName",
  beneficiary_birth_date::text as "beneficiaryBirthDate", issued_at as "issuedAt"`;

const toCertificate = (r: CertificateRow): CertificateRow => ({
  ...r,
  number: Number(r.number),
  year: Number(r.year),
  issuedAt: new Date(r.issuedAt),
});

/** The person's certificates; of one year, or one by its id. */
export async function certificatesOf(
  db: Db,
  userId: string,
  filter: { year?: number; id?: string },
): Promise<CertificateRow[]> {
  const rows = await queryRows<CertificateRow>(
    db,
    sql`select ${CERTIFICATE_COLUMNS} from tax_certificates
         where user_id = ${userId}
           ${filter.year === undefined ? sql`` : sql`and year = ${filter.year}`}
           ${filter.id === undefined ? sql`` : sql`and id = ${filter.id}`}
         order by number`,
  );
  return rows.map(toCertificate);
}

export type NewCertificate = Omit<CertificateRow, 'id' | 'number'>;

export async function insertCertificate(db: Db, c: NewCertificate): Promise<CertificateRow> {
  const [row] = await queryRows<CertificateRow>(
    db,
    sql`insert into tax_certificates (user_id, child_id, owner_id, year, amount_kopecks,
          payer_name, payer_inn, payer_birth_date, beneficiary_name, beneficiary_birth_date,
          issued_at)
        values (${c.userId}, ${c.childId}, ${c.ownerId}, ${c.year}, ${c.amountKopecks},
          ${c.payerName}, ${c.payerInn}, ${c.payerBirthDate}, ${c.beneficiaryName},
          ${c.beneficiaryBirthDate}, ${c.issuedAt.toISOString()})
        returning ${CERTIFICATE_COLUMNS}`,
  );
  return toCertificate(row!);
}

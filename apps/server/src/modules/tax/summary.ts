import type { TaxData, TaxRecipient } from '@sportkarta/contract/api/tax';
import { taxDeductionLimitKopecks } from '@sportkarta/contract/config/tax';
import type { CertificateRow, OwnerRow, PaidRow, PersonRow } from './repository';

// The year's sums as the screen shows them: the payer's total, then the payer themself and each
// child with the organisations paid. Only organisations on Минспорт's list that year count
// toward the deduction (integrations.md §6).

export const onSportList = (owner: OwnerRow, year: number): boolean =>
  owner.sportListYears.includes(year);

export interface SummaryInput {
  year: number;
  payer: PersonRow;
  children: PersonRow[];
  paid: PaidRow[];
  owners: OwnerRow[];
  certificates: CertificateRow[];
}

function recipientOf(input: SummaryInput, person: PersonRow, childId: string | null) {
  const owners = new Map(input.owners.map((o) => [o.id, o]));
  const rows = input.paid.filter((p) => p.year === input.year && p.childId === childId);
  const organisations = rows
    .map((p) => {
      const owner = owners.get(p.ownerId)!;
      const issued = input.certificates.find(
        (c) => c.ownerId === p.ownerId && c.childId === childId,
      );
      return {
        ownerId: owner.id,
        name: owner.name,
        inn: owner.inn,
        kpp: owner.kpp,
        onSportList: onSportList(owner, input.year),
        amountKopecks: p.amountKopecks,
        certificate: issued
          ? {
              id: issued.id,
              number: issued.number,
              amountKopecks: issued.amountKopecks,
              issuedAt: issued.issuedAt.toISOString(),
            }
          : null,
      };
    })
    .filter((o) => o.amountKopecks > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.ownerId.localeCompare(b.ownerId));
  const sum = (list: typeof organisations) => list.reduce((s, o) => s + o.amountKopecks, 0);
  return {
    childId,
    name: person.fullName,
    birthDate: person.birthDate,
    amountKopecks: sum(organisations),
    eligibleKopecks: sum(organisations.filter((o) => o.onSportList)),
    organisations,
  } satisfies TaxRecipient;
}

export function summarise(input: SummaryInput): TaxData {
  const recipients = [
    recipientOf(input, input.payer, null),
    ...input.children.map((child) => recipientOf(input, child, child.id)),
  ].filter((r) => r.organisations.length > 0);
  const years = [...new Set(input.paid.filter((p) => p.amountKopecks > 0).map((p) => p.year))];
  return {
    year: input.year,
    years: years.sort((a, b) => b - a),
    limitKopecks: taxDeductionLimitKopecks(input.year),
    payer: {
      fullName: input.payer.fullName,
      inn: input.payer.inn,
      birthDate: input.payer.birthDate,
      amountKopecks: recipients.reduce((s, r) => s + r.amountKopecks, 0),
      eligibleKopecks: recipients.reduce((s, r) => s + r.eligibleKopecks, 0),
    },
    recipients,
  };
}

import { TAX_TIME_ZONE } from '@sportkarta/contract/config/tax';
import { formatFieldDate } from '@sportkarta/contract/config/formats';
import { dateInZone } from '@sportkarta/contract/zoned';
import { textPdf } from '../../lib/text-pdf';
import type { CertificateRow, OwnerRow } from './repository';

// «Справка об оплате физкультурно-оздоровительных услуг» (integrations.md §6). The approved
// form is not public; the fields follow the medical certificate's by analogy: the organisation
// (name, ИНН, КПП), number and date, the payer (ФИО, ИНН or birth date), whether the payer is
// the person who got the services, that person, the year, the amount, the signer.

export const CERTIFICATE_TITLE = 'Справка об оплате физкультурно-оздоровительных услуг';

/** 123456 → «1 234 руб. 56 коп.» (the font of the document has no ₽ sign). */
export function rublesAndKopecks(kopecks: number): string {
  const rubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${rubles} руб. ${String(kopecks % 100).padStart(2, '0')} коп.`;
}

export function certificateFileName(c: Pick<CertificateRow, 'number' | 'year'>): string {
  return `spravka-${c.year}-${c.number}.pdf`;
}

export async function certificatePdf(c: CertificateRow, owner: OwnerRow): Promise<Buffer> {
  const issued = formatFieldDate(dateInZone(c.issuedAt, TAX_TIME_ZONE));
  const self = c.childId === null;
  const payerId = c.payerInn
    ? `ИНН налогоплательщика: ${c.payerInn}`
    : `Дата рождения налогоплательщика: ${c.payerBirthDate ? formatFieldDate(c.payerBirthDate) : '—'}`;
  const recipientBirth = c.beneficiaryBirthDate
    ? `, дата рождения ${formatFieldDate(c.beneficiaryBirthDate)}`
    : '';
  return textPdf({
    title: CERTIFICATE_TITLE,
    subtitle: [
      `№ ${c.number} от ${issued}`,
      owner.name,
      `ИНН ${owner.inn}${owner.kpp ? `, КПП ${owner.kpp}` : ''}`,
    ],
    paragraphs: [
      `Отчётный год: ${c.year}`,
      `Налогоплательщик: ${c.payerName}`,
      payerId,
      `Налогоплательщик и лицо, которому оказаны услуги, являются одним лицом: ${self ? 'да' : 'нет'}`,
      `Лицо, которому оказаны услуги: ${c.beneficiaryName}${recipientBirth}`,
      `Сумма оплаты физкультурно-оздоровительных услуг за ${c.year} год: ${rublesAndKopecks(c.amountKopecks)}`,
      `Организация включена в перечень физкультурно-спортивных организаций и индивидуальных предпринимателей, осуществляющих деятельность в области физической культуры и спорта в качестве основного вида деятельности, на ${c.year} год. Услуги входят в перечень, утверждённый распоряжением Правительства Российской Федерации от 06.09.2021 № 2466-р.`,
      'Справка выдана для представления в налоговый орган для получения социального налогового вычета (пп. 7 п. 1 ст. 219 Налогового кодекса Российской Федерации).',
      'Руководитель организации (уполномоченное лицо): ____________________ / ____________________',
    ],
  });
}

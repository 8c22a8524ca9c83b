import type { OrderLineKind, PaymentProvider } from '../enums';
import type {
  CheckInsReport,
  OccupancyReport,
  RefundsReport,
  ReportKind,
  SalesReport,
} from './venue-reports';

// Issue 25: a report as the tables a person reads — the same titles, headers and rows on the
// screen (/staff/reports) and in the CSV and XLSX files the server writes, so a download never
// says something the screen does not.

export type ReportCell = string | number;
export interface ReportColumn {
  header: string;
  /** The cells are kopecks: shown and written as roubles. */
  money?: boolean;
  /** A count: right-aligned, summed in the totals row. */
  numeric?: boolean;
}
export interface ReportTable {
  /** A stable id (the sheet's and the table's). */
  id: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly ReportCell[])[];
}

export const REPORT_TITLES: Readonly<Record<ReportKind, string>> = {
  sales: 'Продажи',
  refunds: 'Возвраты',
  'check-ins': 'Проходы',
  occupancy: 'Заполняемость',
};

const PROVIDER_LABELS: Readonly<Record<PaymentProvider, string>> = {
  YOOKASSA: 'ЮKassa',
  SBERBANK: 'СберБанк',
};
/** The acquirer's name; null — a free order, taken by nobody. */
export const providerLabel = (p: string | null) =>
  p === null ? 'Бесплатно' : (PROVIDER_LABELS[p as PaymentProvider] ?? p);

export const LINE_KIND_LABELS: Readonly<Record<OrderLineKind, string>> = {
  SERVICE: 'Услуга',
  SERVICE_PACKAGE: 'Абонемент',
  SECTION_GROUP: 'Секция',
  RESERVATION: 'Сеанс',
};
const kindLabel = (k: string) => LINE_KIND_LABELS[k as OrderLineKind] ?? k;

const money = (header: string): ReportColumn => ({ header, money: true });
const counted = (header: string): ReportColumn => ({ header, numeric: true });
const DATE: ReportColumn = { header: 'Дата' };

/** "2026-11-25" → "25.11.2026", the way a Russian spreadsheet reads a day. */
export const ruDate = (iso: string) => iso.split('-').reverse().join('.');

function salesTables(r: SalesReport): ReportTable[] {
  return [
    {
      id: 'by-day',
      title: 'Продажи по дням',
      columns: [DATE, counted('Заказов'), money('Цены'), money('Сбор'), money('Оплачено')],
      rows: r.byDay.map((d) => [
        ruDate(d.date),
        d.orders,
        d.subtotalKopecks,
        d.feeKopecks,
        d.totalKopecks,
      ]),
    },
    {
      id: 'by-product',
      title: 'Продажи по позициям',
      columns: [{ header: 'Вид' }, { header: 'Позиция' }, counted('Продано'), money('Сумма')],
      rows: r.byProduct.map((p) => [kindLabel(p.kind), p.title, p.quantity, p.amountKopecks]),
    },
    {
      id: 'by-provider',
      title: 'Продажи по эквайерам',
      columns: [{ header: 'Эквайер' }, counted('Заказов'), money('Оплачено')],
      rows: r.byProvider.map((p) => [providerLabel(p.provider), p.orders, p.totalKopecks]),
    },
  ];
}

function refundsTables(r: RefundsReport): ReportTable[] {
  return [
    {
      id: 'by-day',
      title: 'Возвраты по дням',
      columns: [DATE, counted('Возвратов'), money('Сумма')],
      rows: r.byDay.map((d) => [ruDate(d.date), d.refunds, d.amountKopecks]),
    },
    {
      id: 'by-provider',
      title: 'Возвраты по эквайерам',
      columns: [{ header: 'Эквайер' }, counted('Возвратов'), money('Сумма')],
      rows: r.byProvider.map((p) => [providerLabel(p.provider), p.refunds, p.amountKopecks]),
    },
  ];
}

const hourLabel = (h: number) =>
  `${String(h).padStart(2, '0')}:00–${String((h + 1) % 24).padStart(2, '0')}:00`;

function checkInsTables(r: CheckInsReport): ReportTable[] {
  return [
    {
      id: 'by-hour',
      title: 'Проходы по часам',
      columns: [{ header: 'Час' }, counted('Проходов')],
      rows: r.byHour.map((h) => [hourLabel(h.hour), h.checkIns]),
    },
  ];
}

function occupancyTables(r: OccupancyReport): ReportTable[] {
  return [
    {
      id: 'sessions',
      title: 'Сеансы',
      columns: [
        DATE,
        { header: 'Время' },
        { header: 'Событие' },
        counted('Мест'),
        counted('Продано'),
        counted('Пришли'),
        { header: 'Отменён' },
      ],
      rows: r.sessions.map((s) => [
        ruDate(s.date),
        s.time,
        s.eventName,
        s.capacity,
        s.sold,
        s.checkedIn,
        s.canceled ? 'да' : '',
      ]),
    },
    {
      id: 'groups',
      title: 'Группы секций',
      columns: [
        { header: 'Секция' },
        { header: 'Группа' },
        counted('Мест'),
        counted('Принято'),
        counted('Ждут решения'),
      ],
      rows: r.groups.map((g) => [g.sectionName, g.groupName, g.places, g.accepted, g.waiting]),
    },
  ];
}

export type AnyReport = SalesReport | RefundsReport | CheckInsReport | OccupancyReport;

/** The report's tables, in the order the screen shows them and the files write them. */
export function reportTables(kind: ReportKind, report: AnyReport): ReportTable[] {
  switch (kind) {
    case 'sales':
      return salesTables(report as SalesReport);
    case 'refunds':
      return refundsTables(report as RefundsReport);
    case 'check-ins':
      return checkInsTables(report as CheckInsReport);
    case 'occupancy':
      return occupancyTables(report as OccupancyReport);
  }
}

/** Kopecks as roubles with a decimal comma: 70050 → "700,50". */
export const roubles = (kopecks: number) =>
  `${kopecks < 0 ? '-' : ''}${Math.floor(Math.abs(kopecks) / 100)},${String(Math.abs(kopecks) % 100).padStart(2, '0')}`;

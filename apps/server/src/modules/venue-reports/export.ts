import {
  REPORT_TITLES,
  roubles,
  ruDate,
  type ReportCell,
  type ReportTable,
} from '@sportkarta/contract/api/venue-report-tables';
import type { ReportKind, ReportQuery } from '@sportkarta/contract/api/venue-reports';

// Issue 25: a report's tables as a file to download. CSV the way a Russian Excel opens it with
// a double click: UTF-8 with a BOM (without it Excel reads Windows-1251), `;` between cells
// (the comma is the decimal mark), roubles with a decimal comma. XLSX through exceljs (a
// well-kept writer, not a hand-made one), loaded on the first download only: the server's
// start does not pay for it.

export interface ReportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const caption = (kind: ReportKind, q: ReportQuery, timeZone: string) => [
  REPORT_TITLES[kind],
  `${ruDate(q.from)}–${ruDate(q.to)}`,
  timeZone,
];

/** A cell a spreadsheet would run as a formula (=, +, -, @) is written as text. */
const FORMULA = /^[=+\-@\t\r]/;

function csvCell(v: ReportCell, money: boolean | undefined): string {
  const text = typeof v === 'number' ? (money ? roubles(v) : String(v)) : v;
  const safe = typeof v === 'string' && FORMULA.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(
  kind: ReportKind,
  q: ReportQuery,
  timeZone: string,
  tables: readonly ReportTable[],
): string {
  const lines = [
    caption(kind, q, timeZone)
      .map((c) => csvCell(c, false))
      .join(';'),
  ];
  for (const t of tables) {
    lines.push('', csvCell(t.title, false));
    lines.push(
      t.columns.map((c) => csvCell(c.money ? `${c.header}, ₽` : c.header, false)).join(';'),
    );
    for (const row of t.rows)
      lines.push(row.map((v, i) => csvCell(v, t.columns[i]?.money)).join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Excel refuses a sheet name over 31 characters or with []:*?/\ in it. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

export async function toXlsx(
  kind: ReportKind,
  q: ReportQuery,
  timeZone: string,
  tables: readonly ReportTable[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Спорткарта';
  for (const t of tables) {
    const sheet = book.addWorksheet(sheetName(t.title));
    sheet.addRow(caption(kind, q, timeZone)).font = { bold: true };
    sheet.addRow([]);
    sheet.addRow(t.columns.map((c) => (c.money ? `${c.header}, ₽` : c.header))).font = {
      bold: true,
    };
    for (const row of t.rows)
      sheet.addRow(row.map((v, i) => (t.columns[i]?.money && typeof v === 'number' ? v / 100 : v)));
    t.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = Math.max(12, c.header.length + 6);
      if (c.money) column.numFmt = '#,##0.00';
    });
    sheet.views = [{ state: 'frozen', ySplit: 3 }];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function reportFile(
  a: { kind: ReportKind; format: 'csv' | 'xlsx'; query: ReportQuery; timeZone: string },
  tables: readonly ReportTable[],
): Promise<ReportFile> {
  // ASCII names keep Content-Disposition simple for every browser and the native viewer.
  const fileName = `${a.kind}-${a.query.from}-${a.query.to}.${a.format}`;
  if (a.format === 'csv')
    return {
      body: Buffer.from(toCsv(a.kind, a.query, a.timeZone, tables), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName,
    };
  return {
    body: await toXlsx(a.kind, a.query, a.timeZone, tables),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
  };
}

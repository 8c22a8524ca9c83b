import { formatRub } from '@sportkarta/contract/config/formats';
import type { ReportTable as Table } from '@sportkarta/contract/api/venue-report-tables';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';

/**
 * One of a report's tables (the contract's, the same the CSV and XLSX files hold). A wide one
 * scrolls sideways inside its box, which the keyboard can reach and scroll too.
 */
export function ReportTable({ table }: { table: Table }) {
  const headingId = `report-table-${table.id}`;
  const right = (i: number) =>
    table.columns[i]?.money || table.columns[i]?.numeric ? 'sk-reports-num' : undefined;
  return (
    <div>
      <h3 className="sk-staff-h" id={headingId}>
        {table.title}
      </h3>
      {table.rows.length === 0 ? (
        <p className="sk-staff-note">{t.tableEmpty}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls sideways: the keyboard must reach it (WCAG 2.1.1, axe scrollable-region-focusable)
        <div className="sk-reports-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="sk-staff-table">
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c.header} scope="col" className={right(i)}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className={right(i)}>
                      {table.columns[i]?.money && typeof cell === 'number' ? formatRub(cell) : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { formatRub } from '@sportkarta/contract/config/formats';
import { reportTables } from '@sportkarta/contract/api/venue-report-tables';
import type { ReportKind } from '@sportkarta/contract/api/venue-reports';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';
import type { ReportOf } from '../api/staff-reports';
import { BarChart } from './bar-chart';
import { ReportTable } from './report-table';

type Total = readonly [label: string, value: string];

const shortDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
const count = (n: number) => String(n);

/** The report's totals, its chart where a picture reads faster, and its tables. */
export function ReportView<K extends ReportKind>(props: { kind: K; report: ReportOf[K] }) {
  const { totals, chart } = parts(props.kind, props.report);
  return (
    <>
      <dl className="sk-reports-totals" aria-label={t.totals}>
        {totals.map(([label, value]) => (
          <div key={label} className="sk-reports-total">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {chart}
      {reportTables(props.kind, props.report).map((table) => (
        <ReportTable key={table.id} table={table} />
      ))}
    </>
  );
}

/** Whether the report has anything to show for the period. */
export function reportIsEmpty<K extends ReportKind>(kind: K, report: ReportOf[K]): boolean {
  const r = report as ReportOf[ReportKind];
  switch (kind) {
    case 'sales':
      return (r as ReportOf['sales']).totals.orders === 0;
    case 'refunds': {
      const x = (r as ReportOf['refunds']).totals;
      return x.refunds === 0 && x.pending === 0;
    }
    case 'check-ins':
      return (r as ReportOf['check-ins']).totals.checkIns === 0;
    default: {
      const o = r as ReportOf['occupancy'];
      return o.sessions.length === 0 && o.groups.length === 0;
    }
  }
}

function parts(
  kind: ReportKind,
  report: ReportOf[ReportKind],
): { totals: Total[]; chart?: ReactNode } {
  switch (kind) {
    case 'sales': {
      const r = report as ReportOf['sales'];
      return {
        totals: [
          [t.orders, count(r.totals.orders)],
          [t.paid, formatRub(r.totals.totalKopecks)],
          [t.fee, formatRub(r.totals.feeKopecks)],
        ],
        chart:
          r.byDay.length > 1 ? (
            <BarChart
              title={t.salesChart}
              bars={r.byDay.map((d) => ({ label: shortDay(d.date), value: d.totalKopecks }))}
              format={formatRub}
            />
          ) : undefined,
      };
    }
    case 'refunds': {
      const r = report as ReportOf['refunds'];
      return {
        totals: [
          [t.refunds, count(r.totals.refunds)],
          [t.refunded, formatRub(r.totals.amountKopecks)],
          [t.pending, count(r.totals.pending)],
        ],
      };
    }
    case 'check-ins': {
      const r = report as ReportOf['check-ins'];
      return {
        totals: [
          [t.checkIns, count(r.totals.checkIns)],
          [t.reentries, count(r.totals.reentries)],
          [t.days, count(r.totals.days)],
        ],
        chart: (
          <BarChart
            title={t.checkInsChart}
            bars={r.byHour.map((h) => ({
              label: `${String(h.hour).padStart(2, '0')}:00`,
              value: h.checkIns,
            }))}
            format={count}
          />
        ),
      };
    }
    default: {
      const r = report as ReportOf['occupancy'];
      const x = r.totals;
      return {
        totals: [
          [t.sessions, count(x.sessions)],
          [t.seatsSold, `${t.ofCapacity(x.sold, x.capacity)} · ${t.share(x.sold, x.capacity)}`],
          [t.checkedIn, `${count(x.checkedIn)} · ${t.share(x.checkedIn, x.sold)}`],
          [
            t.groupPlaces,
            `${t.ofCapacity(x.accepted, x.places)} · ${t.share(x.accepted, x.places)}`,
          ],
        ],
      };
    }
  }
}

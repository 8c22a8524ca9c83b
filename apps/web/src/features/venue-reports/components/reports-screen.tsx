import { useState } from 'react';
import { barChartOutline } from 'ionicons/icons';
import { now } from '@sportkarta/contract/clock';
import { REPORT_TITLES } from '@sportkarta/contract/api/venue-report-tables';
import {
  REPORT_KINDS,
  type ReportFormat,
  type ReportKind,
  type ReportQuery,
} from '@sportkarta/contract/api/venue-reports';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { dateInZone } from '@sportkarta/contract/zoned';
import { ruVenueReports as t } from '@/i18n/ru-venue-reports';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { showToast } from '@/ui/toast/toast-bus';
import { downloadReport, useReport } from '../api/staff-reports';
import { periodError, presetPeriod } from '../model/report-period';
import { ChoiceGroup } from './choice-group';
import { PeriodPicker } from './period-picker';
import { reportIsEmpty, ReportView } from './report-view';
import '@/ui/staff-kit.css';
import './reports.css';

/**
 * Issue 25 (`new-reports-page`; `reports.read`): the venue's reports over a period of its days —
 * sales, refunds, check-ins by hour, occupancy — with charts where a picture reads faster, and
 * the same tables as CSV or XLSX files.
 */
export function ReportsScreen({ role }: { role: StaffRole }) {
  const today = dateInZone(now(), role.timeZone);
  const [kind, setKind] = useState<ReportKind>('sales');
  const [period, setPeriod] = useState<ReportQuery>(() => presetPeriod('week', today));
  const invalid = periodError(period);
  return (
    <div className="sk-staff">
      <p className="sk-staff__intro">{t.intro}</p>
      <PeriodPicker today={today} period={period} error={invalid} onChange={setPeriod} />
      <ChoiceGroup
        label={t.reportKind}
        options={REPORT_KINDS.map((k) => [k, REPORT_TITLES[k]] as const)}
        value={kind}
        onChange={setKind}
        className="sk-reports-kinds"
        itemClassName="sk-reports-kind"
      />
      {invalid ? null : (
        <>
          <Downloads complexId={role.complexId} kind={kind} period={period} />
          <Report complexId={role.complexId} kind={kind} period={period} />
        </>
      )}
    </div>
  );
}

function Report(p: { complexId: number; kind: ReportKind; period: ReportQuery }) {
  const q = useReport(p.complexId, p.kind, p.period);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  if (reportIsEmpty(p.kind, q.data))
    return <EmptyState title={t.empty} hint={t.emptyHint} icon={barChartOutline} />;
  return (
    <section aria-label={REPORT_TITLES[p.kind]} className="sk-reports-body">
      <ReportView kind={p.kind} report={q.data} />
    </section>
  );
}

function Downloads(p: { complexId: number; kind: ReportKind; period: ReportQuery }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await downloadReport(p.complexId, p.kind, format, p.period);
    } catch (err) {
      showToast({
        type: 'error',
        header: t.downloadFailed,
        message: isApiError(err) ? err.message : String(err),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="sk-reports-downloads">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="sk-button sk-button--secondary"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
        >
          {busy === format ? t.downloading : format === 'csv' ? t.downloadCsv : t.downloadXlsx}
        </button>
      ))}
    </div>
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CheckInsReportSchema,
  OccupancyReportSchema,
  RefundsReportSchema,
  SalesReportSchema,
  type CheckInsReport,
  type OccupancyReport,
  type RefundsReport,
  type ReportFormat,
  type ReportKind,
  type SalesReport,
} from '@sportkarta/contract/api/venue-reports';
import { apiRequest, type ResponseCheck } from '@/lib/api-client';
import { hasToken } from '@/lib/session-token';

// Under 'user' (reset at sign-in and logout), per venue (issue 25).
export const staffReportsKey = (complexId: number) =>
  ['user', 'staff', complexId, 'reports'] as const;

export interface ReportOf {
  sales: SalesReport;
  refunds: RefundsReport;
  'check-ins': CheckInsReport;
  occupancy: OccupancyReport;
}

const SCHEMAS: { [K in ReportKind]: ResponseCheck<ReportOf[K]> } = {
  sales: SalesReportSchema,
  refunds: RefundsReportSchema,
  'check-ins': CheckInsReportSchema,
  occupancy: OccupancyReportSchema,
};

const url = (complexId: number, kind: ReportKind, format?: ReportFormat) =>
  `/v1/mob/staff/complexes/${complexId}/reports/${kind}${format ? `.${format}` : ''}`;

export const reportQueryOptions = <K extends ReportKind>(
  complexId: number,
  kind: K,
  period: { from: string; to: string },
) =>
  queryOptions({
    queryKey: [...staffReportsKey(complexId), kind, period.from, period.to] as const,
    enabled: hasToken,
    queryFn: ({ signal }) =>
      apiRequest({
        url: url(complexId, kind),
        method: 'GET',
        query: period,
        schema: SCHEMAS[kind],
        signal,
        // A year of a busy venue is many rows: the long calls' time (spec §9).
        timeoutMs: 60_000,
      }),
  });

export const useReport = <K extends ReportKind>(
  complexId: number,
  kind: K,
  period: { from: string; to: string },
) => useQuery(reportQueryOptions(complexId, kind, period));

/** GET …/reports/{kind}.{csv|xlsx}: the file, saved under the server's name. */
export async function downloadReport(
  complexId: number,
  kind: ReportKind,
  format: ReportFormat,
  period: { from: string; to: string },
): Promise<void> {
  const blob = await apiRequest<Blob>({
    url: url(complexId, kind, format),
    method: 'GET',
    query: period,
    responseType: 'blob',
    timeoutMs: 60_000,
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${kind}-${period.from}-${period.to}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

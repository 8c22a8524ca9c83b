import { ReportQuerySchema, type ReportQuery } from '@sportkarta/contract/api/venue-reports';
import { addDays } from '@sportkarta/contract/zoned';

// The reports' period (issue 25): days of the venue's zone, both included; the quick choices
// count back from the venue's today.

export type PeriodPreset = 'today' | 'week' | 'month' | 'lastMonth';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', 'week', 'month', 'lastMonth'];

export function presetPeriod(preset: PeriodPreset, today: string): ReportQuery {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The preset the period is, if any (its button shows pressed). */
export const presetOf = (p: ReportQuery, today: string): PeriodPreset | undefined =>
  PERIOD_PRESETS.find((k) => {
    const q = presetPeriod(k, today);
    return q.from === p.from && q.to === p.to;
  });

/** The server's own check of a period: its Russian message, or null when it will be read. */
export function periodError(p: ReportQuery): string | null {
  const r = ReportQuerySchema.safeParse(p);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

import type {
  CheckInsReport,
  OccupancyReport,
  RefundsReport,
  ReportKind,
  ReportQuery,
  SalesReport,
} from '@sportkarta/contract/api/venue-reports';
import { addDays } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { sessionsOfDays, venueTimeZone } from '../venue-sessions/repository';
import {
  checkInDays,
  checkInsByHour,
  groupPlaces,
  refundsDone,
  refundsPending,
  salesByDay,
  salesByProduct,
  salesByProvider,
  type Period,
} from './repository';

// Issue 25: the venue's reports (docs/venue-side.md "Reports"). The repository sums; this
// fills the gaps a chart needs (every day of the period, every hour of the day) and the totals.

export interface ReportDeps {
  db: Db;
  now: Date;
}

/** Every day from…to (both included), as YYYY-MM-DD. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const sum = <T>(rows: readonly T[], pick: (r: T) => number) =>
  rows.reduce((acc, r) => acc + pick(r), 0);

async function period(db: Db, complexId: number, q: ReportQuery) {
  const timeZone = await venueTimeZone(db, complexId);
  if (!timeZone) throw new HttpError('NOT_FOUND', 'Спортобъект не найден');
  return { p: { complexId, ...q } satisfies Period, head: { timeZone, ...q } };
}

export async function salesReport(d: ReportDeps, complexId: number, q: ReportQuery) {
  const { p, head } = await period(d.db, complexId, q);
  const [days, byProduct, byProvider] = await Promise.all([
    salesByDay(d.db, p),
    salesByProduct(d.db, p),
    salesByProvider(d.db, p),
  ]);
  const byDate = new Map(days.map((r) => [r.date, r]));
  const zero = { orders: 0, subtotalKopecks: 0, feeKopecks: 0, totalKopecks: 0 };
  return {
    ...head,
    totals: {
      orders: sum(days, (r) => r.orders),
      subtotalKopecks: sum(days, (r) => r.subtotalKopecks),
      feeKopecks: sum(days, (r) => r.feeKopecks),
      totalKopecks: sum(days, (r) => r.totalKopecks),
    },
    byDay: daysOf(q.from, q.to).map((date) => ({ ...zero, ...byDate.get(date), date })),
    byProduct,
    byProvider,
  } satisfies SalesReport;
}

export async function refundsReport(d: ReportDeps, complexId: number, q: ReportQuery) {
  const { p, head } = await period(d.db, complexId, q);
  const [rows, pending] = await Promise.all([refundsDone(d.db, p), refundsPending(d.db, p)]);
  const byDay = new Map<string, { refunds: number; amountKopecks: number }>();
  const byProvider = new Map<string, { refunds: number; amountKopecks: number }>();
  for (const r of rows)
    for (const [map, key] of [
      [byDay, r.date],
      [byProvider, r.provider],
    ] as const) {
      const acc = map.get(key) ?? { refunds: 0, amountKopecks: 0 };
      map.set(key, {
        refunds: acc.refunds + r.refunds,
        amountKopecks: acc.amountKopecks + r.amountKopecks,
      });
    }
  return {
    ...head,
    totals: {
      refunds: sum(rows, (r) => r.refunds),
      amountKopecks: sum(rows, (r) => r.amountKopecks),
      pending,
    },
    byDay: daysOf(q.from, q.to).map((date) => ({
      date,
      ...(byDay.get(date) ?? { refunds: 0, amountKopecks: 0 }),
    })),
    byProvider: [...byProvider].map(([provider, v]) => ({ provider, ...v })),
  } satisfies RefundsReport;
}

export async function checkInsReport(d: ReportDeps, complexId: number, q: ReportQuery) {
  const { p, head } = await period(d.db, complexId, q);
  const [rows, days] = await Promise.all([checkInsByHour(d.db, p), checkInDays(d.db, p)]);
  const byHour = new Map(rows.map((r) => [r.hour, r.checkIns]));
  return {
    ...head,
    totals: {
      checkIns: sum(rows, (r) => r.checkIns),
      reentries: sum(rows, (r) => r.reentries),
      days,
    },
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, checkIns: byHour.get(hour) ?? 0 })),
  } satisfies CheckInsReport;
}

export async function occupancyReport(d: ReportDeps, complexId: number, q: ReportQuery) {
  const { head } = await period(d.db, complexId, q);
  const [found, groups] = await Promise.all([
    sessionsOfDays(d.db, { complexId, ...q, now: d.now }),
    groupPlaces(d.db, complexId),
  ]);
  const time = new Intl.DateTimeFormat('ru-RU', {
    timeZone: head.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const sessions = found.map((s) => ({
    id: s.id,
    startsAt: s.startsAt.toISOString(),
    date: s.date,
    time: time.format(s.startsAt),
    eventName: s.eventName,
    capacity: s.capacity,
    sold: s.sold,
    checkedIn: s.checkedIn,
    canceled: s.canceled,
  }));
  const live = sessions.filter((s) => !s.canceled);
  return {
    ...head,
    totals: {
      sessions: live.length,
      capacity: sum(live, (s) => s.capacity),
      sold: sum(live, (s) => s.sold),
      checkedIn: sum(live, (s) => s.checkedIn),
      groups: groups.length,
      places: sum(groups, (g) => g.places),
      accepted: sum(groups, (g) => g.accepted),
    },
    sessions,
    groups,
  } satisfies OccupancyReport;
}

export const REPORTS = {
  sales: salesReport,
  refunds: refundsReport,
  'check-ins': checkInsReport,
  occupancy: occupancyReport,
} as const satisfies Record<ReportKind, unknown>;

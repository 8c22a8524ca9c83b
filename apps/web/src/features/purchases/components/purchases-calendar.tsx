import { todayLocalIso } from '@sportkarta/contract/clock';
import { addDays } from '@sportkarta/contract/zoned';
import type { PurchasesCalendarDay } from '@sportkarta/contract/api/purchases-calendar';
import { Calendar } from '@/ui/calendar';
import { usePurchaseDays } from '../api/get-purchase-days';

/** The calendar shows a month back and two ahead: 93 days, the longest period one call takes. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 62;

/**
 * The week/month calendar of spec §2.3 over my tickets: a day with tickets carries its marks and
 * can be chosen, a day without is disabled (spec §2.4).
 */
export function PurchasesCalendar({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (day: PurchasesCalendarDay) => void;
}) {
  const today = todayLocalIso();
  const from = addDays(today, -DAYS_BACK);
  const to = addDays(today, DAYS_AHEAD);
  const q = usePurchaseDays(from, to);
  const days = q.data?.days ?? [];
  return (
    <Calendar
      value={value}
      days={days}
      min={from}
      max={to}
      onChange={(date) => {
        const day = days.find((d) => d.date === date);
        if (day) onChange(day);
      }}
    />
  );
}

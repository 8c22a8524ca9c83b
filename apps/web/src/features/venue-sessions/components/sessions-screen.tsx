import { useLocation, useNavigate } from 'react-router-dom';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenueSeries as t } from '@/i18n/ru-venue-series';
import { SegmentTabs } from '@/ui/segment-tabs';
import { SessionCalendar } from './session-calendar';
import { SeriesView } from './series-view';
import '@/ui/staff-kit.css';
import './series.css';

type Part = 'calendar' | 'series';

/**
 * Issue 25: the sessions screen's two parts — the calendar and the weekly series that make its
 * sessions. The part chosen is in the address (`?view=series`), so back and a reload keep it.
 */
export function SessionsScreen({ role }: { role: StaffRole }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const part: Part = new URLSearchParams(search).get('view') === 'series' ? 'series' : 'calendar';
  const choose = (next: Part) =>
    navigate(next === 'series' ? `${pathname}?view=series` : pathname, { replace: true });
  const label = part === 'series' ? t.tabSeries : t.tabCalendar;
  return (
    <>
      <div className="sk-sessions-parts">
        <SegmentTabs
          label={t.tabsLabel}
          value={part}
          options={[
            { value: 'calendar', label: t.tabCalendar },
            { value: 'series', label: t.tabSeries },
          ]}
          onChange={choose}
        />
      </div>
      <div role="tabpanel" aria-label={label}>
        {part === 'series' ? (
          <div className="sk-staff">
            <SeriesView role={role} />
          </div>
        ) : (
          <SessionCalendar role={role} />
        )}
      </div>
    </>
  );
}

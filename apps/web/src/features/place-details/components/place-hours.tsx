import type { WorkingHours } from '@sportkarta/contract/api/places';
import { ruDiscoveryPlace } from '@/i18n/ru-discovery-place';
import { weekRows, weekdayIn } from '../lib/format';
import { PlaceSection } from './place-section';

const t = ruDiscoveryPlace;

/** spec §3 Schedule, one row per weekday from Monday (spec §9); today stands out. */
export function PlaceHours({
  hours,
  timeZone,
}: {
  hours: readonly WorkingHours[];
  timeZone: string;
}) {
  if (hours.length === 0) return null;
  const today = weekdayIn(timeZone);
  return (
    <PlaceSection title={t.hours}>
      <table className="sk-place-card sk-place-hours">
        <tbody>
          {weekRows(hours).map((row, index) => {
            const isToday = index + 1 === today;
            return (
              <tr key={index} className={isToday ? 'sk-place-hours__today' : undefined}>
                <th scope="row">
                  {t.weekdays[index]}
                  {isToday ? <span className="sk-place-hours__badge">{t.today}</span> : null}
                </th>
                <td>{row ? t.hoursRange(row.start, row.end) : t.dayOff}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PlaceSection>
  );
}

import type { VenueSession } from '@sportkarta/contract/api/venue-sessions';
import { ruVenueSessions as t } from '@/i18n/ru-venue-sessions';

type Part = NonNullable<VenueSession['parts']>[number];

/**
 * Issue 25: a session that sells lanes (or halves) shows each one's sales — sold of its
 * capacity, held, let in — as a small table that reads at 320 px; a full lane is marked.
 */
export function SessionParts({ parts, eventName }: { parts: readonly Part[]; eventName: string }) {
  return (
    <table className="sk-session-parts">
      <caption className="sk-visually-hidden">{t.partsCaption(eventName)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.partHead}</th>
          <th scope="col">{t.partSoldHead}</th>
          <th scope="col">{t.partHeldHead}</th>
          <th scope="col">{t.partCheckedInHead}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((p) => (
          <tr
            key={p.partId}
            className={p.sold + p.held >= p.capacity ? 'sk-session-parts__full' : undefined}
          >
            <th scope="row">{p.name}</th>
            <td>{t.partSold(p.sold, p.capacity)}</td>
            <td>{p.held}</td>
            <td>{p.checkedIn}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

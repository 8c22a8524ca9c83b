import type { VenueSession } from '@sportkarta/contract/api/venue-sessions';
import { ruVenueSessions as t } from '@/i18n/ru-venue-sessions';

/**
 * Issue 25: a session that sells lanes (or halves) shows each one's sales — sold of its
 * capacity, held, let in — as a small table that reads at 320 px; a full lane is marked. The
 * last row counts the tickets no lane holds yet («Любая дорожка», plain ones): the door gives
 * each its lane when it lets it in.
 */
export function SessionParts({ session, title }: { session: VenueSession; title: string }) {
  const parts = session.parts ?? [];
  // What the lanes do not hold yet: «any lane» and plain tickets, given a lane at the door.
  const sum = (key: 'sold' | 'held') => parts.reduce((n, p) => n + p[key], 0);
  const atDoor = { sold: session.sold - sum('sold'), held: session.held - sum('held') };
  return (
    <table className="sk-session-parts">
      <caption className="sk-visually-hidden">{t.partsCaption(title)}</caption>
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
        {atDoor.sold > 0 || atDoor.held > 0 ? (
          <tr className="sk-session-parts__door">
            <th scope="row">{t.partAtDoor}</th>
            <td>{Math.max(0, atDoor.sold)}</td>
            <td>{Math.max(0, atDoor.held)}</td>
            <td>{t.partAtDoorNone}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

// ISO 8601 with the event's own UTC offset («2026-11-21T19:00:00+03:00»), as the contract says:
// the app shows the local time of the venue, not of the phone.

function offsetMinutes(date: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0; // "GMT" alone is UTC
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

const pad = (n: number): string => String(Math.abs(n)).padStart(2, '0');

export function isoInTimeZone(date: Date, timeZone: string): string {
  let offset = 0;
  try {
    offset = offsetMinutes(date, timeZone);
  } catch {
    // An unknown zone name in the data: fall back to UTC rather than fail the whole list.
  }
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

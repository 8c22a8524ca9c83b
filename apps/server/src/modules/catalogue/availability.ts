import { SALES_HORIZON_DAYS } from '@sportkarta/contract/config/limits';
import type { Availability } from '@sportkarta/contract/enums-statuses';
import { addDays, dayAllowed } from '@sportkarta/contract/zoned';

// Issue 10: what "available" means, in one place (pure functions of `now`; no database). The
// catalogue answers with these; the orders module re-checks under its row lock with the same
// rules. docs/api-catalogue.md explains every state.

/** The day rule itself lives in the contract (shared with the checkout). */
export { dayAllowed };

/** Seats a session still has: capacity − sold − live holds (ACTIVE and not expired at `now`). */
export function seatsLeftOf(
  session: { capacity: number; sold: number },
  holds: readonly { quantity: number; status: string; expiresAt: Date | string }[],
  now: Date,
): number {
  const held = holds
    .filter((h) => h.status === 'ACTIVE' && new Date(h.expiresAt) > now)
    .reduce((sum, h) => sum + h.quantity, 0);
  return Math.max(0, session.capacity - session.sold - held);
}

/**
 * A session's state: OVERDUE once it has started, DEPLETED with no seat left, otherwise
 * NEED_RESERVATION (seats are held before paying). Sales not yet open are told by salesOpenAt,
 * not by the state, so the app can count down and show the button at zero.
 */
export function sessionAvailability(
  s: { startsAt: Date | string; seatsLeft: number },
  now: Date,
): Availability {
  if (new Date(s.startsAt) <= now) return 'OVERDUE';
  return s.seatsLeft <= 0 ? 'DEPLETED' : 'NEED_RESERVATION';
}

/**
 * A service's state for a venue-local `day` (`today` is the venue's today): OVERDUE for a past
 * day or one beyond the sales horizon, NO_EVENTS_TODAY on a day its rule excludes (a
 * weekday-only service on a Saturday: nothing to buy that day), DEPLETED_FOR_TODAY when the
 * daily capacity is used up, else AVAILABLE.
 */
export function serviceAvailability(
  s: { dayRule: string; ticketsLeft: number | null },
  day: string,
  today: string,
): Availability {
  if (day < today || day > addDays(today, SALES_HORIZON_DAYS)) return 'OVERDUE';
  if (!dayAllowed(s.dayRule, day)) return 'NO_EVENTS_TODAY';
  return s.ticketsLeft === 0 ? 'DEPLETED_FOR_TODAY' : 'AVAILABLE';
}

/** Whether sales are open at `now` (null = always open). */
export const salesOpen = (salesOpenAt: Date | string | null, now: Date): boolean =>
  salesOpenAt === null || new Date(salesOpenAt) <= now;

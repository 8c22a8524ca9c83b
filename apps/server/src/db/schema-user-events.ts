import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema-core';
import { events } from './schema-places';

/**
 * Issue 14: who registered for a person's own event — one row per person and event (the
 * primary key), written with the event's `taken` counter in one transaction under its row lock.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** From the app's clock (docs/testing.md). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_registrations_user_idx').on(t.userId),
  ],
);

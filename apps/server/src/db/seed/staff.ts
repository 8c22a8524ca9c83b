import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/**
 * The demo venues' staff member (issue 12): administrator (issue 24) of every venue that sells
 * something, so the demo shows every screen of the venue's side. Signs in with the phone like
 * anyone (the SMS emulator shows the code).
 */
export const DEMO_STAFF = {
  id: '00000000-0000-4000-8000-00000000a501',
  phone: '+70000000001',
  firstName: 'Ирина',
  lastName: 'Кассирова',
} as const;

export async function seedStaff(db: Db, now: Date): Promise<void> {
  await db
    .insert(users)
    .values({ ...DEMO_STAFF, loginMethod: 'PHONE' })
    .onConflictDoNothing();
  await db.execute(
    sql`insert into venue_staff (user_id, complex_id, role, created_at)
        select ${DEMO_STAFF.id}::uuid, c.id, 'ADMIN', ${now.toISOString()}::timestamptz
          from complexes c
         where c.moderation = 'APPROVED'
           and (exists (select 1 from services s where s.complex_id = c.id)
            or exists (select 1 from scheduled_events e where e.complex_id = c.id)
            or exists (select 1 from service_packages p where p.complex_id = c.id))
        on conflict (user_id, complex_id) where complex_id is not null
        do update set role = 'ADMIN', coach_id = null where venue_staff.role <> 'ADMIN'`,
  );
}

import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/**
 * The demo venues' staff member (issue 12): checks visitors in at every venue that sells
 * something. Signs in with the phone like anyone (the SMS emulator shows the code).
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
    sql`insert into venue_staff (user_id, complex_id, created_at)
        select ${DEMO_STAFF.id}::uuid, c.id, ${now.toISOString()}::timestamptz
          from complexes c
         where exists (select 1 from services s where s.complex_id = c.id)
            or exists (select 1 from scheduled_events e where e.complex_id = c.id)
            or exists (select 1 from service_packages p where p.complex_id = c.id)
        on conflict do nothing`,
  );
}

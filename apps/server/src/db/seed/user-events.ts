import { addDays, dateInZone, zonedInstant } from '@sportkarta/contract/zoned';
import type { EventAudience } from '@sportkarta/contract/api/events';
import { and, asc, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { complexes, eventPlaces, eventRegistrations, events, friendships, users } from '../schema';
import { DEMO_USER } from './agreements-data';
import { DEMO_COMPLEX_COUNT } from './places';

// Issue 14: games and trainings that demo people organise at the demo venues over the coming
// days, some for friends only. Like the venues' events they are relative to the clock: a start
// that finds fewer than MIN_UPCOMING of them still ahead adds a new batch. The organisers are
// friends of the demo person (and two of them of each other), so friends-only events have an
// audience. They sign in with their phones like anyone (the SMS emulator shows the code).

export const DEMO_ORGANISERS = [
  {
    id: '00000000-0000-4000-8000-00000000e001',
    phone: '+70000000011',
    firstName: 'Михаил',
    lastName: 'Орлов',
  },
  {
    id: '00000000-0000-4000-8000-00000000e002',
    phone: '+70000000012',
    firstName: 'Ольга',
    lastName: 'Смирнова',
  },
  {
    id: '00000000-0000-4000-8000-00000000e003',
    phone: '+70000000013',
    firstName: 'Дмитрий',
    lastName: 'Ковалёв',
  },
  {
    id: '00000000-0000-4000-8000-00000000e004',
    phone: '+70000000014',
    firstName: 'Екатерина',
    lastName: 'Лебедева',
  },
] as const;

interface Plan {
  author: number;
  sport: number;
  name: string;
  description: string;
  /** Days after today (the venue's day). */
  day: number;
  start: string;
  end: string;
  capacity: number;
  audience: EventAudience;
  /** Organisers registered (indexes of DEMO_ORGANISERS). */
  registered: number[];
}

// prettier-ignore
const PLANS: readonly Plan[] = [
  { author: 0, sport: 3, name: 'Футбол 5×5 после работы', description: 'Играем в две команды по пять, мяч и манишки есть. Уровень любой, главное — без грубостей.', day: 1, start: '19:30', end: '21:00', capacity: 10, audience: 'ANYONE', registered: [1, 2, 3] },
  { author: 1, sport: 15, name: 'Йога на рассвете', description: 'Мягкая практика для начинающих. Коврик возьмите с собой.', day: 2, start: '08:00', end: '09:00', capacity: 8, audience: 'ANYONE', registered: [3] },
  { author: 2, sport: 7, name: 'Стритбол 3×3: ищем ещё одну команду', description: 'Играем до 21 очка, на победителя. Приходите втроём или по одному — соберём.', day: 3, start: '18:00', end: '20:00', capacity: 6, audience: 'ANYONE', registered: [0] },
  { author: 3, sport: 5, name: 'Парный теннис, ищем пару', description: 'Корт забронирован, нужна ещё одна пара среднего уровня.', day: 4, start: '10:00', end: '11:30', capacity: 2, audience: 'FRIENDS_ONLY', registered: [1] },
  { author: 0, sport: 8, name: 'Волейбол для своих', description: 'Наша воскресная игра: зовём друзей, новичкам тоже рады.', day: 5, start: '17:00', end: '19:00', capacity: 12, audience: 'FRIENDS_ONLY', registered: [1, 2] },
  { author: 1, sport: 1, name: 'Плаваем 2 км вместе', description: 'Встречаемся у входа, дорожка на троих, темп спокойный.', day: 6, start: '07:30', end: '08:30', capacity: 3, audience: 'ANYONE', registered: [] },
];

const MIN_UPCOMING = 3;

/** The organisers of the demo games, friends of the demo person (after seedAccounts). */
export async function seedOrganisers(db: Db, now: Date): Promise<void> {
  await db
    .insert(users)
    .values(DEMO_ORGANISERS.map((p) => ({ ...p, loginMethod: 'PHONE' })))
    .onConflictDoNothing();
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${DEMO_USER.id}`);
  const pairs: [string, string][] = DEMO_ORGANISERS.map((p) => [p.id, DEMO_USER.id]);
  pairs.push([DEMO_ORGANISERS[0].id, DEMO_ORGANISERS[1].id]);
  const rows = pairs
    .filter(([, b]) => b !== DEMO_USER.id || demo)
    .flatMap(([a, b]) => [
      { userId: a, friendId: b, createdAt: now },
      { userId: b, friendId: a, createdAt: now },
    ]);
  await db.insert(friendships).values(rows).onConflictDoNothing();
}

/** The demo venue of a plan: the n-th (by id) that has the sport. */
async function venueFor(db: Db, sport: number, n: number) {
  const found = await db
    .select({ id: complexes.id, timeZone: complexes.timeZone })
    .from(complexes)
    .where(
      and(lte(complexes.id, DEMO_COMPLEX_COUNT), sql`${sport} = any(${complexes.sportTypeIds})`),
    )
    .orderBy(asc(complexes.id))
    .limit(n + 1);
  return found[Math.min(n, found.length - 1)];
}

/** The organisers' upcoming games, relative to today (seedOrganisers first). */
export async function seedUserEvents(db: Db, now: Date): Promise<void> {
  const ids = DEMO_ORGANISERS.map((p) => p.id);
  const [upcoming] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.authorId, ids), gt(events.endsAt, now), isNull(events.canceledAt)));
  if ((upcoming?.n ?? 0) >= MIN_UPCOMING) return;
  await db.transaction(async (tx) => {
    for (const [i, plan] of PLANS.entries()) {
      const venue = await venueFor(tx, plan.sport, i);
      if (!venue) continue;
      const day = addDays(dateInZone(now, venue.timeZone), plan.day);
      const [row] = await tx
        .insert(events)
        .values({
          kind: 'USER_EVENT',
          name: plan.name,
          description: plan.description,
          sportTypeId: plan.sport,
          startsAt: zonedInstant(day, plan.start, venue.timeZone),
          endsAt: zonedInstant(day, plan.end, venue.timeZone),
          timeZone: venue.timeZone,
          price: 0,
          authorId: ids[plan.author],
          audience: plan.audience,
          capacity: plan.capacity,
          taken: plan.registered.length,
        })
        .returning({ id: events.id });
      await tx.insert(eventPlaces).values({ eventId: row!.id, complexId: venue.id });
      if (plan.registered.length > 0)
        await tx
          .insert(eventRegistrations)
          .values(
            plan.registered.map((r) => ({ eventId: row!.id, userId: ids[r]!, createdAt: now })),
          );
    }
  });
}

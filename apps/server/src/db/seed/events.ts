import { and, gt, isNull, lte, sql } from 'drizzle-orm';
import type { EventKind } from '@sportkarta/contract/enums';
import type { Db } from '../client';
import { complexes, eventPlaces, events } from '../schema-places';
import { DEMO_COMPLEX_COUNT } from './places';
import { createRng, type Rng } from './prng';
import { SPORT_TYPES } from './sport-types-data';

// Demo events for the map (issue 4 "Events"; spec §3 Event kinds). Unlike the venues they are
// relative to today: a start that finds fewer than MIN_UPCOMING events still ahead adds a new
// batch for the coming DAYS days, so the map never runs dry on a long-lived demo database.

const BATCH = 80;
/** How many of a batch's events are today (see startToday). */
const TODAY = 6;
const MIN_UPCOMING = 20;
const DAYS = 30;
/** Europe/Moscow has no daylight saving time: local = UTC + 3 h. */
const MOSCOW_OFFSET_H = 3;

/** «по …» of each sport type (dative), for names like «Первенство района по плаванию». */
// prettier-ignore
const SPORT_DATIVE: Readonly<Record<number, string>> = {
  1: 'плаванию', 2: 'аквааэробике', 3: 'футболу', 4: 'мини-футболу', 5: 'теннису',
  6: 'настольному теннису', 7: 'баскетболу', 8: 'волейболу', 9: 'хоккею', 10: 'фигурному катанию',
  11: 'боксу', 12: 'дзюдо', 13: 'самбо', 14: 'карате', 15: 'йоге', 16: 'фитнесу',
  17: 'пауэрлифтингу', 18: 'лёгкой атлетике', 19: 'художественной гимнастике',
  20: 'спортивной гимнастике', 21: 'танцам', 22: 'велоспорту', 23: 'лыжным гонкам', 24: 'гребле',
  25: 'шахматам', 26: 'боулингу', 27: 'скалолазанию',
};

const SPORT_NAMES = [
  'Открытое первенство района по {po}',
  'Открытый турнир по {po}',
  'Городские соревнования по {po}',
  'Детские соревнования по {po}',
  'Любительская лига: тур по {po}',
  'Кубок округа по {po}',
];

interface Template {
  kind: EventKind;
  name: string;
  description: string;
  /** Only at venues with this sport (null: any venue, any of its sports). */
  sport: number | null;
}

const OTHER: readonly Template[] = [
  {
    kind: 'EVENT',
    name: 'Мастер-класс по {po}',
    description: 'Открытое занятие с тренером для начинающих: инвентарь выдаём.',
    sport: null,
  },
  {
    kind: 'EVENT',
    name: 'День открытых дверей',
    description: 'Экскурсия по залам, пробные занятия и консультации тренеров.',
    sport: null,
  },
  {
    kind: 'ADMISSION',
    name: 'Набор в секцию: {sport}',
    description: 'Просмотр и запись детей 6–12 лет в группы нового сезона.',
    sport: null,
  },
  {
    kind: 'EXCURSION',
    name: 'Экскурсия по спортивному комплексу',
    description: 'Раздевалки команд, тренерская, музей славы и трибуны.',
    sport: null,
  },
  {
    kind: 'PERFORMANCE',
    name: 'Показательные выступления фигуристов',
    description: 'Воспитанники спортивной школы покажут новые программы.',
    sport: 10,
  },
  {
    kind: 'PERFORMANCE',
    name: 'Показательные выступления гимнасток',
    description: 'Групповые и индивидуальные программы сезона.',
    sport: 19,
  },
  {
    kind: 'CONCERT',
    name: 'Концерт на льду',
    description: 'Музыкальная программа и массовое катание после концерта.',
    sport: 10,
  },
  {
    kind: 'MOVIE',
    name: 'Кинопоказ: «Легенда № 17»',
    description: 'Фильм о Валерии Харламове на большом экране, вход свободный.',
    sport: 9,
  },
  {
    kind: 'MOVIE',
    name: 'Кинопоказ: «Движение вверх»',
    description: 'Фильм о финале Олимпиады 1972 года в игровом зале.',
    sport: 7,
  },
  // Issue 14: USER_EVENT is a person's own event with an author (seed/user-events.ts); a
  // venue's batch never makes one. This run is the venue's club run instead.
  {
    kind: 'EVENT',
    name: 'Клубная пробежка 5 км',
    description: 'Встречаемся у входа, бежим в спокойном темпе с тренером клуба, после — чай.',
    sport: 18,
  },
];

/** Аквааэробика, йога, фитнес: trained, not competed in. */
const NOT_COMPETED = new Set([2, 15, 16]);

const PRICES: readonly (number | null)[] = [
  0,
  0,
  0,
  20_000,
  30_000,
  50_000,
  100_000,
  150_000,
  null,
];

interface Venue {
  id: number;
  lat: number;
  lon: number;
  sportTypeIds: number[];
}

const sportName = (id: number): string => SPORT_TYPES.find((s) => s.id === id)?.name ?? '';

function template(rng: Rng): Template {
  if (rng.chance(0.7)) {
    return {
      kind: 'SPORT_EVENT',
      name: rng.pick(SPORT_NAMES),
      description:
        'Участвуют команды и спортсмены района; зрители — бесплатно, регистрация участников на месте за час до начала.',
      sport: null,
    };
  }
  return rng.pick(OTHER);
}

/** The other venue of a two-venue event: the nearest one with the same sport. */
function partner(venues: readonly Venue[], first: Venue, sport: number): Venue | undefined {
  let best: Venue | undefined;
  let bestD = Infinity;
  for (const v of venues) {
    if (v.id === first.id || !v.sportTypeIds.includes(sport)) continue;
    const d = (v.lat - first.lat) ** 2 + (v.lon - first.lon) ** 2;
    if (d < bestD) [best, bestD] = [v, d];
  }
  return best;
}

function startOf(rng: Rng, now: Date): Date {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  const hour = rng.int(9, 19);
  const start =
    day.getTime() + rng.int(0, DAYS - 1) * 86_400_000 + (hour - MOSCOW_OFFSET_H) * 3_600_000;
  const minutes = rng.pick([0, 0, 30]) * 60_000;
  // A slot already past today moves to tomorrow.
  return new Date(start + minutes + (start + minutes <= now.getTime() ? 86_400_000 : 0));
}

/**
 * The map shows today's events by default (spec §3 Events state: selectedPeriod today), so a
 * fresh batch puts a few in the coming hours of the Moscow day — while it is day in Moscow.
 */
function startToday(rng: Rng, now: Date): Date | null {
  const mskHour = (now.getUTCHours() + MOSCOW_OFFSET_H) % 24;
  if (mskHour < 7 || mskHour > 20) return null;
  const halfHour = 30 * 60_000;
  const next = Math.ceil(now.getTime() / halfHour) * halfHour;
  return new Date(next + rng.int(0, Math.max(0, (20 - mskHour) * 2)) * halfHour);
}

export function buildEvents(now: Date, venues: readonly Venue[]) {
  const rng = createRng(Math.floor(now.getTime() / 86_400_000));
  return Array.from({ length: BATCH }, (_, i) => {
    const drawn = template(rng);
    const candidates =
      drawn.sport === null ? venues : venues.filter((v) => v.sportTypeIds.includes(drawn.sport!));
    const first = rng.pick(candidates.length > 0 ? candidates : venues);
    // Nobody holds a tournament in aquarobics or yoga: such a venue gets a master class instead.
    const competed = first.sportTypeIds.filter((id) => !NOT_COMPETED.has(id));
    const t = drawn.kind === 'SPORT_EVENT' && competed.length === 0 ? OTHER[0]! : drawn;
    const sport = t.sport ?? rng.pick(t.kind === 'SPORT_EVENT' ? competed : first.sportTypeIds);
    const second = rng.chance(0.3) ? partner(venues, first, sport) : undefined;
    const startsAt = (i < TODAY && startToday(rng, now)) || startOf(rng, now);
    return {
      kind: t.kind,
      name: t.name.replace('{po}', SPORT_DATIVE[sport] ?? '').replace('{sport}', sportName(sport)),
      description: t.description,
      sportTypeId: sport,
      startsAt,
      endsAt: new Date(startsAt.getTime() + rng.int(1, 4) * 3_600_000),
      price: rng.pick(PRICES),
      complexIds: second ? [first.id, second.id] : [first.id],
    };
  });
}

/** Adds a batch of events when fewer than MIN_UPCOMING are still ahead. */
export async function seedEvents(db: Db, now: Date): Promise<void> {
  const [upcoming] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(gt(events.endsAt, now), isNull(events.canceledAt)));
  if ((upcoming?.n ?? 0) >= MIN_UPCOMING) return;
  const venues = await db
    .select({
      id: complexes.id,
      lat: complexes.lat,
      lon: complexes.lon,
      sportTypeIds: complexes.sportTypeIds,
    })
    .from(complexes)
    .where(lte(complexes.id, DEMO_COMPLEX_COUNT));
  const usable = venues.filter((v) => v.sportTypeIds.length > 0);
  if (usable.length === 0) return;
  const batch = buildEvents(now, usable);
  await db.transaction(async (tx) => {
    const ids = await tx
      .insert(events)
      .values(batch.map(({ complexIds: _, ...e }) => ({ ...e, timeZone: 'Europe/Moscow' })))
      .returning({ id: events.id });
    await tx
      .insert(eventPlaces)
      .values(
        batch.flatMap((e, i) =>
          e.complexIds.map((complexId) => ({ eventId: ids[i]!.id, complexId })),
        ),
      )
      .onConflictDoNothing();
  });
}

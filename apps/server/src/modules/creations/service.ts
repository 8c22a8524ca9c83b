import type {
  City,
  CityIdRequest,
  CreationDetail,
  CreationKind,
  CreationSchedule,
  CreationSession,
  CreationsPage,
  CreationSummary,
  ScheduleDay,
} from '@sportkarta/contract/api/creations';
import type { z } from 'zod';
import type {
  CreationScheduleRequestSchema,
  CreationsPageRequestSchema,
} from '@sportkarta/contract/api/creations';
import { greatCircleDistanceM } from '@sportkarta/contract/config/map';
import { addDays, dateInZone } from '@sportkarta/contract/zoned';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import {
  cheapestFrom,
  creationsPage,
  findCreation,
  listCities,
  sessionsOf,
  type CityRow,
  type CreationRow,
  type SessionRow,
  type SessionWindow,
} from './repository';

// Issue 14: the poster. Everything "ahead" is from the app's clock (`now`), days are the city's.

const CITY_NOT_FOUND = 'Город не найден';
const CREATION_NOT_FOUND = 'Событие не найдено';
/** A point farther than this from every city gets the default city's poster. */
const CITY_REACH_M = 300_000;

const toCity = (c: CityRow): City => ({
  cityId: c.id,
  name: c.name,
  timeZone: c.timeZone,
  lat: c.lat,
  lon: c.lon,
});

/** POST /v1/mob/creations/city-id: the nearest city within reach, else the default one. */
export async function cityFor(db: Db, point: CityIdRequest): Promise<City> {
  const all = await listCities(db);
  const fallback = all.find((c) => c.isDefault) ?? all[0];
  if (!fallback) throw new HttpError('NOT_FOUND', CITY_NOT_FOUND);
  if (point.latitude == null || point.longitude == null) return toCity(fallback);
  const here = { lat: point.latitude, lon: point.longitude };
  const nearest = all
    .map((c) => ({ c, d: greatCircleDistanceM(here, c) }))
    .sort((a, b) => a.d - b.d)[0]!;
  return toCity(nearest.d <= CITY_REACH_M ? nearest.c : fallback);
}

const toSession = (s: SessionRow): CreationSession => ({
  id: s.id,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
  priceKopecks: s.priceKopecks,
});

const summaryFields = (r: CreationRow) => ({
  id: r.id,
  kind: r.kind as CreationKind,
  title: r.title,
  venueName: r.venueName,
  address: r.address,
  image: r.image,
  imageAlt: r.imageAlt,
  ageRating: r.ageRating as CreationSummary['ageRating'],
  sportName: r.sportName,
});

/** Sessions from the later of now and the first day's start, to the end of the last day. */
function windowOf(now: Date, zone: string, from?: string, to?: string): SessionWindow {
  return { now, zone, fromDay: from, endDay: to ? addDays(to, 1) : undefined };
}

/** POST /v1/mob/creations/page */
export async function creationsPageOf(
  db: Db,
  body: z.output<typeof CreationsPageRequestSchema>,
  now: Date,
): Promise<CreationsPage> {
  const city = (await listCities(db)).find((c) => c.id === body.cityId);
  if (!city) throw new HttpError('NOT_FOUND', CITY_NOT_FOUND);
  const { rows, total } = await creationsPage(db, {
    cityId: city.id,
    kinds: [...new Set(body.kinds ?? [])],
    window: windowOf(now, city.timeZone, body.dateFrom, body.dateTo),
    offset: body.page * body.size,
    limit: body.size,
  });
  return {
    cityId: city.id,
    timeZone: city.timeZone,
    total,
    page: body.page,
    size: body.size,
    items: rows.map((r) => ({
      ...summaryFields(r),
      priceFromKopecks: r.priceFromKopecks,
      nextSession: toSession(r.next),
      sessionsAhead: r.sessionsAhead,
    })),
  };
}

/** Sessions grouped by their day in the zone, in order. */
function byDay(sessions: readonly SessionRow[], zone: string): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (const s of sessions) {
    const date = dateInZone(s.startsAt, zone);
    const last = days.at(-1);
    if (last?.date === date) last.sessions.push(toSession(s));
    else days.push({ date, sessions: [toSession(s)] });
  }
  return days;
}

/** POST /v1/mob/creations/{id}/schedule: the creation and its sessions by day from a date on. */
export async function creationSchedule(
  db: Db,
  id: number,
  body: z.output<typeof CreationScheduleRequestSchema>,
  now: Date,
): Promise<CreationSchedule> {
  const c = await findCreation(db, id);
  if (!c) throw new HttpError('NOT_FOUND', CREATION_NOT_FOUND);
  const zone = c.timeZone;
  const dateFrom = body.dateFrom ?? dateInZone(now, zone);
  const dateTo = addDays(dateFrom, body.days - 1);
  const sessions = await sessionsOf(db, c.id, windowOf(now, zone, dateFrom, dateTo));
  const creation: CreationDetail = {
    ...summaryFields(c),
    priceFromKopecks: await cheapestFrom(db, c.id, now),
    description: c.description,
    lat: c.lat,
    lon: c.lon,
    cityId: c.cityId,
    cityName: c.cityName,
    timeZone: zone,
  };
  return { creation, dateFrom, dateTo, days: byDay(sessions, zone) };
}

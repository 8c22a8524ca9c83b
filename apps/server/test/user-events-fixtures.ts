import type { AddEventRequest } from '@sportkarta/contract/api/user-events';
import type { FastifyInstance } from 'fastify';
import { friendships } from '../src/db/schema';
import { insertSportTypes, insertVenues } from './map-fixtures';

// Issue 14 test helpers: a venue with two sports, friendships made by hand (the friends API is
// another module's), and a valid body for POST /v1/addEvent.

export const FOOTBALL = 951;
export const TENNIS = 952;
export const CHESS = 953;

export async function userEventVenues(
  app: FastifyInstance,
): Promise<{ pitch: number; hall: number }> {
  await insertSportTypes(app.db, [
    { id: FOOTBALL, name: 'Футбол' },
    { id: TENNIS, name: 'Теннис' },
    { id: CHESS, name: 'Шахматы' },
  ]);
  const [pitch, hall] = await insertVenues(app.db, [
    { name: 'Стадион «Труд»', lat: 55.75, lon: 37.6, sportTypeIds: [FOOTBALL, TENNIS] },
    { name: 'Манеж «Север»', lat: 55.85, lon: 37.55, sportTypeIds: [FOOTBALL] },
  ]);
  return { pitch: pitch!, hall: hall! };
}

/** An accepted friendship is two rows, a→b and b→a (schema-friends.ts). */
export async function makeFriends(app: FastifyInstance, a: string, b: string): Promise<void> {
  const createdAt = app.clock.now();
  await app.db
    .insert(friendships)
    .values([
      { userId: a, friendId: b, createdAt },
      { userId: b, friendId: a, createdAt },
    ])
    .onConflictDoNothing();
}

export function eventBody(complexId: number, over: Partial<AddEventRequest> = {}): AddEventRequest {
  return {
    complexId,
    sportTypeId: FOOTBALL,
    name: 'Футбол 5×5 после работы',
    description: 'Играем в две команды, мяч есть.',
    date: '2026-11-26',
    startTime: '19:00',
    endTime: '21:00',
    capacity: 10,
    audience: 'ANYONE',
    ...over,
  };
}

import type { Session } from '@sportkarta/contract/api/catalogue';
import type { Db } from '../../db/client';
import { productsLeft } from '../place-parts/repository';

// Issue 25: what a session sells on parts of its place, with what is left of each — the least
// of what its parts leave (place-parts/repository.ts) and of the session's own seats left.

type Product = NonNullable<Session['products']>[number];

export async function productsOfSessions(
  db: Db,
  sessions: readonly { id: number; seatsLeft: number }[],
  now: Date,
): Promise<Map<number, Product[]>> {
  const byId = new Map<number, Product[]>();
  if (sessions.length === 0) return byId;
  const seatsLeft = new Map(sessions.map((s) => [s.id, Math.max(0, s.seatsLeft)]));
  for (const p of await productsLeft(
    db,
    sessions.map((s) => s.id),
    now,
  )) {
    const session = Math.floor((seatsLeft.get(p.sessionId) ?? 0) / p.units);
    const list = byId.get(p.sessionId) ?? [];
    list.push({
      id: p.id,
      name: p.name,
      kind: p.kind,
      priceKopecks: p.priceKopecks,
      left: Math.min(p.left, session),
    });
    byId.set(p.sessionId, list);
  }
  return byId;
}

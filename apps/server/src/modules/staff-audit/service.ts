import {
  AUDIT_KIND_LABELS,
  type AuditKind,
  type AuditPage,
  type AuditQuery,
} from '@sportkarta/contract/api/venue-desk';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { namesOfEntries } from './names';
import { findAudit } from './repository';

// Issue 24: the audit log as the venue's administrator reads it — newest first, filtered by
// person, kind, the venue's days and order number; a cursor names the last entry seen.

const BAD_CURSOR = 'Неверная страница журнала: начните сначала';

function readCursor(cursor: string | undefined): { at: Date; id: number } | undefined {
  if (!cursor) return undefined;
  const c = decodeCursor(cursor);
  const id = Number(c?.id);
  if (!c || !Number.isSafeInteger(id)) throw new HttpError('BAD_REQUEST', BAD_CURSOR);
  return { at: c.at, id };
}

export async function auditPage(db: Db, complexId: number, q: AuditQuery): Promise<AuditPage> {
  if (q.from && q.to && q.from > q.to)
    throw new HttpError('BAD_REQUEST', 'Дата начала позже даты окончания');
  const rows = await findAudit(db, {
    complexId,
    userId: q.userId,
    kind: q.kind,
    from: q.from,
    to: q.to,
    orderNumber: q.orderNumber,
    after: readCursor(q.cursor),
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const names = await namesOfEntries(db, complexId, page);
  return {
    items: page.map((r, i) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      kind: r.kind as AuditKind,
      kindLabel: AUDIT_KIND_LABELS[r.kind as AuditKind],
      actor: { userId: r.actorUserId, name: r.actorName },
      complexId: r.complexId,
      objectType: r.objectType,
      objectId: r.objectId,
      orderNumber: r.orderNumber,
      deviceId: r.deviceId,
      before: r.before ?? null,
      after: r.after ?? null,
      ...(names[i] ? { names: names[i] } : {}),
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.at, last.id) : null,
  };
}

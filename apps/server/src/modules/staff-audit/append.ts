import type { AuditKind } from '@sportkarta/contract/api/venue-desk';
import type { Db } from '../../db/client';
import { insertAudit } from './repository';

/** One staff action, written in the transaction of the action itself (docs/venue-side.md). */
export interface AuditEntryInput {
  complexId: number;
  actorUserId: string;
  kind: AuditKind;
  at: Date;
  objectType:
    | 'ticket'
    | 'package'
    | 'order'
    | 'section_member'
    | 'staff'
    | 'check_in_list'
    | 'group'
    | 'session'
    | 'series'
    | 'scheduled_event'
    | 'service'
    | 'service_package'
    | 'package_rate'
    | 'policy'
    | 'substitution'
    | 'section'
    | 'coach'
    | 'place_part'
    | 'event_product'
    | 'complex'
    | 'place';
  objectId: string;
  orderNumber?: number | null;
  deviceId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends an entry; the table refuses any later change (the trigger of migration 0017). */
export function appendAudit(db: Db, e: AuditEntryInput): Promise<void> {
  return insertAudit(db, {
    ...e,
    orderNumber: e.orderNumber ?? null,
    deviceId: e.deviceId ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

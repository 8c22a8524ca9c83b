import type { z } from 'zod';
import type {
  CreateProductRequestSchema,
  EventProduct,
  EventProducts,
  UpdateProductRequest,
} from '@sportkarta/contract/api/venue-layouts';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { appendAudit } from '../staff-audit/append';
import { eventsOf } from '../venue-catalogue/repository';
import {
  createOnce,
  EVENT_NOT_FOUND,
  patchOnce,
  type Actor,
  type CatalogueDeps,
} from '../venue-catalogue/service';
import {
  insertProduct,
  markWithdrawn,
  productsOf,
  updateProduct,
  type ProductRow,
} from './products-repository';
import { partsOf } from './repository';
import { followLayout } from './service';

// Issue 25: what an event sells on its place's layout (docs/decisions/capacity-by-part.md): ANY
// (one unit on a leaf under the part) or WHOLE (every unit under it), at its own price. A
// product is withdrawn, never deleted: its holds and tickets keep naming it.

export const PRODUCT_NOT_FOUND = 'Товар не найден';
export const NO_PLACE = 'У события не указана площадка: сначала выберите её';
export const PART_NOT_ON_PLACE = 'Часть не найдена на площадке события';
export const PRODUCT_WITHDRAWN =
  'Товар снят с продажи: его нельзя изменить. Добавьте новый товар с нужной ценой';
export const emptyPart = (name: string) =>
  `В «${name}» ещё нет мест: добавьте в неё дорожки (половины)`;

type ProductInput = z.output<typeof CreateProductRequestSchema>;

const productView = (r: ProductRow): EventProduct => ({
  id: r.id,
  partId: r.partId,
  partName: r.partName,
  kind: r.kind,
  name: r.name,
  priceKopecks: r.priceKopecks,
  withdrawn: r.withdrawnAt !== null,
});

async function eventOf(db: Db, a: Actor & { eventId: number }) {
  const [event] = await eventsOf(db, { complexId: a.complexId, now: a.now, eventId: a.eventId });
  if (!event) throw new HttpError('NOT_FOUND', EVENT_NOT_FOUND);
  return event;
}

/** GET …/catalogue/events/{eventId}/products (catalogue.edit). */
export async function eventProducts(
  db: Db,
  a: Actor & { eventId: number },
): Promise<EventProducts> {
  const event = await eventOf(db, a);
  return {
    eventId: event.id,
    placeId: event.placeId,
    products: (await productsOf(db, { eventId: event.id })).map(productView),
  };
}

export async function createProduct(
  deps: CatalogueDeps,
  a: Actor & { eventId: number; body: ProductInput },
): Promise<{ product: EventProduct; fresh: boolean }> {
  const { idempotencyKey, ...fields } = a.body;
  const event = await eventOf(deps.db, a);
  const find = async (db: Db) =>
    (await productsOf(db, { eventId: a.eventId, key: idempotencyKey }))[0];
  const { row, fresh } = await createOnce(deps, a, {
    find,
    insert: async (tx) => {
      const placeId = event.placeId;
      if (placeId === null) throw new HttpError('CONFLICT', NO_PLACE);
      const [part] = await partsOf(tx, { complexId: a.complexId, placeId, partId: fields.partId });
      if (!part) throw new HttpError('VALIDATION_ERROR', PART_NOT_ON_PLACE);
      if (part.total === 0) throw new HttpError('CONFLICT', emptyPart(part.name));
      const made = await insertProduct(tx, { eventId: a.eventId, ...fields, key: idempotencyKey });
      // The event now sells on the layout: its sessions hold no more than the layout does.
      if (made !== undefined) await followLayout(tx, { ...a, placeId, partIds: [], delta: 0 });
      return made;
    },
    same: (r) => r.partId === fields.partId && r.kind === fields.kind && r.name === fields.name,
    conflict: 'Этот ключ запроса уже использован для другого товара',
    kind: 'PRODUCT_CREATE',
    objectType: 'event_product',
    after: { eventId: a.eventId, ...fields },
  });
  return { product: productView(row), fresh };
}

/** POST …/products/{productId}/withdraw: no new hold of it; what was held or sold stays. */
export async function withdrawProduct(
  deps: CatalogueDeps,
  a: Actor & { eventId: number; productId: number },
): Promise<EventProduct> {
  await eventOf(deps.db, a);
  return deps.db.transaction(async (tx) => {
    const [row] = await productsOf(tx, { eventId: a.eventId, productId: a.productId, lock: true });
    if (!row) throw new HttpError('NOT_FOUND', PRODUCT_NOT_FOUND);
    if (row.withdrawnAt !== null) return productView(row);
    await markWithdrawn(tx, row.id, a.now);
    await appendAudit(tx, {
      complexId: a.complexId,
      actorUserId: a.userId,
      kind: 'PRODUCT_WITHDRAW',
      at: a.now,
      objectType: 'event_product',
      objectId: String(row.id),
      before: { withdrawn: false },
      after: { withdrawn: true },
    });
    return { ...productView(row), withdrawn: true };
  });
}

/**
 * PATCH …/products/{productId}: a new name or price, from the next order on — an order copies
 * the price when it is made, so none already made changes. A withdrawn product is 409.
 */
export async function updateProductOf(
  deps: CatalogueDeps,
  a: Actor & { eventId: number; productId: number; body: UpdateProductRequest },
): Promise<EventProduct> {
  await eventOf(deps.db, a);
  const one = (db: Db, lock?: boolean) =>
    productsOf(db, { eventId: a.eventId, productId: a.productId, lock }).then((r) => r[0]);
  await patchOnce(deps, a, {
    lock: (tx) => one(tx, true),
    notFound: PRODUCT_NOT_FOUND,
    plan: async (_tx, row) => {
      if (row.withdrawnAt !== null) throw new HttpError('CONFLICT', PRODUCT_WITHDRAWN);
      return {
        current: { name: row.name, priceKopecks: row.priceKopecks },
        next: { name: a.body.name, priceKopecks: a.body.priceKopecks },
      };
    },
    write: (tx, set) => updateProduct(tx, a.productId, set),
    kind: 'PRODUCT_UPDATE',
    objectType: 'event_product',
    objectId: a.productId,
  });
  return productView((await one(deps.db))!);
}

import {
  CreatePartRequestSchema,
  CreatePartResultSchema,
  CreateProductRequestSchema,
  CreateProductResultSchema,
  EventProductParamsSchema,
  EventProductSchema,
  EventProductsParamsSchema,
  EventProductsSchema,
  LayoutPartParamsSchema,
  LayoutPartSchema,
  LayoutPlaceParamsSchema,
  UpdatePartRequestSchema,
  UpdateProductRequestSchema,
  VenueLayoutsSchema,
} from '@sportkarta/contract/api/venue-layouts';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors';
import { editorContext } from '../venue-catalogue/editor-context';
import { createProduct, eventProducts, updateProductOf, withdrawProduct } from './products';
import { createPart, removePart, updatePartOf, venueLayouts } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId';
const ONCE =
  'Повтор с тем же ключом запроса отвечает тем же (fresh: false); тот же ключ для другого — 409.';
const FOLLOW =
  'Ближайшие сеансы событий, продающих места площадки, меняются вместе со схемой; если они уже ' +
  'продали или держат больше мест, чем останется, — 409.';

/** Issue 25: the editor of layouts (lanes, halves) and of events' products (docs/venue-side.md). */
export const venueLayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, guard, actor } = editorContext(app);

  app.get(
    `${PATH}/layouts`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Схемы мест площадок спортобъекта',
        description: 'Все площадки спортобъекта с частями (дорожки, половины) — деревом.',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: VenueLayoutsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => venueLayouts(app.db, request.params.complexId),
  );

  app.post(
    `${PATH}/places/:placeId/parts`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Добавить часть схемы мест',
        description:
          'parentId null — корень (площадка целиком, один на площадку); иначе группа той же ' +
          'площадки. capacity — у дорожки (половины), null — у группы: её вместимость — сумма ' +
          `её частей. ${FOLLOW} ${ONCE}`,
        security: BEARER,
        params: LayoutPlaceParamsSchema,
        body: CreatePartRequestSchema,
        response: { 200: CreatePartResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      createPart(deps(), {
        ...actor(request),
        placeId: request.params.placeId,
        body: request.body,
      }),
  );
  app.patch(
    `${PATH}/parts/:partId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить часть: название, вместимость дорожки, группу или место в группе',
        description:
          'Вместимость — только у дорожки (половины); у группы — 409. parentId — другая группа ' +
          'той же площадки (часть встаёт последней, если не указан position), position — новое ' +
          'место среди частей группы (с нуля). Корень не перемещается; группа не переходит в ' +
          'саму себя или в свою часть; другая площадка — 409; часть, на которую на ближайших ' +
          `сеансах продано или держат места, в другую группу не переходит (409). ${FOLLOW} ` +
          'Те же значения ещё раз ничего не пишут.',
        security: BEARER,
        params: LayoutPartParamsSchema,
        body: UpdatePartRequestSchema,
        response: { 200: LayoutPartSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updatePartOf(deps(), {
        ...actor(request),
        partId: request.params.partId,
        body: request.body,
      }),
  );
  app.delete(
    `${PATH}/parts/:partId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Удалить часть схемы мест',
        description:
          'Удаляет часть со всеми её частями. Если на них продают товары, есть брони или ' +
          `билеты — 409 (сначала снимите товары с продажи). ${FOLLOW}`,
        security: BEARER,
        params: LayoutPartParamsSchema,
        response: {
          200: z.object({ removed: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await removePart(deps(), { ...actor(request), partId: request.params.partId });
      return { removed: true as const };
    },
  );

  app.get(
    `${PATH}/catalogue/events/:eventId/products`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Товары события по схеме мест',
        description: 'Что событие продаёт на частях площадки; в продаже — первыми.',
        security: BEARER,
        params: EventProductsParamsSchema,
        response: { 200: EventProductsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      eventProducts(app.db, { ...actor(request), eventId: request.params.eventId }),
  );
  app.post(
    `${PATH}/catalogue/events/:eventId/products`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Добавить товар события',
        description:
          'ANY — одно место на любой дорожке части («Любая дорожка», «Дорожка 3»), WHOLE — ' +
          'часть целиком («Дорожка 3 целиком»); цена в копейках. Сеансы события после этого ' +
          `вмещают не больше схемы (если уже продали больше — 409). ${ONCE}`,
        security: BEARER,
        params: EventProductsParamsSchema,
        body: CreateProductRequestSchema,
        response: { 200: CreateProductResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      createProduct(deps(), {
        ...actor(request),
        eventId: request.params.eventId,
        body: request.body,
      }),
  );
  app.patch(
    `${PATH}/catalogue/events/:eventId/products/:productId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить название или цену товара события',
        description:
          'Новая цена (в копейках) — со следующего заказа: заказ копирует цену, когда его ' +
          'оформляют, поэтому оформленные заказы не меняются. Товар, снятый с продажи, — 409. ' +
          'Те же значения ещё раз ничего не пишут.',
        security: BEARER,
        params: EventProductParamsSchema,
        body: UpdateProductRequestSchema,
        response: { 200: EventProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateProductOf(deps(), {
        ...actor(request),
        eventId: request.params.eventId,
        productId: request.params.productId,
        body: request.body,
      }),
  );
  app.post(
    `${PATH}/catalogue/events/:eventId/products/:productId/withdraw`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Снять товар события с продажи',
        description: 'Новых броней нет; проданное и уже удержанное остаётся. Повтор — то же.',
        security: BEARER,
        params: EventProductParamsSchema,
        response: { 200: EventProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      withdrawProduct(deps(), {
        ...actor(request),
        eventId: request.params.eventId,
        productId: request.params.productId,
      }),
  );
};

import {
  CatalogueEventParamsSchema,
  CatalogueEventSchema,
  CataloguePackageParamsSchema,
  CataloguePackageSchema,
  CatalogueRateParamsSchema,
  CatalogueRateSchema,
  CatalogueServiceParamsSchema,
  CatalogueServiceSchema,
  CreateEventRequestSchema,
  CreateEventResultSchema,
  CreatePackageRequestSchema,
  CreatePackageResultSchema,
  CreateRateRequestSchema,
  CreateServiceRequestSchema,
  CreateServiceResultSchema,
  DeleteRateResultSchema,
  UpdateEventRequestSchema,
  UpdatePackageRequestSchema,
  UpdateRateRequestSchema,
  UpdateServiceRequestSchema,
  VenueCatalogueSchema,
} from '@sportkarta/contract/api/venue-catalogue';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import {
  addRate,
  createEvent,
  createPackage,
  createService,
  deleteRate,
  updateEventOf,
  updatePackageOf,
  updateRateOf,
  updateServiceOf,
  venueCatalogue,
} from './service';
import { editorContext } from './editor-context';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/catalogue';

const PRICE_NOTE =
  'Цены — в копейках. Новая цена действует для покупок с этого момента: строки уже сделанных ' +
  'заказов хранят свою цену, их сумма и сумма возврата не меняются.';
const STATUS_NOTE =
  'status ARCHIVED — снято с продажи: посетители его не видят и не могут купить, уже ' +
  'проданные билеты и абонементы действуют.';

/** Issue 25: the venue's own catalogue (docs/venue-side.md "Catalogue editor"). */
export const venueCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, guard, actor } = editorContext(app);

  app.get(
    PATH,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Каталог спортобъекта',
        description:
          'Всё, что продаёт спортобъект, в продаже и снятое: площадки, события с расписанием ' +
          '(и сколько сеансов впереди), услуги без расписания, абонементы с тарифами. У тарифа — ' +
          'снят ли он с продажи (withdrawn) и покупали ли его (inUse: такой тариф нельзя удалить).',
        security: BEARER,
        params: ComplexParamsSchema,
        response: { 200: VenueCatalogueSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => venueCatalogue(app.db, request.params.complexId, app.clock.now()),
  );

  app.post(
    `${PATH}/events`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Создать событие с расписанием',
        description:
          'Событие площадки спортобъекта; его сеансы создаются отдельно (серия или сеанс). ' +
          'Повтор с тем же ключом запроса отвечает тем же событием (fresh: false); тот же ключ ' +
          `для другого события — 409. ${PRICE_NOTE}`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: CreateEventRequestSchema,
        response: { 200: CreateEventResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createEvent(deps(), { ...actor(request), body: request.body }),
  );
  app.patch(
    `${PATH}/events/:eventId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить событие',
        description:
          'Любые поля события и его статус. Длительность меняет только будущие сеансы, ' +
          `созданные после изменения. ${STATUS_NOTE} ${PRICE_NOTE}`,
        security: BEARER,
        params: CatalogueEventParamsSchema,
        body: UpdateEventRequestSchema,
        response: { 200: CatalogueEventSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateEventOf(deps(), {
        ...actor(request),
        eventId: request.params.eventId,
        body: request.body,
      }),
  );

  app.post(
    `${PATH}/services`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Создать услугу без расписания',
        description:
          'Услуга площадки, которую покупают на день: правило дней, проходы по билету, билетов ' +
          'в день всего и на одного посетителя. Повтор с тем же ключом запроса — та же услуга ' +
          `(fresh: false); тот же ключ для другой услуги — 409. ${PRICE_NOTE}`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: CreateServiceRequestSchema,
        response: { 200: CreateServiceResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createService(deps(), { ...actor(request), body: request.body }),
  );
  app.patch(
    `${PATH}/services/:serviceId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить услугу',
        description: `Любые поля услуги и её статус. ${STATUS_NOTE} ${PRICE_NOTE}`,
        security: BEARER,
        params: CatalogueServiceParamsSchema,
        body: UpdateServiceRequestSchema,
        response: { 200: CatalogueServiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateServiceOf(deps(), {
        ...actor(request),
        serviceId: request.params.serviceId,
        body: request.body,
      }),
  );

  app.post(
    `${PATH}/packages`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Создать абонемент',
        description:
          'Абонемент спортобъекта (или одной его площадки) хотя бы с одним тарифом: стоимость, ' +
          'срок, посещения, заморозка. Повтор с тем же ключом запроса — тот же абонемент ' +
          `(fresh: false); тот же ключ для другого — 409. ${PRICE_NOTE}`,
        security: BEARER,
        params: ComplexParamsSchema,
        body: CreatePackageRequestSchema,
        response: { 200: CreatePackageResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => createPackage(deps(), { ...actor(request), body: request.body }),
  );
  app.patch(
    `${PATH}/packages/:packageId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить абонемент',
        description: `Поля абонемента и его статус; тарифы меняются по одному. ${STATUS_NOTE}`,
        security: BEARER,
        params: CataloguePackageParamsSchema,
        body: UpdatePackageRequestSchema,
        response: { 200: CataloguePackageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updatePackageOf(deps(), {
        ...actor(request),
        packageId: request.params.packageId,
        body: request.body,
      }),
  );
  app.post(
    `${PATH}/packages/:packageId/rates`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Добавить тариф абонемента',
        description: `Новый тариф — последним в списке тарифов абонемента. ${PRICE_NOTE}`,
        security: BEARER,
        params: CataloguePackageParamsSchema,
        body: CreateRateRequestSchema,
        response: { 200: CatalogueRateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      addRate(deps(), {
        ...actor(request),
        packageId: request.params.packageId,
        body: request.body,
      }),
  );
  app.patch(
    `${PATH}/rates/:rateId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Изменить тариф',
        description:
          'Стоимость, срок, посещения, заморозка; withdrawn: true снимает тариф с продажи ' +
          '(его не предлагают и не продают, купленные абонементы действуют), false — ' +
          `возвращает в продажу. ${PRICE_NOTE}`,
        security: BEARER,
        params: CatalogueRateParamsSchema,
        body: UpdateRateRequestSchema,
        response: { 200: CatalogueRateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateRateOf(deps(), {
        ...actor(request),
        rateId: request.params.rateId,
        body: request.body,
      }),
  );
  app.delete(
    `${PATH}/rates/:rateId`,
    {
      preHandler: guard,
      schema: {
        tags: TAGS,
        summary: 'Удалить тариф',
        description:
          'Только тариф, который ни разу не покупали, и не последний тариф абонемента; тариф, ' +
          'который уже покупали, — 409: его можно только снять с продажи.',
        security: BEARER,
        params: CatalogueRateParamsSchema,
        response: { 200: DeleteRateResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteRate(deps(), { ...actor(request), rateId: request.params.rateId }),
  );
};

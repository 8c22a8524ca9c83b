import {
  AgreementIdParamsSchema,
  CashboxAccountSchema,
  ComplexIdParamsSchema,
  DayWithServiceRequestSchema,
  DayWithServiceResponseSchema,
  PlaceServicePackagesRequestSchema,
  PurchaseAgreementSchema,
  PurchaseAgreementsQuerySchema,
  PurchaseAgreementsResponseSchema,
  ScheduledEventsQuerySchema,
  ScheduledEventsResponseSchema,
  ServicePackageQuerySchema,
  ServicePackageSchema,
  ServicePackagesResponseSchema,
  ServicePermitsResponseSchema,
  ServiceTypesQuerySchema,
  ServiceTypesResponseSchema,
  SessionSeatsQuerySchema,
  SessionSeatsSchema,
  UnscheduledServicesQuerySchema,
  UnscheduledServicesResponseSchema,
} from '@sportkarta/contract/api/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { createSeatsWatcher, SEATS_CHANNEL, streamSeats } from './live-seats';
import {
  cashboxAccount,
  complexPackages,
  dayWithService,
  onePackage,
  purchaseAgreement,
  purchaseAgreements,
  scheduledEvents,
  servicePermits,
  serviceTypes,
  sessionSeats,
  unscheduledServices,
  watchedSeats,
} from './service';

const TAGS = ['catalogue'];
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** What a venue sells (issue 10; spec §7.1 "Sales and purchases", "Service packages"). */
export const catalogueV1Routes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  // Live-seats streams end when the app closes, or its close would wait for them; the process's
  // stop (server.ts) ends them first through `openStreams` too.
  const streams = app.openStreams;
  // One watcher per process over the union of the watched sessions, told of changes by NOTIFY.
  const watcher = createSeatsWatcher({
    read: (ids) => watchedSeats(app.db, ids, now()),
    listen: (handlers) =>
      app.database.listen(SEATS_CHANNEL, handlers, (err) =>
        app.log.warn({ err }, 'живые места: соединение LISTEN потеряно, подключаюсь снова'),
      ),
    log: app.log,
    now,
  });
  app.addHook('preClose', async () => {
    for (const stop of [...streams]) stop();
  });
  app.addHook('onClose', async () => watcher.stop());
  app.get(
    '/mob/service-types',
    {
      schema: {
        tags: TAGS,
        summary: 'Вкладки каталога спортобъекта',
        description:
          'Вкладки services / service-packages / all, где есть что купить, и площадки с числом услуг.',
        querystring: ServiceTypesQuerySchema,
        response: { 200: ServiceTypesResponseSchema, ...errors },
      },
    },
    async (request) => serviceTypes(app.db, request.query.complexId, now()),
  );
  app.get(
    '/mob/public/service-permits',
    {
      schema: {
        tags: TAGS,
        summary: 'Документы для посещения',
        querystring: ServiceTypesQuerySchema,
        response: { 200: ServicePermitsResponseSchema, ...errors },
      },
    },
    async (request) => servicePermits(app.db, request.query.complexId),
  );
  app.get(
    '/mob/public/scheduled-events',
    {
      schema: {
        tags: TAGS,
        summary: 'События с расписанием на день',
        description:
          'Сеансы дня площадки с оставшимися местами (живые брони вычтены), частью дня и временем открытия продаж.',
        querystring: ScheduledEventsQuerySchema,
        response: { 200: ScheduledEventsResponseSchema, ...errors },
      },
    },
    async (request) => scheduledEvents(app.db, request.query, now()),
  );
  app.get(
    '/mob/public/scheduled-events/seats',
    {
      schema: {
        tags: TAGS,
        summary: 'Оставшиеся места сеансов',
        description:
          'JSON, а с Accept: text/event-stream — поток событий seats при каждом изменении (server-sent events).',
        querystring: SessionSeatsQuerySchema,
        response: { 200: SessionSeatsSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const ids = request.query.sessionIds.split(',').map(Number);
      if (request.headers.accept?.includes('text/event-stream'))
        return streamSeats(streams, watcher, request, reply, ids);
      return sessionSeats(app.db, ids, now());
    },
  );
  app.get(
    '/mob/unscheduled-services',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Услуги без расписания',
        querystring: UnscheduledServicesQuerySchema,
        response: { 200: UnscheduledServicesResponseSchema, ...errors },
      },
    },
    async (request) => unscheduledServices(app.db, request.query, now()),
  );
  app.post(
    '/mob/public/placeServicePackages/:placeId',
    {
      schema: {
        tags: TAGS,
        summary: 'Абонементы спортобъекта',
        description: 'placeId — идентификатор спортобъекта (комплекса). Абонементы с тарифами.',
        params: ComplexIdParamsSchema,
        body: PlaceServicePackagesRequestSchema,
        response: { 200: ServicePackagesResponseSchema, ...errors },
      },
    },
    async (request) => complexPackages(app.db, request.params.placeId, request.body?.kind, now()),
  );
  app.get(
    '/mob/service-package',
    {
      schema: {
        tags: TAGS,
        summary: 'Абонемент с тарифами',
        querystring: ServicePackageQuerySchema,
        response: { 200: ServicePackageSchema, ...errors },
      },
    },
    async (request) => onePackage(app.db, request.query.id),
  );
  app.get(
    '/mob/ucashboxaccounts/:placeId',
    {
      schema: {
        tags: TAGS,
        summary: 'Касса владельца спортобъекта',
        description:
          'Провайдер оплаты (YOOKASSA, SBERBANK или null — покупка в приложении недоступна), способы оплаты, сервисный сбор.',
        params: ComplexIdParamsSchema,
        response: { 200: CashboxAccountSchema, ...errors },
      },
    },
    async (request) => cashboxAccount(app.db, request.params.placeId),
  );
  app.get(
    '/mob/public/agreements',
    {
      schema: {
        tags: TAGS,
        summary: 'Правила посещения и возврата',
        querystring: PurchaseAgreementsQuerySchema,
        response: { 200: PurchaseAgreementsResponseSchema, ...errors },
      },
    },
    async (request) => purchaseAgreements(app.db, request.query.complexId),
  );
  app.get(
    '/mob/public/agreements/:agreementId',
    {
      schema: {
        tags: TAGS,
        summary: 'Один документ правил',
        params: AgreementIdParamsSchema,
        response: { 200: PurchaseAgreementSchema, ...errors },
      },
    },
    async (request) => purchaseAgreement(app.db, request.params.agreementId),
  );
};

export const catalogueV2Routes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  app.post(
    '/mob/dayWithService',
    {
      schema: {
        tags: TAGS,
        summary: 'Дни календаря с билетами',
        description:
          'Дни площадки, когда есть сеансы (SCHEDULED_EVENT) или услуги (SERVICE), в пределах minDate…maxDate.',
        body: DayWithServiceRequestSchema,
        response: { 200: DayWithServiceResponseSchema, ...errors },
      },
    },
    async (request) => dayWithService(app.db, request.body, now()),
  );
  app.post(
    '/mob/scheduled-events',
    {
      schema: {
        tags: TAGS,
        summary: 'События с расписанием на день',
        body: ScheduledEventsQuerySchema,
        response: { 200: ScheduledEventsResponseSchema, ...errors },
      },
    },
    async (request) => scheduledEvents(app.db, request.body, now()),
  );
  app.post(
    '/mob/public/unscheduled-services',
    {
      schema: {
        tags: TAGS,
        summary: 'Услуги без расписания на день',
        body: UnscheduledServicesQuerySchema,
        response: { 200: UnscheduledServicesResponseSchema, ...errors },
      },
    },
    async (request) => unscheduledServices(app.db, request.body, now()),
  );
};

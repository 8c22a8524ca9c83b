import {
  StaffActivateRequestSchema,
  StaffPackageParamsSchema,
  StaffPackageSchema,
} from '@sportkarta/contract/api/venue-packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import { staffActivate, staffPackage } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/service-packages/:packageId';

/** Issue 25: a visitor's package at the front desk — its record, and activation. */
export const venuePackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      preHandler: app.staffGuard('orders.read'),
      schema: {
        tags: TAGS,
        summary: 'Абонемент посетителя и его история',
        description:
          'Продажа, активация (посетителем или на стойке — кем), заморозка, проходы, возвраты; ' +
          'время — моменты ISO, показываются в часовом поясе спортобъекта. Абонемент другого ' +
          'спортобъекта — 404.',
        security: BEARER,
        params: StaffPackageParamsSchema,
        response: { 200: StaffPackageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => staffPackage({ db: app.db }, { ...request.params, now: app.clock.now() }),
  );
  app.post(
    `${PATH}/activate`,
    {
      preHandler: app.staffGuard('packages.manage'),
      schema: {
        tags: TAGS,
        summary: 'Активировать абонемент посетителя на стойке',
        description:
          'С сегодняшнего или более позднего дня спортобъекта (startDate; прошедший день — 400); ' +
          'до этого дня вход по абонементу не пропускает. Только проданный и ещё не ' +
          'активированный абонемент (иначе 409). Повтор с тем же ключом отвечает тем же. ' +
          'Абонемент другого спортобъекта — 404.',
        security: BEARER,
        params: StaffPackageParamsSchema,
        body: StaffActivateRequestSchema,
        response: { 200: StaffPackageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      staffActivate(
        { db: app.db },
        {
          ...request.params,
          userId: request.user!.id,
          body: request.body,
          now: app.clock.now(),
        },
      ),
  );
};

import {
  AcceptAgreementsRequestSchema,
  AcceptAgreementsResponseSchema,
  AgreementListSchema,
} from '@sportkarta/contract/api/agreements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../errors';
import { acceptAgreements, listAgreements } from './service';

export const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agreements',
    {
      preHandler: app.authenticateOptional,
      schema: {
        tags: ['agreements'],
        summary: 'Соглашения CONSENT и TERMS_OF_USE',
        description:
          'Текущие версии соглашений. С токеном поле accepted говорит, принял ли человек эту версию; без токена — null.',
        security: [{ bearerAuth: [] }, {}],
        response: { 200: AgreementListSchema },
      },
    },
    async (request) => ({ agreements: await listAgreements(app.db, request.user?.id ?? null) }),
  );

  app.post(
    '/agreements/accept',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['agreements'],
        summary: 'Принять соглашения',
        description:
          'Сохраняет принятые версии. Версия должна быть текущей: если текст успел обновиться — 409, его нужно показать снова. Ответ — что ещё осталось принять.',
        security: [{ bearerAuth: [] }],
        body: AcceptAgreementsRequestSchema,
        response: {
          200: AcceptAgreementsResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      agreementsRequired: await acceptAgreements(app.db, request.user!.id, request.body.agreements),
    }),
  );
};

import {
  CancelSessionRequestSchema,
  CancelSessionResultSchema,
  SessionCalendarQuerySchema,
  SessionCalendarSchema,
  VenueSessionParamsSchema,
} from '@sportkarta/contract/api/venue-sessions';
import { ComplexParamsSchema } from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors';
import type { PaymentGateways } from '../../integrations/payments/index';
import { paymentDeps } from '../payments/service';
import { cancelSession, sessionCalendar } from './service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];
const PATH = '/mob/staff/complexes/:complexId/sessions';

/** Issue 25 (first slice): the venue's session calendar and the cancellation of a session. */
export function venueSessionRoutes(opts: {
  config: AppConfig;
  gateways: PaymentGateways;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PATH,
      {
        preHandler: app.staffGuard('sessions.read'),
        schema: {
          tags: TAGS,
          summary: 'Календарь сеансов спортобъекта',
          description:
            'Сеансы событий с расписанием, начинающиеся в дни from…to (включительно, в часовом ' +
            'поясе спортобъекта, не больше 31 дня): вместимость, продано, в брони сейчас, ' +
            'прошли на вход; отменённые — с причиной.',
          security: BEARER,
          params: ComplexParamsSchema,
          querystring: SessionCalendarQuerySchema,
          response: { 200: SessionCalendarSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        sessionCalendar({ db: app.db }, request.params.complexId, request.query, app.clock.now()),
    );
    app.post(
      `${PATH}/:sessionId/cancel`,
      {
        preHandler: app.staffGuard('sessions.cancel'),
        schema: {
          tags: TAGS,
          summary: 'Отменить сеанс',
          description:
            'Сеанс больше не продаётся (навсегда), брони снимаются, билеты на вход не действуют; ' +
            'каждая оплаченная позиция возвращается через того же эквайера (один раз), каждому ' +
            'держателю билета — одно уведомление и push; запись в журнале действий. Повторная ' +
            'отмена — 409; уже начавшийся (или прошедший) сеанс тоже 409: его не отменить. ' +
            'Сеанс другого спортобъекта — 404.',
          security: BEARER,
          params: VenueSessionParamsSchema,
          body: CancelSessionRequestSchema,
          response: {
            200: CancelSessionResultSchema,
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        cancelSession(paymentDeps(app, opts.gateways, opts.config), {
          ...request.params,
          userId: request.user!.id,
          reason: request.body.reason,
          now: app.clock.now(),
        }),
    );
  };
}

import { CheckInRequestSchema, CheckInResponseSchema } from '@sportkarta/contract/api/check-in';
import {
  CheckInConflictsResponseSchema,
  CheckInSyncRequestSchema,
  CheckInSyncResponseSchema,
  ComplexParamsSchema,
  OfflinePackSchema,
} from '@sportkarta/contract/api/venue-staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import { checkInConflicts } from './lists-service';
import { offlinePack } from './pack-service';
import { checkIn } from './service';
import { syncCheckIns } from './sync-service';

const TAGS = ['venue'];
const BEARER = [{ bearerAuth: [] }];

/** Issue 12/24: the door — a scan, an offline device's pack and its queue, the conflicts. */
export function checkInRoutes(opts: { signer: QrSigner }): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => ({ db: app.db, signer: opts.signer, seal: app.demoSeal });
    app.post(
      '/mob/staff/check-in',
      {
        preHandler: app.staffGuard('checkin.scan'),
        schema: {
          tags: TAGS,
          summary: 'Отметить посещение по QR-коду',
          description:
            'Право checkin.scan. Проверяет подпись и срок кода, спортобъект (complexId — вход ' +
            'этого спортобъекта; без него — любой, где есть право), список входа и окно сеанса, ' +
            'правило дней, квоту и однократность; при допуске записывает одно посещение. С nonce ' +
            'повтор возвращает первый ответ и ничего не записывает. 200 — что показать на ' +
            'сканере, 400 — код не наш, 403 — нет права, 404 — билета нет.',
          security: BEARER,
          body: CheckInRequestSchema,
          response: { 200: CheckInResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        checkIn(deps(), { ...request.body, access: request.staff!, now: app.clock.now() }),
    );
    app.post(
      '/mob/staff/check-in/sync',
      {
        preHandler: app.staffGuard('checkin.scan'),
        schema: {
          tags: TAGS,
          summary: 'Отправить проходы, отмеченные без сети',
          description:
            'Каждый проход применяется один раз по nonce (повтор — DUPLICATE с первым ответом), ' +
            'на момент scannedAt. Пропущенный устройством, но отклонённый сервером — CONFLICT: ' +
            'записывается в журнал для администратора. Не больше 500 за раз.',
          security: BEARER,
          body: CheckInSyncRequestSchema,
          response: { 200: CheckInSyncResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        syncCheckIns(deps(), { ...request.body, access: request.staff!, now: app.clock.now() }),
    );
    app.get(
      '/mob/staff/complexes/:complexId/offline-pack',
      {
        preHandler: app.staffGuard('checkin.scan'),
        schema: {
          tags: TAGS,
          summary: 'Билеты и абонементы дня для работы без сети',
          description:
            'Билеты сеансов и дней посещения этого дня (в часовом поясе спортобъекта) и ' +
            'действующие абонементы, с окнами входа по спискам и отметкой сегодняшнего прохода.',
          security: BEARER,
          params: ComplexParamsSchema,
          response: { 200: OfflinePackSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        offlinePack(app.db, {
          complexId: request.params.complexId,
          kid: opts.signer.kid,
          now: app.clock.now(),
          seal: app.demoSeal,
        }),
    );
    app.get(
      '/mob/staff/complexes/:complexId/check-in-conflicts',
      {
        preHandler: app.staffGuard('audit.read'),
        schema: {
          tags: TAGS,
          summary: 'Конфликты проходов без сети',
          description: 'Проходы, пропущенные устройством без сети, но отклонённые сервером.',
          security: BEARER,
          params: ComplexParamsSchema,
          response: { 200: CheckInConflictsResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => checkInConflicts(app.db, request.params.complexId),
    );
  };
}

import {
  QrCodeIdParamsSchema,
  QrPublicKeySchema,
  TicketListSchema,
  TicketSchema,
} from '@sportkarta/contract/api/purchases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import { listTickets, readTicket } from './service';

const BEARER = [{ bearerAuth: [] }];
const TAGS = ['purchases'];
const errors = errorResponses(400, 401, 404);

const LISTS = [
  {
    path: '/mob/user/purchases-services-with-date',
    kind: 'EVENT',
    summary: 'Билеты с расписанием',
    description: 'Билеты на сеансы, купленные человеком для себя и своих детей, новые сверху.',
  },
  {
    path: '/mob/user/purchases-services-without-date',
    kind: 'SERVICE',
    summary: 'Билеты без расписания',
    description: 'Посещения услуг без расписания (на выбранный день), для себя и своих детей.',
  },
] as const;

/** spec §7.1 purchases: the tickets lists, one ticket by its qrCodeId, the QR public key. */
export function purchasesRoutes(opts: { signer: QrSigner }): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => ({ db: app.db, signer: opts.signer });
    for (const list of LISTS) {
      app.get(
        list.path,
        {
          preHandler: app.authenticate,
          schema: {
            tags: TAGS,
            summary: list.summary,
            description: `${list.description} qrToken — содержимое QR-кода (JWS EdDSA, проверяется открытым ключом /v1/mob/public/qr-key).`,
            security: BEARER,
            response: { 200: TicketListSchema, ...errors },
          },
        },
        async (request) =>
          listTickets(deps(), { userId: request.user!.id, kind: list.kind, now: app.clock.now() }),
      );
      app.get(
        `${list.path}/:qrCodeId`,
        {
          preHandler: app.authenticate,
          schema: {
            tags: TAGS,
            summary: `${list.summary}: один билет`,
            description: 'Чужой билет — 404, как несуществующий.',
            security: BEARER,
            params: QrCodeIdParamsSchema,
            response: { 200: TicketSchema, ...errors },
          },
        },
        async (request) =>
          readTicket(deps(), {
            userId: request.user!.id,
            kind: list.kind,
            qrCodeId: request.params.qrCodeId,
            now: app.clock.now(),
          }),
      );
    }
    app.get(
      '/mob/public/qr-key',
      {
        schema: {
          tags: TAGS,
          summary: 'Открытый ключ QR-кодов',
          description: 'Ed25519 (JWK): сканер проверяет подпись билета без сети.',
          response: { 200: QrPublicKeySchema },
        },
      },
      async () => ({
        kid: opts.signer.kid,
        alg: 'EdDSA' as const,
        jwk: Object.fromEntries(
          Object.entries(opts.signer.publicJwk).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        ),
      }),
    );
  };
}

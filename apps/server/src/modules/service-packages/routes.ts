import {
  PackageActionParamsSchema,
  SoldPackageListSchema,
  SoldPackageParamsSchema,
  SoldPackageSchema,
} from '@sportkarta/contract/api/service-packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors';
import type { QrSigner } from '../../lib/qr-signing';
import { changePackage, listPackages, readPackage } from './service';

const TAGS = ['purchases'];
const BEARER = [{ bearerAuth: [] }];

const ACTIONS = [
  {
    action: 'activate',
    summary: 'Активировать абонемент',
    description: 'Срок действия тарифа считается со дня активации (по времени спортобъекта).',
  },
  {
    action: 'freeze',
    summary: 'Заморозить абонемент',
    description: 'В пределах дней и раз заморозки, которые допускает тариф.',
  },
  {
    action: 'unfreeze',
    summary: 'Разморозить абонемент',
    description: 'Срок действия продлевается на дни заморозки (начатый день — целый день).',
  },
] as const;

/** spec §7.1 the person's packages: the list, one, and activate / freeze / unfreeze. */
export function servicePackagesRoutes(opts: { signer: QrSigner }): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = () => ({ db: app.db, signer: opts.signer });
    app.get(
      '/mob/user/sold-service-packages',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Мои абонементы',
          description: 'Абонементы, купленные для себя и своих детей, новые сверху.',
          security: BEARER,
          response: { 200: SoldPackageListSchema, ...errorResponses(401) },
        },
      },
      async (request) => listPackages(deps(), { userId: request.user!.id, now: app.clock.now() }),
    );
    app.get(
      '/mob/user/sold-service-packages/:servicePackageDetailId',
      {
        preHandler: app.authenticate,
        schema: {
          tags: TAGS,
          summary: 'Один абонемент',
          description: 'Чужой абонемент — 404, как несуществующий.',
          security: BEARER,
          params: SoldPackageParamsSchema,
          response: { 200: SoldPackageSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        readPackage(deps(), {
          userId: request.user!.id,
          id: request.params.servicePackageDetailId,
          now: app.clock.now(),
        }),
    );
    for (const a of ACTIONS)
      app.post(
        `/mob/user/service-packages/:servicePackageId/${a.action}`,
        {
          preHandler: app.authenticate,
          schema: {
            tags: TAGS,
            summary: a.summary,
            description: `${a.description} 409 — действие сейчас невозможно (причина в message).`,
            security: BEARER,
            params: PackageActionParamsSchema,
            response: { 200: SoldPackageSchema, ...errorResponses(400, 401, 404, 409) },
          },
        },
        async (request) =>
          changePackage(deps(), {
            userId: request.user!.id,
            id: request.params.servicePackageId,
            now: app.clock.now(),
            action: a.action,
          }),
      );
  };
}

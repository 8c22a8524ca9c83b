import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { acceptForms } from '../../lib/form-bodies';
import { sendPage } from '../http';
import type { EmulatorFaults } from './faults';
import {
  cardFormPage,
  closedPage,
  type PageContext,
  readCard,
  TEST_CARDS,
  THREE_DS_CODE,
  threeDsPage,
} from './page';
import {
  type EmulatedPayment,
  type EmulatedProvider,
  findPayment,
  movePayment,
} from './repository';

/** Minutes a payment page stays open (Sberbank's sessionTimeoutSecs default is 1200). */
export const PAGE_MINUTES = 20;

/** What differs between the two providers around the shared page and state machine. */
export interface ProviderSpec {
  provider: EmulatedProvider;
  brand: PageContext['brand'];
  /** The emulator's prefix, the page's route under it, and the query parameter with the id. */
  prefix: string;
  pageRoute: string;
  idParam: string;
  /** Delivers the notification of a payment's final state; answers our HTTP status. */
  notify(p: EmulatedPayment, stale: boolean): Promise<number>;
  /** Where the browser goes once the page is done. */
  returnTo(p: EmulatedPayment): string;
  /** Reason codes in the provider's words. */
  reasons: { expired: string; insufficientFunds: string; threeDsFailed: string };
}

export interface EmulatorDeps {
  app: FastifyInstance;
  faults: EmulatorFaults;
}

/** Moves a payment to its final state once, and sends the notification of it. */
export async function finish(
  deps: EmulatorDeps,
  spec: ProviderSpec,
  p: EmulatedPayment,
  to: { status: 'succeeded' | 'canceled'; cancelReason?: string; method?: string },
): Promise<EmulatedPayment> {
  const moved = await movePayment(deps.app.db, p.id, ['pending', 'acs'], to, deps.app.clock.now());
  if (!moved) return (await findPayment(deps.app.db, spec.provider, p.id)) ?? p;
  deps.faults.notify(spec.provider, (stale) => spec.notify(moved, stale));
  return moved;
}

/** A page left open past its time cancels the payment (read lazily, as the provider reports it). */
export async function expireIfDue(
  deps: EmulatorDeps,
  spec: ProviderSpec,
  p: EmulatedPayment,
): Promise<EmulatedPayment> {
  if ((p.status === 'pending' || p.status === 'acs') && deps.app.clock.now() >= p.expiresAt)
    return finish(deps, spec, p, { status: 'canceled', cancelReason: spec.reasons.expired });
  return p;
}

/** The payment page: card form → (3-D Secure) → back to the shop. */
export function checkoutPageRoutes(deps: EmulatorDeps, spec: ProviderSpec): FastifyPluginAsync {
  return async (app) => {
    acceptForms(app, 8 * 1024);
    const load = async (query: unknown) => {
      const id = (query as Record<string, string | undefined>)[spec.idParam] ?? '';
      const p = id ? await findPayment(deps.app.db, spec.provider, id) : undefined;
      return p ? expireIfDue(deps, spec, p) : undefined;
    };
    const ctx = (p: EmulatedPayment): PageContext => ({
      brand: spec.brand,
      action: `${spec.prefix}${spec.pageRoute}?${spec.idParam}=${encodeURIComponent(p.id)}`,
      backUrl: spec.returnTo(p),
      amountKopecks: p.amountKopecks,
      description: String((p.request as { description?: string }).description ?? ''),
    });
    const closed = (p: EmulatedPayment) =>
      p.status === 'succeeded'
        ? 'Платёж уже оплачен'
        : 'Время на оплату истекло или платёж отменён';

    app.get(spec.pageRoute, async (request, reply) => {
      const p = await load(request.query);
      if (!p) return sendPage(reply, 404, '<!doctype html><p lang="ru">Платёж не найден</p>');
      if (p.status === 'succeeded' || p.status === 'canceled')
        return sendPage(reply, 200, closedPage(ctx(p), closed(p)));
      return sendPage(reply, 200, p.status === 'acs' ? threeDsPage(ctx(p)) : cardFormPage(ctx(p)));
    });

    app.post(spec.pageRoute, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      let p = await load(request.query);
      if (!p) return sendPage(reply, 404, '<!doctype html><p lang="ru">Платёж не найден</p>');
      if (p.status === 'succeeded' || p.status === 'canceled')
        return sendPage(reply, 200, closedPage(ctx(p), closed(p)));
      if (form.step === '3ds' && p.status === 'acs') {
        const ok = (form.code ?? '').trim() === THREE_DS_CODE;
        p = await finish(
          deps,
          spec,
          p,
          ok
            ? { status: 'succeeded', method: 'bank_card' }
            : { status: 'canceled', cancelReason: spec.reasons.threeDsFailed },
        );
        return reply.redirect(spec.returnTo(p), 303);
      }
      const card = readCard(form, deps.app.clock.now());
      if ('error' in card) return sendPage(reply, 422, cardFormPage(ctx(p), card.error));
      const test = TEST_CARDS[card.number];
      if (!test)
        return sendPage(
          reply,
          422,
          cardFormPage(
            ctx(p),
            'Эта карта не подходит для тестового режима: выберите тестовую карту',
          ),
        );
      if (test.outcome === '3ds') {
        p =
          (await movePayment(
            deps.app.db,
            p.id,
            ['pending'],
            { status: 'acs' },
            deps.app.clock.now(),
          )) ?? p;
        return sendPage(reply, 200, threeDsPage(ctx(p)));
      }
      p = await finish(
        deps,
        spec,
        p,
        test.outcome === 'success'
          ? { status: 'succeeded', method: 'bank_card' }
          : { status: 'canceled', cancelReason: spec.reasons.insufficientFunds },
      );
      return reply.redirect(spec.returnTo(p), 303);
    });
  };
}

import type { Page } from '@playwright/test';
import { expect, TOKEN_KEY } from './fixtures';
import { demoSignIn } from './sign-in';

// The demo person's paid purchase as a person makes it (issues 11–12 browser tests).

export type Provider = 'YOOKASSA' | 'SBERBANK';

/** A seeded venue with a 25 m pool whose owner sells in the app through `provider`. */
export async function aPoolVenue(page: Page, provider: Provider) {
  const list = await page.request.post('/v1/mob/places?size=60', {
    data: [{ field: 'sportTypes', values: [1] }],
  });
  const { items } = (await list.json()) as { items: { id: number }[] };
  for (const { id } of items) {
    const cashbox = (await (await page.request.get(`/v1/mob/ucashboxaccounts/${id}`)).json()) as {
      provider: Provider | null;
    };
    if (cashbox.provider !== provider) continue;
    const types = (await (
      await page.request.get(`/v1/mob/service-types?complexId=${id}`)
    ).json()) as {
      places: { placeId: number; name: string }[];
    };
    const pool = types.places.find((p) => p.name === 'Бассейн 25 м');
    if (pool) return { complexId: id, placeId: pool.placeId };
  }
  throw new Error(`в демо-данных нет бассейна с оплатой через ${provider}`);
}

export const FRIDAY = '2026-11-27';

/** Demo login, the Friday 19:00 session, both rules, «Перейти к оплате»: the provider's page. */
export async function orderAndGoToPay(page: Page, provider: Provider) {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
  const venue = await aPoolVenue(page, provider);
  await page.goto(`/tabs/places/${venue.complexId}`);
  await page.getByRole('link', { name: 'Купить билет' }).click();
  await page.getByRole('link', { name: /Бассейн 25 м/ }).click();
  await page.locator(`[data-date="${FRIDAY}"]`).click();
  await page.getByRole('tab', { name: 'Вечер', exact: true }).click();
  await page.getByRole('link', { name: 'Купить: 19:00 · Свободное плавание' }).click();
  await expect(page.getByRole('heading', { name: 'Свободное плавание', level: 2 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }).check();
  await page.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }).check();
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toBeVisible();
}

export async function fillCard(page: Page, card: string) {
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}

export async function expectSuccess(page: Page) {
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/success$/);
  await expect(page.getByRole('heading', { name: 'Отлично' })).toBeVisible();
  await expect(page.getByText('Теперь Ваша покупка в вашем Профиле')).toBeVisible();
}

/** The signed-in person's bearer token, as the app keeps it. */
export async function bearerOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error('нет токена: человек не вошёл');
  return `Bearer ${token}`;
}

/** A call to our API as someone, answering the parsed JSON (and failing the test on an error). */
export async function api<T>(
  page: Page,
  bearer: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<T> {
  const res = await page.request.fetch(url, {
    method,
    headers: { authorization: bearer },
    ...(data ? { data } : {}),
  });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Pays an order on the provider's page with the good test card without a browser tab (as the
 * app's in-app browser would), then waits until our server has it paid.
 */
export async function payByApi(page: Page, bearer: string, orderId: string): Promise<void> {
  const start = await api<{ confirmationUrl: string }>(
    page,
    bearer,
    'POST',
    '/v1/mob/sber/payment',
    {
      orderId,
      returnTo: 'web',
    },
  );
  const paid = await page.request.post(start.confirmationUrl, {
    form: { step: 'card', card: '5555555555554477', exp: '12/30', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(
      async () =>
        (
          await api<{ completed: boolean }>(
            page,
            bearer,
            'GET',
            `/v1/mob/orderCompleted/${orderId}`,
          )
        ).completed,
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}

/** The demo login in the browser: each one gets its own copy of the demo person. */
export async function demoLogin(page: Page) {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
}

/** A paid order of the person with `bearer`, made and paid through the API; answers its id. */
export async function paidOrderByApi(
  page: Page,
  bearer: string,
  complexId: number,
  line: object,
): Promise<string> {
  const order = await api<{ id: string }>(page, bearer, 'POST', '/v2/mob/preorder', {
    idempotencyKey: crypto.randomUUID(),
    agreementsAccepted: true,
    complexId,
    lines: [line],
  });
  await payByApi(page, bearer, order.id);
  return order.id;
}

/** E2E_NOW's day in Moscow: a service ticket for today admits now. */
const TODAY = '2026-11-25';

/**
 * The person with `bearer` pays, through the API, for a single pool visit today at a YooKassa
 * venue; answers the venue and the order.
 */
export async function buysPoolVisitToday(page: Page, bearer: string) {
  const { complexId, line } = await poolVisitTodayLine(page, bearer);
  const orderId = await paidOrderByApi(page, bearer, complexId, line);
  return { complexId, orderId };
}

/** A single pool visit today at a YooKassa venue, as an order line (not yet ordered). */
export async function poolVisitTodayLine(page: Page, bearer: string) {
  const venue = await aPoolVenue(page, 'YOOKASSA');
  const { services } = await api<{ services: { id: number; name: string }[] }>(
    page,
    bearer,
    'GET',
    `/v1/mob/unscheduled-services?placeId=${venue.placeId}&date=${TODAY}`,
  );
  const once = services.find((s) => s.name === 'Разовое посещение бассейна');
  expect(once, 'разовое посещение в демо-каталоге').toBeTruthy();
  const line = { kind: 'SERVICE', serviceId: once!.id, visitDate: TODAY, quantity: 1 };
  return { complexId: venue.complexId, line };
}

export interface BoughtTicket {
  complexId: number;
  qrCodeId: string;
  qrToken: string;
  holderName: string;
}

interface TicketItem {
  qrCodeId: string;
  qrToken: string;
  title: string;
  status: string;
  holder: { name: string };
}

/**
 * The visitor (in the test's own browser context) signs in by the demo login and buys a single
 * pool visit for today at a YooKassa venue; answers the ticket as the visitor's app has it.
 */
export async function visitorBuysTicket(visitor: Page): Promise<BoughtTicket> {
  await demoLogin(visitor);
  const bearer = await bearerOf(visitor);
  const { complexId } = await buysPoolVisitToday(visitor, bearer);
  const { items } = await api<{ items: TicketItem[] }>(
    visitor,
    bearer,
    'GET',
    '/v1/mob/user/purchases-services-without-date',
  );
  const ticket = items.find(
    (i) => i.title === 'Разовое посещение бассейна' && i.status === 'ACTIVE',
  );
  expect(ticket, 'купленный билет в списке посетителя').toBeTruthy();
  return {
    complexId,
    qrCodeId: ticket!.qrCodeId,
    qrToken: ticket!.qrToken,
    holderName: ticket!.holder.name,
  };
}

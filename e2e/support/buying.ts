import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The demo person's purchase of the Friday 19:00 «Свободное плавание» in a seeded 25 m pool,
// shared by the paying (issue 11) and the tickets (issue 12) specs.

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
  await page.getByRole('button', { name: 'Демо-вход' }).click();
  await expect(page).toHaveURL(/\/tabs\/main/);
  const venue = await aPoolVenue(page, provider);
  await page.goto(`/tabs/places/${venue.complexId}`);
  await page.getByRole('link', { name: 'Купить билет' }).click();
  await page.getByRole('link', { name: /Бассейн 25 м/ }).click();
  await page.locator(`[data-date="${FRIDAY}"]`).click();
  await page.locator('ion-segment-button').filter({ hasText: 'Вечер' }).click();
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

import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api, bearerOf, expectSuccess, fillCard } from '../support/paying';
import { staffBearer } from '../support/staff-session';
import { demoSignIn } from '../support/sign-in';

// Issue 13 in Chromium against the real server and the YooKassa emulator: the demo parent opens
// a venue's sections, picks the section, chooses the child, sees the group the child already
// applied to with its status and not selectable, applies to another group («Заявка подана»);
// the venue's staff approve it; the parent pays the rate and sees it in the profile. 375×812.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

interface Membership {
  id: string;
  status: 'NEW' | 'APPROVED' | 'DISMISSED';
  childId: string | null;
  memberName: string;
  complexId: number;
  section: { id: number; name: string };
  group: { id: number; name: string };
}

async function demoLogin(page: Page) {
  await page.goto('/user/login');
  await demoSignIn(page);
  await expect(page).toHaveURL(/\/tabs\/main/);
}

const memberships = async (page: Page, bearer: string) =>
  (await api<{ members: Membership[] }>(page, bearer, 'GET', '/v1/mob/section-member-group/list'))
    .members;

test('a parent enrols a child in a section group, staff approve, the rate is paid', async ({
  page,
}) => {
  // The whole way from the venue to the paid rate, with screenshots and accessibility checks.
  test.setTimeout(240_000);
  await demoLogin(page);
  const bearer = await bearerOf(page);
  const waiting = (await memberships(page, bearer)).find((m) => m.status === 'NEW');
  expect(waiting, 'у демо-ребёнка есть поданная заявка').toBeTruthy();
  const { complexId, section } = waiting!;

  // The venue's sections tab, then the section.
  await page.goto(`/tabs/places/${complexId}/serviceTypes/sections`);
  await expect(page.getByRole('tab', { name: 'Секции', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await screenshot(page, 'sections-tab');
  await page.getByRole('link', { name: new RegExp(section.name) }).click();
  await expect(page.getByRole('heading', { name: section.name, level: 1 })).toBeVisible();
  await expect(page.getByText(waiting!.group.name).first()).toBeVisible();
  await screenshot(page, 'section');
  await expectAccessible(page, 'секция');

  // Step 1: the child.
  await page.getByRole('link', { name: 'Записаться' }).click();
  await expect(page).toHaveURL(/\/sections\/\d+\/section-apply\?/);
  await expect(page.getByText('Шаг 1 из 3')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(waiting!.memberName) }).check();
  await screenshot(page, 'section-select-member');
  await expectAccessible(page, 'выбор участника');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 2: the group already applied to shows «Заявка подана» and cannot be chosen.
  await expect(page).toHaveURL(/\/sections\/\d+\/select-group\?/);
  const applied = page.getByRole('radio', { name: new RegExp(waiting!.group.name) });
  await expect(applied).toBeDisabled();
  await expect(applied).toHaveAccessibleName(/Заявка подана/);
  // A full group can be chosen too, for its waiting list (issue 25): take one with places.
  const free = page
    .locator('label.sk-sec-group--choice')
    .filter({ hasNotText: 'Мест нет' })
    .locator('input[name="group"]:enabled')
    .first();
  await free.check();
  const chosenName = await free.evaluate(
    (el) => el.closest('label')?.querySelector('.sk-sec-group__name')?.textContent ?? '',
  );
  expect(chosenName).not.toBe('');
  await screenshot(page, 'section-select-group');
  await expectAccessible(page, 'выбор группы');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 3: the rates, then the application.
  await expect(page).toHaveURL(/\/sections\/\d+\/group\/\d+\/select-rate\?/);
  await page
    .getByRole('radio', { name: /занятий в месяц/ })
    .first()
    .check();
  await screenshot(page, 'section-select-rate');
  await page.getByRole('button', { name: 'Подать заявку' }).click();
  await expect(page.getByRole('heading', { name: 'Заявка отправлена' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Заявка подана')).toBeVisible();
  await screenshot(page, 'section-applied');

  // The venue's staff approve the new application.
  const mine = (await memberships(page, bearer)).find(
    (m) => m.group.name === chosenName && m.status === 'NEW',
  );
  expect(mine, 'новая заявка в списке').toBeTruthy();
  const staff = staffBearer();
  await api(page, staff, 'POST', `/v1/mob/staff/section-members/${mine!.id}/decision`, {
    status: 'APPROVED',
  });

  // The profile shows it accepted with «Оплатить тариф»; paying goes through YooKassa.
  await page.goto('/tabs/profile/sections');
  // The card of this application: the demo child may already hold an accepted place in another
  // group of the same name, so the card is found by its group's own «Оплатить тариф» address.
  const card = page
    .locator('li')
    .filter({ hasText: 'Заявка принята' })
    .filter({ has: page.locator(`a[href*="/group/${mine!.group.id}/select-rate"]`) });
  await expect(card).toBeVisible();
  await screenshot(page, 'my-sections-approved');
  await expectAccessible(page, 'мои секции');
  await card.getByRole('link', { name: 'Оплатить тариф' }).click();
  await expect(page).toHaveURL(/\/select-rate\?/);
  await page.getByRole('link', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/order\/section-ordering\?/);
  // Every demo owner has both policies: the two rules are to be accepted (spec §2.4).
  await page.getByRole('checkbox', { name: 'Я согласен с правилами посещения' }).check();
  await page.getByRole('checkbox', { name: 'Я согласен с правилами возврата билетов' }).check();
  await screenshot(page, 'section-ordering');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page).toHaveURL(/\/emulators\/yookassa\/checkout\//);
  await fillCard(page, '5555 5555 5555 4477');
  await expectSuccess(page);

  // In the profile: the application paid, with its package.
  await page.goto('/tabs/profile/sections');
  const paid = page.locator('li', { hasText: chosenName }).filter({ hasText: 'Заявка принята' });
  await expect(paid.getByRole('link', { name: 'Абонемент секции' })).toBeVisible();
  await screenshot(page, 'my-sections-paid');
  await paid.getByRole('link', { name: 'Абонемент секции' }).click();
  await expect(page.getByRole('heading', { name: section.name }).first()).toBeVisible();

  // Issue 28: a section's payment is returned by the venue — the parent asks it from the order.
  await page.getByRole('link', { name: /состав и возврат/ }).click();
  await expect(page.getByText('Оплату секции возвращает спортобъект')).toBeVisible();
  await page.getByRole('button', { name: /^Попросить вернуть оплату/ }).click();
  const ask = page.getByRole('dialog', { name: 'Попросить спортобъект вернуть оплату?' });
  await ask
    .getByLabel('Почему вы просите вернуть оплату (увидит спортобъект)')
    .fill('Переезжаем в другой район');
  await ask.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('Запрос на возврат у спортобъекта')).toBeVisible();
  await screenshot(page, 'section-refund-asked');
  await expectAccessible(page, 'запрос на возврат секции');
  // The venue's front desk sees it and approves; the money goes back through YooKassa.
  const open = await api<{ requests: { id: string; reason: string }[] }>(
    page,
    staff,
    'GET',
    `/v1/mob/staff/complexes/${mine!.complexId}/section-refund-requests?status=NEW`,
  );
  const request = open.requests.find((r) => r.reason === 'Переезжаем в другой район');
  expect(request, 'запрос виден спортобъекту').toBeTruthy();
  await api(
    page,
    staff,
    'POST',
    `/v1/mob/staff/complexes/${mine!.complexId}/section-refund-requests/${request!.id}/decision`,
    { status: 'APPROVED' },
  );
  await page.reload();
  await expect(page.getByText('Спортобъект одобрил возврат')).toBeVisible();
  await expect(page.getByText('Возвращен', { exact: true })).toBeVisible();
  await screenshot(page, 'section-refund-approved');
});

test('a coach’s screen shows their status and groups', async ({ page }) => {
  await demoLogin(page);
  const bearer = await bearerOf(page);
  const { complexId } = (await memberships(page, bearer))[0]!;
  const { coaches } = await api<{ coaches: { id: number; lastName: string }[] }>(
    page,
    bearer,
    'GET',
    `/v1/mob/public/place/${complexId}/coaches`,
  );
  await page.goto(`/coaches/coach/${coaches[0]!.id}`);
  await expect(
    page.getByRole('heading', { name: new RegExp(coaches[0]!.lastName), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Группы тренера' }).first()).toBeVisible();
  await screenshot(page, 'coach');
  await expectAccessible(page, 'тренер');
});

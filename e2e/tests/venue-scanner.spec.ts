import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { expectNoProblems, staffDoor, verdictOf, writeQrVideo } from '../support/door';
import { visitorBuysTicket } from '../support/paying';

// Issue 24: the door scanner with a real camera (Chromium's fake capture device playing a
// video of the QR code a visitor bought in another browser), against today's check-in
// endpoint. The offline part with the server's pack and sync is venue-scanner-offline.spec.ts.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the camera reads a bought ticket: admitted, then refused as used', async ({ page }, info) => {
  const ticket = await visitorBuysTicket(page);
  const video = info.outputPath('ticket.y4m');
  writeQrVideo(ticket.qrToken, video);
  const door = await staffDoor(video);
  try {
    const staff = door.page;
    await staff.goto(`/staff/scanner/${ticket.complexId}`);
    await expect(staff.getByRole('banner')).toContainText('Сканер билетов');
    const verdict = verdictOf(staff);
    await expect(verdict.getByRole('heading', { name: 'Проходите' })).toBeVisible();
    await expect(verdict).toContainText('Проход разрешён');
    await expect(verdict).toContainText(ticket.holderName);
    await expect(verdict).not.toContainText('Проверено без сети');
    // The screen reader hears the verdict, not only sees the colour.
    await expect(staff.locator('[aria-live="assertive"]')).toContainText(
      `Проходите. Проход разрешён. ${ticket.holderName}`,
    );
    await screenshot(staff, 'scanner-admitted');
    await expectAccessible(staff, 'сканер: проход разрешён');

    // The same code still in front of the camera is not checked again by itself…
    await staff.getByRole('button', { name: 'Следующий билет' }).click();
    // …until the controller asks for the next one: the camera reads it again, now used.
    await expect(verdict.getByRole('heading', { name: 'Вход запрещён' })).toBeVisible();
    await expect(verdict).toContainText('Погашен: билет уже использован');
    await expect(verdict).toContainText(ticket.holderName);
    await screenshot(staff, 'scanner-refused');
    await expectAccessible(staff, 'сканер: вход запрещён');
    expectNoProblems(door);
  } finally {
    await door.browser.close();
  }
});

// The staff's browser is the test's own (staffDoor): no visitor's page is needed.
// eslint-disable-next-line no-empty-pattern
test('the ready door checks a typed code on the device: a forged one is refused', async ({}, info) => {
  const video = info.outputPath('blank.y4m');
  writeQrVideo(null, video);
  const door = await staffDoor(video);
  try {
    const staff = door.page;
    await staff.goto('/staff/scanner/1');
    await expect(staff.getByText('Наведите камеру на QR-код билета')).toBeVisible();
    await expect(staff.getByText('Все отметки отправлены')).toBeVisible();
    await screenshot(staff, 'scanner-ready');
    await expectAccessible(staff, 'сканер готов');
    // On a desktop the door is one centred column.
    await staff.setViewportSize({ width: 1280, height: 800 });
    await screenshot(staff, 'scanner-ready-desktop');
    await staff.setViewportSize({ width: 375, height: 812 });

    // A code signed by nobody, typed (keyboard only) as a handheld scanner would type it.
    const field = staff.getByLabel('Код билета');
    await field.focus();
    await staff.keyboard.insertText('eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.' + 'A'.repeat(86));
    await staff.keyboard.press('Enter');
    const verdict = verdictOf(staff);
    await expect(verdict.getByRole('heading', { name: 'Вход запрещён' })).toBeVisible();
    await expect(verdict).toContainText('QR-код не распознан: его выдала не Спорткарта');
    expectNoProblems(door);
  } finally {
    await door.browser.close();
  }
});

// eslint-disable-next-line no-empty-pattern
test('without camera permission the door says so in Russian and offers manual entry', async ({}, info) => {
  const video = info.outputPath('blank.y4m');
  writeQrVideo(null, video);
  const door = await staffDoor(video, { cameraAllowed: false });
  try {
    const staff = door.page;
    await staff.goto('/staff/scanner/1');
    const problem = staff.getByRole('alert');
    await expect(problem).toContainText('Нет доступа к камере');
    await expect(problem).toContainText('Пока можно ввести код вручную');
    await expect(staff.getByLabel('Код билета')).toBeVisible();
    await screenshot(staff, 'scanner-no-camera');
    await expectAccessible(staff, 'сканер без камеры');
    expectNoProblems(door);
  } finally {
    await door.browser.close();
  }
});

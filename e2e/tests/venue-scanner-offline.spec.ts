import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import {
  expectNoProblems,
  staffDoor,
  verdictOf,
  writeQrVideo,
  type StaffDoor,
} from '../support/door';
import { api, bearerOf, visitorBuysTicket, type BoughtTicket } from '../support/paying';
import { staffBearer } from '../support/staff-session';

// Issue 24, the door without the network: the scanner keeps the venue's offline pack, admits a
// ticket with the network cut (context.setOffline), queues the check-in with its nonce and sends
// it when the network returns (`GET …/offline-pack`, `POST /v1/mob/staff/check-in/sync`). The
// camera plays the QR code of a ticket a visitor just bought.

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

/**
 * Opens the door online with the camera not yet allowed (so it cannot read before the network
 * is cut), waits for the kept pack, cuts the network, allows the camera: the ticket is admitted
 * offline and queued; the network returns and the queue is sent.
 */
async function admitOffline(ticket: BoughtTicket, door: StaffDoor) {
  const staff = door.page;
  // The reader (ZXing's .wasm: Chromium on Linux has no BarcodeDetector) loads as the door
  // opens; the network is cut only once it has come, as a door that has opened online is.
  const readerLoaded = staff.waitForEvent('requestfinished', (r) => r.url().endsWith('.wasm'));
  await staff.goto(`/staff/scanner/${ticket.complexId}`);
  await expect(staff.getByText(/^Список на 25\.11: \d+ шт\., обновлён в \d\d:\d\d$/)).toBeVisible();
  await expect(staff.getByRole('alert')).toContainText('Нет доступа к камере');
  await readerLoaded;

  await door.context.setOffline(true);
  await expect(staff.getByText('Нет сети: проверяем по списку на устройстве')).toBeVisible();
  await door.context.grantPermissions(['camera']);
  await staff.getByRole('button', { name: 'Включить камеру' }).click();

  const verdict = verdictOf(staff);
  await expect(verdict.getByRole('heading', { name: 'Проходите' })).toBeVisible();
  await expect(verdict).toContainText('Проверено без сети');
  await expect(verdict).toContainText(ticket.holderName);
  await expect(staff.getByTestId('scanner-queue')).toHaveText('1 отметка ждёт отправки');
  await screenshot(staff, 'scanner-offline-queue');
  await expectAccessible(staff, 'сканер без сети, отметка в очереди');

  // The same code again, still offline: refused as the server would word it, from the pack
  // and this device's own admission (the decision both share, contract door-rules.ts).
  await staff.getByRole('button', { name: 'Следующий билет' }).click();
  await expect(verdict.getByRole('heading', { name: 'Вход запрещён' })).toBeVisible();
  await expect(verdict).toContainText('Погашен: билет уже использован');
  await expect(verdict).toContainText('Проверено без сети');
  await expect(staff.getByTestId('scanner-queue')).toHaveText('1 отметка ждёт отправки');
  await screenshot(staff, 'scanner-offline-refused');
  await expectAccessible(staff, 'сканер без сети: вход запрещён');

  await door.context.setOffline(false);
  await expect(staff.getByText('В сети', { exact: true })).toBeVisible();
  await expect(staff.getByTestId('scanner-queue')).toHaveText('Все отметки отправлены');
}

/** A visitor's new ticket, and the staff's door whose camera (not yet allowed) plays its code. */
async function ticketAtTheDoor(visitor: Page, info: TestInfo) {
  const ticket = await visitorBuysTicket(visitor);
  const video = info.outputPath('ticket.y4m');
  writeQrVideo(ticket.qrToken, video);
  return { ticket, door: await staffDoor(video, { cameraAllowed: false }) };
}

/** With the network cut, what the app still asks for fails, as it should. */
const CUT = /net::ERR_INTERNET_DISCONNECTED/;

test('offline: the door admits a ticket from its pack and the server applies it once synced', async ({
  page,
}, info) => {
  const { ticket, door } = await ticketAtTheDoor(page, info);
  try {
    await admitOffline(ticket, door);
    // The server has the offline check-in: the ticket is used, online too.
    const staff = staffBearer();
    const again = await api<{ result: string }>(page, staff, 'POST', '/v1/mob/staff/check-in', {
      qrToken: ticket.qrToken,
    });
    expect(again.result).toBe('USED');
    const { items } = await api<{ items: { qrCodeId: string; status: string }[] }>(
      page,
      await bearerOf(page),
      'GET',
      '/v1/mob/user/purchases-services-without-date',
    );
    expect(items.find((i) => i.qrCodeId === ticket.qrCodeId)?.status).toBe('DEACTIVATED');
    expectNoProblems(door, [CUT]);
  } finally {
    await door.browser.close();
  }
});

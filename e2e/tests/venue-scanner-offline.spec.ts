import type { Page, TestInfo } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';
import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import {
  AWAITING_SERVER,
  expectNoProblems,
  staffDoor,
  verdictOf,
  writeQrVideo,
  type StaffDoor,
} from '../support/door';
import {
  api,
  bearerOf,
  staffBearer,
  visitorBuysTicket,
  type BoughtTicket,
} from '../support/paying';

// Issue 24, the door without the network: the scanner keeps the venue's offline pack, admits a
// ticket with the network cut (context.setOffline), queues the check-in with its nonce and sends
// it when the network returns. The camera plays the QR code of a ticket a visitor just bought.
//
// NEEDS THE venue-server BRANCH: `GET /v1/mob/staff/complexes/:complexId/offline-pack` and
// `POST /v1/mob/staff/check-in/sync` (and `GET /v1/mob/staff/roles`) are built there. Until it
// is merged the first test is `fixme`; the second runs the same door against stand-ins of those
// two endpoints (page.route), so the app's offline path is tested today. Once venue-server is
// merged: drop `.fixme` below, delete the stand-in test, and drop AWAITING_SERVER (door.ts).

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
  await staff.goto(`/staff/scanner/${ticket.complexId}`);
  await expect(staff.getByText(/^Список на 25\.11: \d+ шт\., обновлён в \d\d:\d\d$/)).toBeVisible();
  await expect(staff.getByRole('alert')).toContainText('Нет доступа к камере');

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

  await door.context.setOffline(false);
  await expect(staff.getByText('В сети', { exact: true })).toBeVisible();
  await expect(staff.getByTestId('scanner-queue')).toHaveText('Все отметки отправлены');
}

/** A visitor's new ticket, and the staff's door whose camera (not yet allowed) plays its code. */
async function ticketAtTheDoor(visitor: Page, info: TestInfo) {
  const ticket = await visitorBuysTicket(visitor);
  const video = info.outputPath('ticket.y4m');
  writeQrVideo(ticket.qrToken, video);
  return { ticket, door: await staffDoor(visitor, video, { cameraAllowed: false }) };
}

/** With the network cut, what the app still asks for fails, as it should. */
const CUT = /net::ERR_INTERNET_DISCONNECTED/;

test.fixme('offline: the door admits a ticket from its pack and the server applies it once synced', async ({
  page,
}, info) => {
  const { ticket, door } = await ticketAtTheDoor(page, info);
  try {
    await admitOffline(ticket, door);
    // The server has the offline check-in: the ticket is used, online too.
    const staff = await staffBearer(page);
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

test('offline against stand-ins of the pack and sync endpoints (until venue-server)', async ({
  page,
}, info) => {
  const { ticket, door } = await ticketAtTheDoor(page, info);
  try {
    const generatedAt = new Date(Date.parse(E2E_NOW) - 60_000).toISOString();
    await door.page.route('**/v1/mob/staff/complexes/*/offline-pack', (route) =>
      route.fulfill({
        json: {
          generatedAt,
          validDate: '2026-11-25',
          kid: 'any',
          items: [
            {
              qrCodeId: ticket.qrCodeId,
              kind: 'TICKET',
              title: 'Разовое посещение бассейна',
              holderName: ticket.holderName,
              childAge: null,
              sessionStart: null,
              sessionEnd: null,
              admitFrom: null,
              admitUntil: null,
              visitsLeft: 1,
              status: 'ACTIVE',
              usedAt: null,
              reentry: false,
            },
          ],
        },
      }),
    );
    type Sync = { complexId: number; items: { nonce: string; qrToken: string }[] };
    const synced: Sync[] = [];
    await door.page.route('**/v1/mob/staff/check-in/sync', async (route) => {
      const body = route.request().postDataJSON() as Sync;
      synced.push(body);
      const response = {
        result: 'ACCEPTED',
        admitted: true,
        message: 'Проход разрешён',
        kind: 'TICKET',
        title: 'Разовое посещение бассейна',
        complexName: 'Бассейн',
        holder: { name: ticket.holderName, childAge: null },
        status: 'DEACTIVATED',
        visitsTotal: 1,
        visitsUsed: 1,
        visitsLeft: 0,
        validUntil: null,
      };
      await route.fulfill({
        json: {
          results: body.items.map((i) => ({ nonce: i.nonce, outcome: 'APPLIED', response })),
        },
      });
    });
    await admitOffline(ticket, door);
    expect(synced).toEqual([
      {
        complexId: ticket.complexId,
        deviceId: expect.any(String),
        items: [
          {
            nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
            qrToken: ticket.qrToken,
            scannedAt: expect.any(String),
            offlineAdmitted: true,
          },
        ],
      },
    ]);
    expectNoProblems(door, [...AWAITING_SERVER, CUT]);
  } finally {
    await door.browser.close();
  }
});

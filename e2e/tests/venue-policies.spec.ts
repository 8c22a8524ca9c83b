import { expect, expectAccessible, screenshot, test } from '../support/fixtures';
import { api } from '../support/paying';
import { chooseAdminAt, signInAsVenueStaff } from '../support/venue-admin';

// Issue 25 in Chromium against the real server: the venues' demo administrator opens «Правила»,
// uploads a new version of the visit rules as a PDF, and sees it current with the earlier one
// kept; visitors' agreements now name the new version. 375×812, and 1280×800 too.

// A whole, tiny PDF (the server checks the signature and the %%EOF ending).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Version {
  id: string;
  version: number;
  title: string;
}
interface Policies {
  policies: { kind: 'VISIT' | 'PAYBACK'; current: Version | null; earlier: Version[] }[];
}

test.beforeEach(async ({ skipFirstRun }) => {
  await skipFirstRun();
});

test('the administrator uploads a new version of the visit rules; the earlier one is kept', async ({
  page,
}) => {
  const { bearer, roles } = await signInAsVenueStaff(page);
  const venue = roles.find((r) => r.role === 'ADMIN')!;
  const url = `/v1/mob/staff/complexes/${venue.complexId}/policies`;
  const before = await api<Policies>(page, bearer, 'GET', url);
  const visit = before.policies.find((p) => p.kind === 'VISIT')!.current!;

  await chooseAdminAt(page, venue.complexName);
  await page.getByRole('link', { name: /^Правила/ }).click();
  await expect(page).toHaveURL(/\/staff\/policies$/);
  const section = page.getByRole('region', { name: 'Правила посещения' });
  await expect(section.getByRole('list', { name: 'Правила посещения: текущая' })).toContainText(
    `Версия ${visit.version}`,
  );

  await section.getByRole('button', { name: 'Загрузить новую версию: правила посещения' }).click();
  const form = page.getByRole('form', { name: 'Новая версия: правила посещения' });
  // The title defaults to the current one's: other specs read the venue's agreements by it.
  await expect(form.getByLabel('Название документа')).toHaveValue(visit.title);
  await form
    .getByLabel('Файл PDF')
    .setInputFiles({ name: 'rules.pdf', mimeType: 'application/pdf', buffer: PDF });
  await screenshot(page, 'staff-policies-upload');
  await form.getByRole('button', { name: 'Загрузить' }).click();

  const next = visit.version + 1;
  await expect(section.getByRole('list', { name: 'Правила посещения: текущая' })).toContainText(
    `Версия ${next}`,
  );
  await expect(
    section.getByRole('list', { name: 'Правила посещения: прежние версии' }),
  ).toContainText(`Версия ${visit.version}`);
  await screenshot(page, 'staff-policies');
  await expectAccessible(page, 'правила спортобъекта');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'staff-policies-desktop');

  // The server agrees: the new version is current, and visitors are asked to accept it.
  const after = await api<Policies>(page, bearer, 'GET', url);
  const current = after.policies.find((p) => p.kind === 'VISIT')!.current!;
  expect(current.version).toBe(next);
  const shown = await api<{ agreements: { id: string }[] }>(
    page,
    bearer,
    'GET',
    `/v1/mob/public/agreements?complexId=${venue.complexId}`,
  );
  expect(shown.agreements.map((a) => a.id)).toContain(current.id);
  expect(shown.agreements.map((a) => a.id)).not.toContain(visit.id);
});

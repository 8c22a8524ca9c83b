import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PolicyVersion, VenuePolicies } from '@sportkarta/contract/api/venue-policies';
import { HttpResponse } from 'msw';
import { answerWith, apiError, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { PoliciesEditor } from './policies-editor';

startApiServer();
startStaffSession();

const URL = `/v1/mob/staff/complexes/${COMPLEX}/policies`;

const version = (over: Partial<PolicyVersion> = {}): PolicyVersion => ({
  id: 'v1',
  kind: 'VISIT',
  version: 1,
  title: 'Правила посещения',
  uploadedAt: '2026-10-01T09:00:00.000Z',
  uploadedBy: null,
  supersededAt: null,
  url: '/v1/mob/policy/public/file/o/v1',
  orders: 12,
  ...over,
});
const policies = (over: Partial<VenuePolicies> = {}): VenuePolicies => ({
  ownerName: 'ООО «Волна»',
  venues: 2,
  policies: [
    { kind: 'VISIT', current: version(), earlier: [] },
    { kind: 'PAYBACK', current: null, earlier: [] },
  ],
  ...over,
});
const pdfFile = (name = 'rules.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.4\n%%EOF\n'], name, { type });

describe('PoliciesEditor', () => {
  it('shows each kind’s current version, its orders, and a kind without a document', async () => {
    answerWith('get', URL, policies());
    renderStaff(<PoliciesEditor role={staffRole('ADMIN')} />);
    expect(
      await screen.findByText(
        /Правила организации «ООО «Волна»» действуют на всех её спортобъектах \(2\)/,
      ),
    ).toBeInTheDocument();
    const visit = screen.getByRole('region', { name: 'Правила посещения' });
    const card = within(visit).getByRole('listitem');
    expect(card).toHaveTextContent('Текущая');
    expect(card).toHaveTextContent('Версия 1 · загружена 01.10.2026');
    expect(card).toHaveTextContent('12 заказов с этой версией');
    expect(
      within(card).getByRole('button', { name: 'Открыть «Правила посещения», версия 1' }),
    ).toBeEnabled();
    const payback = screen.getByRole('region', { name: 'Правила возврата' });
    expect(payback).toHaveTextContent('Документ ещё не загружен');
  });

  it('uploads a new version: the title and the file go as multipart, the list shows both versions', async () => {
    answerWith('get', URL, policies());
    const sent: { title: unknown; file: unknown }[] = [];
    answerWith('post', `${URL}/VISIT`, async ({ request }) => {
      const form = await request.formData();
      sent.push({ title: form.get('title'), file: form.get('pdf') });
      return HttpResponse.json(
        policies({
          policies: [
            {
              kind: 'VISIT',
              current: version({
                id: 'v2',
                version: 2,
                title: 'Правила посещения, ред. 2',
                uploadedAt: '2026-11-25T09:00:00.000Z',
                uploadedBy: 'Иванова Анна',
                orders: 0,
              }),
              earlier: [version({ supersededAt: '2026-11-25T09:00:00.000Z' })],
            },
            { kind: 'PAYBACK', current: null, earlier: [] },
          ],
        }),
      );
    });
    renderStaff(<PoliciesEditor role={staffRole('ADMIN')} />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Загрузить новую версию: правила посещения',
      }),
    );
    const form = screen.getByRole('form', { name: 'Новая версия: правила посещения' });
    fireEvent.change(within(form).getByLabelText('Название документа'), {
      target: { value: 'Правила посещения, ред. 2' },
    });
    fireEvent.change(within(form).getByLabelText('Файл PDF'), {
      target: { files: [pdfFile()] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Загрузить' }));
    const earlier = await screen.findByRole('list', { name: 'Правила посещения: прежние версии' });
    expect(within(earlier).getByRole('listitem')).toHaveTextContent(
      'Версия 1 · загружена 01.10.2026 · действовала до 25.11.2026',
    );
    const current = screen.getByRole('list', { name: 'Правила посещения: текущая' });
    expect(current).toHaveTextContent('загружена 25.11.2026, Иванова Анна');
    expect(current).toHaveTextContent('Заказов с ней пока нет');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe('Правила посещения, ред. 2');
    // The file part: jsdom's File crosses into Node's FormData without its name and bytes, so
    // only its type is compared here (the Chromium test sends a real PDF).
    expect(sent[0]!.file).toMatchObject({ type: 'application/pdf' });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the form before sending and shows the server’s refusal in Russian', async () => {
    answerWith('get', URL, policies());
    let posts = 0;
    answerWith('post', `${URL}/VISIT`, () => {
      posts += 1;
      return apiError(400, 'VALIDATION_ERROR', 'Загрузите файл PDF');
    });
    renderStaff(<PoliciesEditor role={staffRole('ADMIN')} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Загрузить новую версию: правила посещения' }),
    );
    const form = screen.getByRole('form');
    const submit = within(form).getByRole('button', { name: 'Загрузить' });
    fireEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Выберите файл PDF с правилами',
    );
    fireEvent.change(within(form).getByLabelText('Файл PDF'), {
      target: { files: [pdfFile('photo.jpg', 'image/jpeg')] },
    });
    fireEvent.click(submit);
    expect(within(form).getByRole('alert')).toHaveTextContent('Загрузите файл PDF');
    fireEvent.change(within(form).getByLabelText('Название документа'), {
      target: { value: '  ' },
    });
    fireEvent.click(submit);
    expect(within(form).getByRole('alert')).toHaveTextContent('Укажите название документа');
    expect(posts).toBe(0);

    fireEvent.change(within(form).getByLabelText('Название документа'), {
      target: { value: 'Правила' },
    });
    fireEvent.change(within(form).getByLabelText('Файл PDF'), {
      target: { files: [pdfFile('fake.pdf')] },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toBe(1));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Загрузите файл PDF');
    expect(submit).toBeEnabled();
  });

  it('a failed load says so and offers to retry', async () => {
    answerWith('get', URL, () => apiError(500, 'INTERNAL', 'Сервер недоступен'));
    renderStaff(<PoliciesEditor role={staffRole('ADMIN')} />);
    expect(await screen.findByText('Не удалось загрузить правила')).toBeInTheDocument();
  });
});

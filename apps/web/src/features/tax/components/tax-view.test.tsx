import { IonApp } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import type { TaxData, TaxOrganisation } from '@sportkarta/contract/api/tax';
import { setClock } from '@sportkarta/contract/clock';
import { createQueryClient } from '@/lib/query-client';
import { useSession, type SessionValue } from '@/lib/session';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { TaxView } from './tax-view';

startApiServer();

vi.mock('@/lib/session', () => ({ useSession: vi.fn() }));
// pdf.js does not run in jsdom: the viewer gets a one-page document instead.
vi.mock('@/ui/pdf-loader', () => ({
  openPdf: () =>
    Promise.resolve({
      numPages: 1,
      destroy: () => Promise.resolve(),
      getPage: () =>
        Promise.resolve({
          getViewport: ({ scale }: { scale: number }) => ({
            width: 595 * scale,
            height: 842 * scale,
          }),
          render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
        }),
    }),
}));

const ANNA = {
  id: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
  firstName: 'Анна',
  lastName: 'Демидова',
  middleName: 'Сергеевна',
  birthDate: '1990-04-12',
  gender: 'F',
  email: 'demo@sportkarta.ru',
  phone: '+79991234567',
  photo: null,
  inn: '',
  loginMethod: 'PHONE',
  isDemo: true,
} as const;

const OWNER = '11111111-1111-4111-8111-111111111111';
const BOWLING = '22222222-2222-4222-8222-222222222222';
const MISHA = '00000000-0000-4000-8000-00000000c401';
const CERT = '33333333-3333-4333-8333-333333333333';

const org = (o: Partial<TaxOrganisation>): TaxOrganisation => ({
  ownerId: OWNER,
  name: 'ГБУ «Спортивная школа № 4» Москомспорта',
  inn: '7701027722',
  kpp: '770101001',
  onSportList: true,
  amountKopecks: 140_000,
  certificate: null,
  ...o,
});

const data2026: TaxData = {
  year: 2026,
  years: [2026],
  limitKopecks: 15_000_000,
  payer: {
    fullName: 'Демидова Анна Сергеевна',
    inn: '',
    birthDate: '1990-04-12',
    amountKopecks: 210_000,
    eligibleKopecks: 140_000,
  },
  recipients: [
    {
      childId: null,
      name: 'Демидова Анна Сергеевна',
      birthDate: '1990-04-12',
      amountKopecks: 70_000,
      eligibleKopecks: 0,
      organisations: [
        org({
          ownerId: BOWLING,
          name: 'ООО «Боулинг Центр»',
          onSportList: false,
          amountKopecks: 70_000,
        }),
      ],
    },
    {
      childId: MISHA,
      name: 'Демидов Миша Алексеевич',
      birthDate: '2015-09-03',
      amountKopecks: 140_000,
      eligibleKopecks: 140_000,
      organisations: [org({})],
    },
  ],
};

const empty = (year: number): TaxData => ({
  ...data2026,
  year,
  payer: { ...data2026.payer, amountKopecks: 0, eligibleKopecks: 0 },
  recipients: [],
});

function renderView() {
  vi.mocked(useSession).mockReturnValue({
    status: 'logged-in',
    role: 'LOGINED',
    user: ANNA,
  } as unknown as SessionValue);
  return render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <TaxView />
      </QueryClientProvider>
    </IonApp>,
  );
}

beforeEach(() => {
  // 25 November 2026 in Moscow: the screen opens on 2026.
  setClock('2026-11-25T12:00:00+03:00');
  URL.createObjectURL = vi.fn(() => 'blob:spravka');
  URL.revokeObjectURL = vi.fn();
});

describe('TaxView', () => {
  it('shows the year per payer and child, the list and the limit', async () => {
    answerWith('post', '/service-docs/mob/taxRequest/data', async ({ request }) => {
      const { year } = (await request.json()) as { year: number };
      return HttpResponse.json(year === 2026 ? data2026 : empty(year));
    });
    renderView();
    expect(await screen.findByText(/не больше 150\s000\s₽/)).toBeInTheDocument();
    expect(screen.getByText('Вы — Демидова Анна Сергеевна')).toBeInTheDocument();
    const misha = screen.getByRole('region', { name: 'Демидов Миша Алексеевич' });
    expect(within(misha).getByText('Демидов Миша Алексеевич, 03.09.2015')).toBeInTheDocument();
    expect(within(misha).getByText('В перечне Минспорта')).toBeInTheDocument();
    expect(within(misha).getByText('ИНН 7701027722, КПП 770101001')).toBeInTheDocument();
    expect(within(misha).getByRole('button', { name: 'Получить справку' })).toBeEnabled();
    const me = screen.getByRole('region', { name: 'Вы — Демидова Анна Сергеевна' });
    expect(within(me).getByText('Нет в перечне Минспорта — вычет не положен')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).toBeNull();
    expect(screen.getByText(/^2\s100\s₽$/)).toBeInTheDocument();

    const years = screen.getByRole('group', { name: 'Год оплаты' });
    expect(
      within(years)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2026']);
    expect(within(years).getByRole('button', { name: '2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('an empty year says so', async () => {
    answerWith('post', '/service-docs/mob/taxRequest/data', { ...empty(2026), years: [2025] });
    renderView();
    expect(await screen.findByText('За этот год нет оплаченных услуг')).toBeInTheDocument();
    const years = screen.getByRole('group', { name: 'Год оплаты' });
    expect(
      within(years)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2026', '2025']);
  });

  it('requests the certificate for a child with the payer from the profile and opens the PDF', async () => {
    let issued = false;
    answerWith('post', '/service-docs/mob/taxRequest/data', () =>
      HttpResponse.json(
        issued
          ? {
              ...data2026,
              recipients: [
                data2026.recipients[0],
                {
                  ...data2026.recipients[1],
                  organisations: [
                    org({
                      certificate: {
                        id: CERT,
                        number: 1001,
                        amountKopecks: 140_000,
                        issuedAt: '2026-11-25T09:00:00.000Z',
                      },
                    }),
                  ],
                },
              ],
            }
          : data2026,
      ),
    );
    answerWith('post', '/service-docs/mob/taxRequest', async () => {
      await delay(50);
      issued = true;
      return HttpResponse.json({
        id: CERT,
        number: 1001,
        year: 2026,
        ownerId: OWNER,
        organisationName: 'ГБУ «Спортивная школа № 4» Москомспорта',
        childId: MISHA,
        beneficiaryName: 'Демидов Миша Алексеевич',
        amountKopecks: 140_000,
        issuedAt: '2026-11-25T09:00:00.000Z',
        pdfUrl: `/service-docs/mob/taxRequest/${CERT}/pdf`,
      });
    });
    answerWith(
      'get',
      `/service-docs/mob/taxRequest/${CERT}/pdf`,
      () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const seen = recordRequests();
    renderView();
    const misha = await screen.findByRole('region', { name: 'Демидов Миша Алексеевич' });
    fireEvent.click(within(misha).getByRole('button', { name: 'Получить справку' }));

    const dialog = await screen.findByRole('dialog', { name: 'Данные для справки' });
    expect(within(dialog).getByLabelText('ФИО плательщика')).toHaveValue('Демидова Анна Сергеевна');
    fireEvent.change(within(dialog).getByLabelText('ИНН плательщика'), {
      target: { value: '12a3' },
    });
    expect(within(dialog).getByLabelText('ИНН плательщика')).toHaveValue('123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Получить справку' }));
    expect(await within(dialog).findByText('ИНН физического лица — 12 цифр')).toBeInTheDocument();
    expect(seen.filter((r) => r.url === '/service-docs/mob/taxRequest')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('ИНН плательщика'), {
      target: { value: '770123456789' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Получить справку' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Оформляем справку…' }),
    ).toBeDisabled();

    expect(await screen.findByRole('img', { name: 'Страница 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скачать' })).toHaveAttribute(
      'download',
      'spravka-1001.pdf',
    );
    expect(seen.find((r) => r.url === '/service-docs/mob/taxRequest')?.body).toEqual({
      year: 2026,
      ownerId: OWNER,
      childId: MISHA,
      payer: { fullName: 'Демидова Анна Сергеевна', inn: '770123456789', birthDate: '1990-04-12' },
    });
    expect(
      await screen.findByRole('button', { name: 'Открыть справку № 1001' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal in the form and lets the person try again', async () => {
    answerWith('post', '/service-docs/mob/taxRequest/data', data2026);
    answerWith('post', '/service-docs/mob/taxRequest', () =>
      apiError(400, 'BAD_REQUEST', 'Организации нет в перечне Минспорта за 2026 год'),
    );
    renderView();
    const misha = await screen.findByRole('region', { name: 'Демидов Миша Алексеевич' });
    fireEvent.click(within(misha).getByRole('button', { name: 'Получить справку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные для справки' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Получить справку' }));
    expect(
      await within(dialog).findByText(/нет в перечне Минспорта за 2026 год/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Получить справку' })).toBeEnabled();
  });

  it('a failed load offers «Повторить»', async () => {
    answerWith('post', '/service-docs/mob/taxRequest/data', () =>
      apiError(500, 'INTERNAL_ERROR', 'Внутренняя ошибка сервера'),
    );
    renderView();
    expect(await screen.findByText('Не удалось загрузить оплаченные услуги')).toBeInTheDocument();
    answerWith('post', '/service-docs/mob/taxRequest/data', data2026);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Вы — Демидова Анна Сергеевна')).toBeInTheDocument();
  });
});

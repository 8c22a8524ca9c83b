import { fireEvent, screen, within } from '@testing-library/react';
import { setClock } from '@sportkarta/contract/clock';
import type { MoneyReport, ProviderMoney } from '@sportkarta/contract/api/venue-money';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { MoneyView } from './money-view';

startApiServer();
startStaffSession();

const URL = `/v1/mob/staff/complexes/${COMPLEX}/money`;

const totals = { payments: 2, collectedKopecks: 142100, refundedKopecks: 71050 };
const yoo: ProviderMoney = {
  provider: 'YOOKASSA',
  ours: totals,
  reported: {
    ...totals,
    feeKopecks: 3979,
    netKopecks: 67071,
    feeFrom: 'PROVIDER',
  },
  unavailable: null,
  differences: [],
};
const sber: ProviderMoney = {
  provider: 'SBERBANK',
  ours: { payments: 1, collectedKopecks: 71050, refundedKopecks: 0 },
  reported: {
    payments: 1,
    collectedKopecks: 71050,
    refundedKopecks: 10000,
    feeKopecks: 1989,
    netKopecks: 59061,
    feeFrom: 'CONFIG',
  },
  unavailable: null,
  differences: [
    {
      kind: 'REFUNDED',
      providerPaymentId: 'md-1',
      orderNumber: 1042,
      ours: { amountKopecks: 71050, refundedKopecks: 0 },
      provider: { amountKopecks: 71050, refundedKopecks: 10000 },
    },
  ],
};
const report = (providers: ProviderMoney[]): MoneyReport => ({
  from: '2026-11-01',
  to: '2026-11-25',
  timeZone: 'Europe/Moscow',
  providers,
});

describe('MoneyView', () => {
  beforeEach(() => setClock('2026-11-25T09:00:00Z'));
  afterEach(() => setClock(null));

  it('asks for the month so far; each acquirer beside our books, its differences or none', async () => {
    const seen = recordRequests();
    answerWith('get', URL, report([yoo, sber]));
    renderStaff(<MoneyView role={staffRole('ADMIN')} />);
    const card = await screen.findByRole('region', { name: 'ЮKassa' });
    expect(seen.map((r) => r.url)).toContain(`${URL}?from=2026-11-01&to=2026-11-25`);
    const table = within(card).getByRole('table', { name: 'ЮKassa: наши данные и отчёт эквайера' });
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name })
        .closest('tr')!
        .textContent!.replace(/\s/g, ' ');
    expect(row('Собрано')).toBe('Собрано1 421 ₽1 421 ₽');
    expect(row('Комиссия')).toBe('Комиссия—39,79 ₽');
    expect(row('К зачислению')).toBe('К зачислению—670,71 ₽');
    expect(card).toHaveTextContent('Расхождений нет');

    const bank = screen.getByRole('region', { name: 'СберБанк' });
    expect(bank).toHaveTextContent('по ставке из настроек');
    const diffs = within(bank).getByRole('list', { name: /Расхождения/ });
    const item = within(diffs).getByRole('listitem');
    expect(item).toHaveTextContent('Возвраты расходятся');
    expect(item).toHaveTextContent('Заказ № 1042');
    expect(item).toHaveTextContent('У нас710,50 ₽, возвращено 0 ₽');
    expect(item).toHaveTextContent('СберБанк710,50 ₽, возвращено 100 ₽');
  });

  it('an acquirer that did not answer: its warning, our side still shown', async () => {
    answerWith(
      'get',
      URL,
      report([
        {
          ...yoo,
          reported: null,
          unavailable: 'ЮKassa сейчас не отвечает: отчёт провайдера недоступен',
          differences: [],
        },
      ]),
    );
    renderStaff(<MoneyView role={staffRole('ADMIN')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ЮKassa сейчас не отвечает');
    const card = screen.getByRole('region', { name: 'ЮKassa' });
    expect(card).toHaveTextContent('1 421 ₽');
    expect(card).not.toHaveTextContent('Расхождений нет');
  });

  it('a period the server would refuse is not asked for; a failed load offers a retry', async () => {
    const seen = recordRequests();
    answerWith('get', URL, () => apiError(500, 'INTERNAL', 'Сервер недоступен'));
    renderStaff(<MoneyView role={staffRole('ADMIN')} />);
    expect(await screen.findByText('Не удалось загрузить деньги организации')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Повторить/ })).toBeEnabled();
    const asked = seen.length;
    fireEvent.change(screen.getByLabelText('Начало периода'), { target: { value: '2026-11-30' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Начало периода позже его конца');
    fireEvent.change(screen.getByLabelText('Начало периода'), { target: { value: '2026-01-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Период не длиннее 92 дней');
    expect(seen.length).toBe(asked);
  });

  it('no acquirer: nothing to compare', async () => {
    answerWith('get', URL, report([]));
    renderStaff(<MoneyView role={staffRole('ADMIN')} />);
    expect(await screen.findByText('Эквайер не подключён')).toBeInTheDocument();
  });
});

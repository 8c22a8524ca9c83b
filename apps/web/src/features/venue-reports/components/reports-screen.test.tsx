import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setClock } from '@sportkarta/contract/clock';
import type {
  CheckInsReport,
  OccupancyReport,
  SalesReport,
} from '@sportkarta/contract/api/venue-reports';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { ReportsScreen } from './reports-screen';

startApiServer();
startStaffSession();
// jsdom lays nothing out: the chart's box says it is 375 px wide, as on a phone.
class PhoneWideObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    const box = { width: 375, height: 0, top: 0, left: 0 } as DOMRectReadOnly;
    this.report([{ contentRect: box } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', PhoneWideObserver));
afterAll(() => vi.unstubAllGlobals());
// Wednesday 25 November, 11:00 in Moscow.
beforeEach(() => setClock(new Date('2026-11-25T08:00:00Z')));
afterEach(() => setClock(null));

const BASE = `/v1/mob/staff/complexes/${COMPLEX}/reports`;
const head = { timeZone: 'Europe/Moscow', from: '2026-11-19', to: '2026-11-25' };
const days = [
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
];

const sales = (orders = 3): SalesReport => ({
  ...head,
  totals: { orders, subtotalKopecks: 210000, feeKopecks: 3150, totalKopecks: 213150 },
  byDay: days.map((date) => ({
    date,
    orders: date === '2026-11-25' ? orders : 0,
    subtotalKopecks: date === '2026-11-25' ? 210000 : 0,
    feeKopecks: date === '2026-11-25' ? 3150 : 0,
    totalKopecks: date === '2026-11-25' ? 213150 : 0,
  })),
  byProduct: [
    { kind: 'RESERVATION', title: 'Свободное плавание', quantity: 3, amountKopecks: 210000 },
  ],
  byProvider: [{ provider: 'YOOKASSA', orders, totalKopecks: 213150 }],
});
const checkIns: CheckInsReport = {
  ...head,
  totals: { checkIns: 5, reentries: 1, days: 2 },
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, checkIns: hour === 11 ? 5 : 0 })),
};
const occupancy: OccupancyReport = {
  ...head,
  totals: { sessions: 1, capacity: 10, sold: 4, checkedIn: 2, groups: 1, places: 8, accepted: 6 },
  sessions: [
    {
      id: 1,
      startsAt: '2026-11-25T09:00:00.000Z',
      date: '2026-11-25',
      time: '12:00',
      eventName: 'Аквааэробика',
      capacity: 10,
      sold: 4,
      checkedIn: 2,
      canceled: false,
    },
  ],
  groups: [
    { id: 3, sectionName: 'Плавание', groupName: 'Младшая', places: 8, accepted: 6, waiting: 2 },
  ],
};

describe('ReportsScreen', () => {
  it('reads the last 7 days of sales: totals, a chart with its text, the tables in roubles', async () => {
    const seen = recordRequests();
    answerWith('get', `${BASE}/sales`, sales());
    renderStaff(<ReportsScreen role={staffRole('ADMIN')} />);
    const totals = await screen
      .findByRole('list', { name: 'Итого' })
      .catch(() => screen.findByLabelText('Итого'));
    expect(totals).toHaveTextContent('Заказов3');
    expect(totals).toHaveTextContent(/Оплачено2\s131,50\s₽/);
    expect(seen.map((r) => r.url)).toEqual([`${BASE}/sales?from=2026-11-19&to=2026-11-25`]);
    expect(screen.getByRole('button', { name: '7 дней' })).toHaveAttribute('aria-pressed', 'true');
    const chart = screen.getByRole('img', { name: /Оплачено по дням/ });
    expect(chart).toHaveAccessibleName(
      /Больше всего: 2\s131,50\s₽ — 25\.11\. Те же числа — в таблице ниже\./,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    const byDay = screen.getByRole('region', { name: 'Продажи по дням' });
    expect(
      within(byDay)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Дата', 'Заказов', 'Цены', 'Сбор', 'Оплачено']);
    expect(within(byDay).getAllByRole('row')[7]).toHaveTextContent(/25\.11\.2026.*3.*2\s100\s₽/);
    const products = screen.getByRole('region', { name: 'Продажи по позициям' });
    expect(products).toHaveTextContent('Сеанс');
    expect(screen.getByRole('region', { name: 'Продажи по эквайерам' })).toHaveTextContent(
      'ЮKassa',
    );
  });

  it('check-ins by hour as a chart of 24 bars; occupancy with its shares', async () => {
    answerWith('get', `${BASE}/sales`, sales());
    answerWith('get', `${BASE}/check-ins`, checkIns);
    answerWith('get', `${BASE}/occupancy`, occupancy);
    renderStaff(<ReportsScreen role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Проходы' }));
    const chart = await screen.findByRole('img', { name: /Проходы по часам/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(24);
    expect(chart).toHaveAccessibleName(/Больше всего: 5 — 11:00/);
    // At phone width the hour axis names every sixth hour and the last one, in the SVG's text.
    await waitFor(() => expect(chart).toHaveAttribute('width', '375'));
    const hours = [...chart.querySelectorAll('.visx-axis-bottom text')].map((n) => n.textContent);
    expect(hours).toEqual(['00:00', '06:00', '12:00', '18:00', '23:00']);
    expect(screen.getByRole('region', { name: 'Проходы по часам' })).toHaveTextContent(
      '11:00–12:00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Заполняемость' }));
    expect(await screen.findByText('Аквааэробика')).toBeInTheDocument();
    expect(screen.getByLabelText('Итого')).toHaveTextContent('4 из 10 · 40 %');
    expect(screen.getByLabelText('Итого')).toHaveTextContent('6 из 8 · 75 %');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('an empty period, an error, and a period the server would refuse (not asked)', async () => {
    const seen = recordRequests();
    answerWith('get', `${BASE}/sales`, ({ request }) =>
      new URL(request.url).searchParams.get('from') === '2026-11-25'
        ? apiError(500, 'INTERNAL', 'Сервер недоступен')
        : HttpResponse.json(sales(0)),
    );
    renderStaff(<ReportsScreen role={staffRole('ADMIN')} />);
    expect(await screen.findByText('За этот период здесь пусто')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(await screen.findByText('Не удалось загрузить отчёт')).toBeInTheDocument();
    const asked = seen.length;
    fireEvent.change(screen.getByLabelText('По'), { target: { value: '2026-11-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Конец периода раньше начала');
    expect(screen.getByLabelText('По')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Скачать CSV' })).toBeNull();
    expect(seen).toHaveLength(asked);
  });

  it('downloads the CSV of the chosen report and period; the buttons wait while it comes', async () => {
    answerWith('get', `${BASE}/sales`, sales());
    let release: () => void = () => undefined;
    const seen = recordRequests();
    answerWith('get', `${BASE}/sales.csv`, async () => {
      await new Promise<void>((r) => (release = r));
      return new HttpResponse('\uFEFFПродажи', { headers: { 'content-type': 'text/csv' } });
    });
    const created = vi.fn(() => 'blob:report');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderStaff(<ReportsScreen role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать CSV' }));
    expect(await screen.findByRole('button', { name: 'Готовим файл…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Скачать XLSX' })).toBeDisabled();
    await waitFor(() => expect(seen.some((r) => r.url.includes('/sales.csv'))).toBe(true));
    expect(seen.find((r) => r.url.includes('.csv'))?.url).toBe(
      `${BASE}/sales.csv?from=2026-11-19&to=2026-11-25`,
    );
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toHaveProperty('download', 'sales-2026-11-19-2026-11-25.csv');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Скачать CSV' })).toBeEnabled());
    click.mockRestore();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import {
  dialog,
  event,
  pkg,
  rate,
  service,
  type,
  catalogueFixtures,
} from '@/test/catalogue-fixture';
import { CatalogueScreen } from './catalogue-screen';

startApiServer();
startStaffSession();

const { URL, catalogue } = catalogueFixtures(COMPLEX);
const render = (path = '/staff/catalogue') =>
  renderStaff(<CatalogueScreen role={staffRole('ADMIN')} />, { path });

// Issue 25: the «Дополнительно» of the catalogue's forms — who an item is for, when its sales
// open (typed on the venue's clock: Yekaterinburg is UTC+5, whatever the test machine's zone),
// a service's quotas — and a rate's freeze times.
const EKB = 'Asia/Yekaterinburg';
/** 10:00 on 1 December in Yekaterinburg. */
const DEC_1_10AM = '2026-12-01T05:00:00.000Z';

const sentBodies = (seen: ReturnType<typeof recordRequests>, method: string) =>
  seen.filter((r) => r.method === method).map((r) => r.body);
const create = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Создать' }));
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const openAdd = async (name: string) => {
  const add = await screen.findByRole('button', { name });
  await waitFor(() => expect(add).toBeEnabled());
  fireEvent.click(add);
};

describe('CatalogueScreen: who, when, how many', () => {
  it('a new service sends who it is for, its sales moment on the venue’s clock and its quotas', async () => {
    answerWith('get', URL, catalogue({ timeZone: EKB, services: [] }));
    answerWith('post', `${URL}/services`, () =>
      HttpResponse.json({ service: service(), fresh: true }),
    );
    const seen = recordRequests();
    render('/staff/catalogue?view=services');
    await openAdd('Новая услуга');
    const more = within(dialog()).getByText('Дополнительно').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    type('Название', 'Сауна');
    type('Цена, ₽', '500');
    type('Кому можно купить', 'ONLY_USER');
    type('Возраст', 'SPECIFIC');
    type('Возраст от', '6');
    type('Возраст до', '12');
    type('Начало продаж', '2026-12-01T10:00');
    type('Посещений по билету', '');
    type('Билетов в день', '200');
    type('Билетов в день на человека', '2');
    create();
    await closed();
    expect(sentBodies(seen, 'POST')[0]).toMatchObject({
      name: 'Сауна',
      audience: 'ONLY_USER',
      targetGroup: 'SPECIFIC',
      ageFrom: 6,
      ageTo: 12,
      salesOpenAt: DEC_1_10AM,
      visitQuota: null,
      dailyCapacity: 200,
      perPersonDailyLimit: 2,
    });
  });

  it('wrong ages unfold «Дополнительно» and take the focus; nothing is sent', async () => {
    answerWith('get', URL, catalogue());
    const seen = recordRequests();
    render();
    await openAdd('Новое событие');
    type('Название', 'Аквааэробика');
    type('Цена, ₽', '700');
    type('Возраст', 'SPECIFIC');
    type('Возраст от', '12');
    type('Возраст до', '6');
    create();
    expect(await within(dialog()).findByText('Возраст «от» больше возраста «до»')).toBeVisible();
    expect(within(dialog()).getByLabelText('Возраст до')).toHaveFocus();
    expect(within(dialog()).getByText('Дополнительно').closest('details')).toHaveAttribute('open');

    type('Возраст от', '');
    type('Возраст до', '');
    create();
    expect(await within(dialog()).findByText('Укажите возраст «от», «до» или оба')).toBeVisible();
    expect(within(dialog()).getByLabelText('Возраст от')).toHaveFocus();
    expect(sentBodies(seen, 'POST')).toEqual([]);
  });

  it('quotas are whole numbers in their range or empty', async () => {
    answerWith('get', URL, catalogue({ services: [] }));
    const seen = recordRequests();
    render('/staff/catalogue?view=services');
    await openAdd('Новая услуга');
    type('Название', 'Сауна');
    type('Цена, ₽', '500');
    type('Посещений по билету', '0');
    type('Билетов в день', '1,5');
    type('Билетов в день на человека', '');
    create();
    const field = (label: string) => within(dialog()).getByLabelText(label);
    await waitFor(() =>
      expect(field('Посещений по билету')).toHaveAccessibleDescription('Не меньше 1'),
    );
    expect(field('Посещений по билету')).toHaveFocus();
    expect(field('Билетов в день')).toHaveAccessibleDescription('Укажите целое число');
    expect(field('Билетов в день на человека')).toHaveAccessibleDescription('Укажите целое число');
    expect(sentBodies(seen, 'POST')).toEqual([]);
  });

  it('a change starts from the venue’s clock and sends only what differs', async () => {
    const sauna = service({
      targetGroup: 'SPECIFIC',
      ageFrom: 6,
      ageTo: 12,
      salesOpenAt: '2026-12-01T05:00:00Z',
      dailyCapacity: 200,
    });
    const swim = event({ salesOpenAt: DEC_1_10AM });
    answerWith('get', URL, catalogue({ timeZone: EKB, events: [swim], services: [sauna] }));
    answerWith('patch', `${URL}/services/9`, () => HttpResponse.json(sauna));
    answerWith('patch', `${URL}/events/5`, () => HttpResponse.json(swim));
    const seen = recordRequests();
    render('/staff/catalogue?view=services');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Сауна' }));
    expect(within(dialog()).getByLabelText('Начало продаж')).toHaveValue('2026-12-01T10:00');
    expect(within(dialog()).getByText('Дополнительно').closest('details')).toHaveAttribute('open');
    type('Возраст до', '14');
    type('Билетов в день', '');
    save();
    await closed();

    fireEvent.click(screen.getByRole('tab', { name: 'События' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Свободное плавание' }));
    type('Начало продаж', '');
    type('Кому можно купить', 'ONLY_USER');
    save();
    await closed();
    await waitFor(() =>
      expect(sentBodies(seen, 'PATCH')).toEqual([
        { ageTo: 14, dailyCapacity: null },
        { audience: 'ONLY_USER', salesOpenAt: null },
      ]),
    );
  });

  it('a package’s sales moment and target group; moving off SPECIFIC clears the ages', async () => {
    const morning = { ...pkg, targetGroup: 'SPECIFIC' as const, ageFrom: 6, ageTo: 12 };
    answerWith('get', URL, catalogue({ timeZone: EKB, packages: [morning] }));
    answerWith('patch', `${URL}/packages/8`, () => HttpResponse.json(morning));
    const seen = recordRequests();
    render('/staff/catalogue?view=packages');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить: Абонемент на плавание' }));
    type('Возраст', 'TEENS');
    type('Начало продаж', '2026-12-01T10:00');
    save();
    await closed();
    await waitFor(() =>
      expect(sentBodies(seen, 'PATCH')).toEqual([
        { targetGroup: 'TEENS', ageFrom: null, ageTo: null, salesOpenAt: DEC_1_10AM },
      ]),
    );
  });

  it('cards show ages, audience, the sales moment, quotas and a rate’s freezes', async () => {
    answerWith(
      'get',
      URL,
      catalogue({
        timeZone: EKB,
        events: [
          event({
            targetGroup: 'SPECIFIC',
            ageFrom: 6,
            ageTo: 12,
            audience: 'ONLY_USER',
            salesOpenAt: DEC_1_10AM,
          }),
        ],
        services: [
          service({
            visitQuota: null,
            dailyCapacity: 200,
            perPersonDailyLimit: 2,
            targetGroup: 'CHILDREN',
          }),
        ],
        packages: [{ ...pkg, rates: [rate({ freezeDays: 14, freezeTimes: 2 })] }],
      }),
    );
    render();
    const events = await screen.findByRole('list', { name: 'События с расписанием' });
    expect(within(events).getByRole('listitem')).toHaveTextContent(
      'Возраст от 6 до 12 лет · Только для себя · Продажи с 1 декабря 2026, 10:00',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Услуги' }));
    const sauna = within(screen.getByRole('list', { name: 'Услуги без расписания' })).getByRole(
      'listitem',
    );
    expect(sauna).toHaveTextContent(
      'посещения без ограничений · до 200 билетов в день · до 2 в день на человека',
    );
    expect(sauna).toHaveTextContent('Дети (7–11 лет)');
    fireEvent.click(screen.getByRole('tab', { name: 'Абонементы' }));
    expect(screen.getByText('Месяц · 8 посещений · заморозка до 14 дн., до 2 раз')).toBeVisible();
  });

  it('a rate’s freeze times are sent for a new rate and for a change', async () => {
    answerWith('get', URL, catalogue());
    answerWith('post', `${URL}/packages/8/rates`, () => HttpResponse.json(rate({ id: 23 })));
    answerWith('patch', `${URL}/rates/21`, () => HttpResponse.json(rate({ freezeTimes: 2 })));
    const seen = recordRequests();
    render('/staff/catalogue?view=packages');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Добавить тариф: Абонемент на плавание' }),
    );
    type('Название тарифа', 'Неделя');
    type('Стоимость, ₽', '1000');
    type('Дней заморозки', '7');
    type('Раз заморозки', '3');
    create();
    await closed();
    fireEvent.click(
      screen.getByRole('button', { name: 'Изменить: Месяц (Абонемент на плавание)' }),
    );
    expect(within(dialog()).getByLabelText('Раз заморозки')).toHaveValue('0');
    type('Раз заморозки', '2');
    save();
    await closed();
    await waitFor(() => {
      expect(sentBodies(seen, 'POST')[0]).toMatchObject({ freezeDays: 7, freezeTimes: 3 });
      expect(sentBodies(seen, 'PATCH')).toEqual([{ freezeTimes: 2 }]);
    });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setClock } from '@sportkarta/contract/clock';
import type { SeriesEvent, SeriesList, SessionSeries } from '@sportkarta/contract/api/venue-series';
import type { VenueSession } from '@sportkarta/contract/api/venue-sessions';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { staffSessionsKey } from '../api/staff-sessions';
import { SeriesView } from './series-view';
import { SessionsScreen } from './sessions-screen';

startApiServer();
startStaffSession();

const URL = `/v1/mob/staff/complexes/${COMPLEX}/series`;
// Wednesday 25 November, 17:30 in Moscow (the venue's zone).
const NOW = '2026-11-25T17:30:00+03:00';

const event: SeriesEvent = {
  id: 5,
  name: 'Свободное плавание',
  placeName: 'Большая чаша',
  priceKopecks: 70000,
  durationMinutes: 60,
};
const series = (over: Partial<SessionSeries> = {}): SessionSeries => ({
  id: 9,
  eventId: 5,
  eventName: 'Свободное плавание',
  priceKopecks: 70000,
  weekdays: [1, 3, 5],
  startTime: '19:00',
  durationMinutes: 90,
  startDate: '2026-11-23',
  endDate: '2026-12-20',
  capacity: 12,
  exceptions: ['2026-12-02'],
  canceled: false,
  canceledAt: null,
  cancelReason: null,
  sessions: 11,
  upcoming: 10,
  sold: 7,
  ...over,
});
const list = (s: SessionSeries[], events: SeriesEvent[] = [event]): SeriesList => ({
  timeZone: 'Europe/Moscow',
  series: s,
  events,
});
const kept: VenueSession = {
  id: 41,
  eventId: 5,
  eventName: 'Свободное плавание',
  placeName: 'Большая чаша',
  startsAt: '2026-11-27T16:00:00.000Z',
  endsAt: '2026-11-27T17:30:00.000Z',
  date: '2026-11-27',
  priceKopecks: 70000,
  capacity: 12,
  sold: 3,
  held: 0,
  checkedIn: 0,
  canceled: false,
  canceledAt: null,
  cancelReason: null,
};
const TITLE = 'Свободное плавание · Пн, Ср, Пт · 19:00–20:30';

/** «Новая серия» waits for the list (it brings the events to pick from). */
async function openForm() {
  const add = await screen.findByRole('button', { name: 'Новая серия' });
  await waitFor(() => expect(add).toBeEnabled());
  fireEvent.click(add);
}

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

describe('SeriesView', () => {
  it('lists each series with its pattern, dates, seats, price and sales', async () => {
    answerWith(
      'get',
      URL,
      list([
        series(),
        series({
          id: 8,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          exceptions: [],
          canceled: true,
          canceledAt: '2026-11-20T10:00:00.000Z',
          cancelReason: 'Ремонт чаши',
          upcoming: 0,
        }),
      ]),
    );
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    const ul = await screen.findByRole('list', { name: 'Серии сеансов' });
    const [first, second] = within(ul).getAllByRole('listitem');
    expect(first).toHaveTextContent('Пн, Ср, Пт · 19:00–20:30');
    expect(first).toHaveTextContent('23 ноября — 20 декабря 2026 г.');
    expect(first).toHaveTextContent('Большая чаша · 700 ₽ · Мест на сеанс: 12');
    expect(first).toHaveTextContent('Сеансов: 11Впереди: 10Продано: 7');
    expect(first).toHaveTextContent('Пропуск: 2 декабря');
    expect(second).toHaveTextContent('Каждый день');
    expect(second).toHaveTextContent('Отменена');
    expect(second).toHaveTextContent('Причина отмены: Ремонт чаши');
    // Nothing to change on a cancelled series.
    expect(within(second!).queryByRole('button')).toBeNull();
    for (const name of ['Пропустить дату', 'Перенести время', 'Отменить серию'])
      expect(within(first!).getByRole('button', { name: `${name}: ${TITLE}` })).toBeEnabled();
  });

  it('the sessions screen’s pull-to-refresh (its key) reads the series again', async () => {
    const seen = recordRequests();
    answerWith('get', URL, list([]));
    const { client } = renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    await screen.findByText('Серий пока нет');
    await client.invalidateQueries({ queryKey: staffSessionsKey(COMPLEX) });
    await waitFor(() => expect(seen.filter((r) => r.url === URL)).toHaveLength(2));
  });

  it('empty, loading and an error with «Повторить» in Russian', async () => {
    let fail = true;
    answerWith('get', URL, () =>
      fail ? apiError(500, 'INTERNAL', 'Сервер недоступен') : Response.json(list([])),
    );
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    expect(screen.getByRole('status', { name: 'Загружаем серии…' })).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить серии')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Серий пока нет')).toBeInTheDocument();
  });

  it('the front desk reads the series but has no action; a planner without the cancel key cannot cancel', async () => {
    answerWith('get', URL, list([series()]));
    const { unmount } = renderStaff(<SeriesView role={staffRole('FRONT_DESK')} />);
    await screen.findByText('Пн, Ср, Пт · 19:00–20:30');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const admin = staffRole('ADMIN');
    renderStaff(
      <SeriesView
        role={{ ...admin, permissions: admin.permissions.filter((k) => k !== 'sessions.cancel') }}
      />,
    );
    await screen.findByText('Пн, Ср, Пт · 19:00–20:30');
    expect(screen.getByRole('button', { name: 'Новая серия' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Пропустить дату: ${TITLE}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отменить серию/ })).toBeNull();
  });

  it('the form shows the schema’s messages at their fields and sends nothing', async () => {
    const seen = recordRequests();
    answerWith('get', URL, list([]));
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    await openForm();
    fireEvent.change(screen.getByLabelText('Мест на сеанс'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Последний день'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать серию' }));
    expect(screen.getByLabelText('Событие')).toHaveAccessibleDescription('Укажите событие');
    expect(screen.getByLabelText('Мест на сеанс')).toHaveAccessibleDescription(
      'Мест — не меньше одного',
    );
    expect(screen.getByRole('group', { name: 'Дни недели' })).toHaveAccessibleDescription(
      'Выберите хотя бы один день недели',
    );
    expect(screen.getByLabelText('Событие')).toHaveFocus();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('creates a weekly series: the event’s price shown, one key for retries of one submission', async () => {
    const seen = recordRequests();
    let made = false;
    let attempts = 0;
    answerWith('get', URL, () => Response.json(list(made ? [series()] : [])));
    answerWith('post', URL, () => {
      attempts += 1;
      if (attempts === 1) return apiError(503, 'UNAVAILABLE', 'Сервер недоступен, повторите');
      made = true;
      return Response.json({ series: series(), created: 11, fresh: true });
    });
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    await openForm();
    fireEvent.change(screen.getByLabelText('Событие'), { target: { value: '5' } });
    expect(
      screen.getByText(
        /Цена каждого сеанса — 700 ₽ \(цена события\), длительность события — 60 мин/,
      ),
    ).toBeInTheDocument();
    for (const day of ['Понедельник', 'Среда', 'Пятница'])
      fireEvent.click(screen.getByRole('button', { name: day }));
    expect(screen.getByRole('button', { name: 'Среда' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText('Длительность, минут'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText('Мест на сеанс'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Дата, которую пропустить'), {
      target: { value: '2026-12-02' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить дату' }));
    expect(screen.getByRole('button', { name: 'Убрать дату 2 декабря' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Создать серию' }));
    expect(await screen.findByText('Сервер недоступен, повторите')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Создать серию' }));
    expect(await screen.findByRole('list', { name: 'Серии сеансов' })).toHaveTextContent(
      'Пн, Ср, Пт · 19:00–20:30',
    );
    const posts = seen
      .filter((r) => r.method === 'POST')
      .map((r) => r.body as Record<string, unknown>);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventId: 5,
      weekdays: [1, 3, 5],
      startTime: '19:00',
      durationMinutes: 90,
      startDate: '2026-11-25',
      endDate: '2026-12-22',
      capacity: 12,
      exceptions: ['2026-12-02'],
    });
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('skips a date with a reason, warning of refunds; the list is read again', async () => {
    const seen = recordRequests();
    let skipped = false;
    answerWith('get', URL, () =>
      Response.json(
        list([series(skipped ? { exceptions: ['2026-11-27', '2026-12-02'], upcoming: 9 } : {})]),
      ),
    );
    answerWith('get', `/v1/mob/staff/complexes/${COMPLEX}/sessions`, {
      timeZone: 'Europe/Moscow',
      from: '2026-11-27',
      to: '2026-11-27',
      sessions: [{ ...kept, seriesId: 9 }],
    });
    answerWith('post', `${URL}/9/exceptions`, () => {
      skipped = true;
      return Response.json({
        series: series(),
        session: { ...kept, canceled: true },
        refunds: 3,
        notified: 2,
      });
    });
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: `Пропустить дату: ${TITLE}` }));
    const dialog = screen.getByRole('dialog', { name: 'Пропустить дату?' });
    expect(dialog).toHaveTextContent('вернём деньги через того же эквайера');
    expect(dialog).toHaveTextContent('владельцам билетов придёт уведомление');
    fireEvent.change(within(dialog).getByLabelText('Дата'), { target: { value: '2026-11-27' } });
    // That day's session and what skipping it takes away, read from the day's calendar.
    expect(
      await within(dialog).findByText(
        'В этот день сеанс 19:00–20:30. Продано мест: 3 — их вернём.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пропустить дату' }));
    expect(
      within(dialog).getByLabelText('Причина (её прочитают покупатели)'),
    ).toHaveAccessibleDescription(/^Укажите причину/);
    fireEvent.change(within(dialog).getByLabelText('Причина (её прочитают покупатели)'), {
      target: { value: 'Соревнования' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пропустить дату' }));
    expect(await screen.findByText('Пропуск: 27 ноября, 2 декабря')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      date: '2026-11-27',
      reason: 'Соревнования',
    });
  });

  it('a shift tells which sessions kept their time because seats are sold', async () => {
    answerWith('get', URL, list([series()]));
    answerWith('post', `${URL}/9/shift`, () =>
      Response.json({ series: series({ startTime: '20:00' }), moved: 9, kept: [kept] }),
    );
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: `Перенести время: ${TITLE}` }));
    const dialog = screen.getByRole('dialog', { name: 'Перенести время серии' });
    fireEvent.change(within(dialog).getByLabelText('Новое время начала'), {
      target: { value: '20:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    expect(await within(dialog).findByText('Перенесено: 9 сеансов.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Сеансы в прежнее время' })).toHaveTextContent(
      'пятница, 27 ноября, 19:00–20:30',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling names the sessions and seats; the server’s refusal stays in the dialog', async () => {
    const seen = recordRequests();
    answerWith('get', URL, list([series()]));
    answerWith('post', `${URL}/9/cancel`, () => apiError(409, 'CONFLICT', 'Серия уже отменена'));
    renderStaff(<SeriesView role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: `Отменить серию: ${TITLE}` }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить серию?' });
    expect(dialog).toHaveTextContent('отменятся все будущие сеансы серии — 10 сеансов');
    expect(dialog).toHaveTextContent('всего в серии продано: 7 мест');
    fireEvent.change(within(dialog).getByLabelText('Причина (её прочитают покупатели)'), {
      target: { value: 'Закрытие бассейна' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить серию' }));
    expect(await within(dialog).findByText('Серия уже отменена')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Закрытие бассейна' });
  });

  it('the sessions screen switches between the calendar and the series', async () => {
    answerWith('get', URL, list([series()]));
    answerWith('get', `/v1/mob/staff/complexes/${COMPLEX}/sessions`, {
      timeZone: 'Europe/Moscow',
      from: '2026-11-25',
      to: '2026-11-25',
      sessions: [],
    });
    renderStaff(<SessionsScreen role={staffRole('ADMIN')} />, { path: '/staff/sessions' });
    expect(await screen.findByText('В этот день сеансов нет.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Серии' }));
    expect(screen.getByRole('tab', { name: 'Серии' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Серии сеансов' })).toBeInTheDocument();
  });
});

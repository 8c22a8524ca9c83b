import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setClock } from '@sportkarta/contract/clock';
import type {
  SessionCalendar as Calendar,
  VenueSession,
} from '@sportkarta/contract/api/venue-sessions';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { SessionCalendar } from './session-calendar';

startApiServer();
startStaffSession();

const URL = `/v1/mob/staff/complexes/${COMPLEX}/sessions`;
// Wednesday 25 November, 17:30 in Moscow (the venue's zone): the 19:00 session is ahead.
const NOW = '2026-11-25T17:30:00+03:00';

const session = (over: Partial<VenueSession> = {}): VenueSession => ({
  id: 41,
  eventId: 5,
  eventName: 'Свободное плавание',
  placeName: 'Большая чаша',
  startsAt: '2026-11-25T16:00:00.000Z',
  endsAt: '2026-11-25T17:00:00.000Z',
  date: '2026-11-25',
  priceKopecks: 70000,
  capacity: 20,
  sold: 5,
  held: 2,
  checkedIn: 3,
  canceled: false,
  canceledAt: null,
  cancelReason: null,
  ...over,
});
const calendar = (sessions: VenueSession[], from = '2026-11-25', to = from): Calendar => ({
  timeZone: 'Europe/Moscow',
  from,
  to,
  sessions,
});

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

describe('SessionCalendar', () => {
  it('shows the venue day’s sessions with capacity, sold, held and checked-in counts', async () => {
    const seen = recordRequests();
    answerWith(
      'get',
      URL,
      calendar([
        session(),
        session({
          id: 42,
          startsAt: '2026-11-25T18:00:00.000Z',
          endsAt: '2026-11-25T19:00:00.000Z',
          canceled: true,
          canceledAt: '2026-11-25T10:00:00.000Z',
          cancelReason: 'Ремонт чаши',
          sold: 0,
          held: 0,
          checkedIn: 0,
        }),
      ]),
    );
    renderStaff(<SessionCalendar role={staffRole('ADMIN')} />);
    const list = await screen.findByRole('list', { name: 'Сеансы: среда, 25 ноября' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('19:00–20:00 · Свободное плавание');
    expect(first).toHaveTextContent('Свободно: 13');
    expect(first).toHaveTextContent('Мест: 20Продано: 5В брони: 2Прошли: 3');
    expect(first).toHaveTextContent('Большая чаша · 700 ₽');
    expect(second).toHaveTextContent('Отменён');
    expect(second).toHaveTextContent('Причина отмены: Ремонт чаши');
    // A cancelled session cannot be cancelled again.
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(seen.map((r) => r.url)).toContain(`${URL}?from=2026-11-25&to=2026-11-25`);
  });

  it('a session that sells lanes shows each lane’s sold of its places, held and let in (issue 25)', async () => {
    answerWith(
      'get',
      URL,
      calendar([
        session({
          sold: 14,
          held: 1,
          parts: [
            { partId: 1, name: 'Дорожка 1', capacity: 8, sold: 8, held: 0, checkedIn: 5 },
            { partId: 3, name: 'Дорожка 3', capacity: 8, sold: 2, held: 1, checkedIn: 0 },
          ],
        }),
        session({ id: 43, eventName: 'Аквааэробика' }),
      ]),
    );
    renderStaff(<SessionCalendar role={staffRole('FRONT_DESK')} />);
    const table = await screen.findByRole('table', {
      name: '«19:00–20:00 · Свободное плавание» по частям площадки',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ЧастьПроданоБроньПрошли',
      'Дорожка 18 из 805',
      'Дорожка 32 из 810',
      // The session's 14 sold and 1 held, less what the lanes hold: given a lane at the door.
      'Место на входе40—',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Дорожка 3' })).toBeInTheDocument();
    // A session without parts has no table.
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('a week runs Monday to Sunday; the arrows move it', async () => {
    const seen = recordRequests();
    answerWith('get', URL, calendar([], '2026-11-23', '2026-11-29'));
    renderStaff(<SessionCalendar role={staffRole('FRONT_DESK')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    expect(await screen.findByText('На этой неделе сеансов нет.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Неделя' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    await waitFor(() =>
      expect(seen.map((r) => r.url)).toEqual(
        expect.arrayContaining([
          `${URL}?from=2026-11-23&to=2026-11-29`,
          `${URL}?from=2026-11-30&to=2026-12-06`,
        ]),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(screen.queryByRole('button', { name: 'Сегодня' })).toBeNull();
  });

  it('the front desk sees the counts but cannot cancel', async () => {
    answerWith('get', URL, calendar([session()]));
    renderStaff(<SessionCalendar role={staffRole('FRONT_DESK')} />);
    await screen.findByText('19:00–20:00 · Свободное плавание');
    expect(screen.queryByRole('button', { name: /Отменить сеанс/ })).toBeNull();
  });

  it('an administrator cancels with a reason; the server’s refusal is shown in the dialog', async () => {
    const seen = recordRequests();
    answerWith('get', URL, calendar([session()]));
    answerWith('post', `${URL}/41/cancel`, () => apiError(409, 'CONFLICT', 'Сеанс уже отменён'));
    renderStaff(<SessionCalendar role={staffRole('ADMIN')} />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Отменить сеанс: 19:00–20:00 · Свободное плавание',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Отменить сеанс?' });
    expect(dialog).toHaveTextContent('5 купленных билетов вернём через того же эквайера');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить сеанс' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Укажите причину');
    fireEvent.change(within(dialog).getByLabelText('Причина (её прочитают покупатели)'), {
      target: { value: 'Ремонт чаши' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить сеанс' }));
    expect(await within(dialog).findByText('Сеанс уже отменён')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Ремонт чаши' });
  });

  it('a successful cancel closes the dialog and reads the calendar again', async () => {
    let canceled = false;
    answerWith('get', URL, () =>
      Response.json(
        calendar([
          session(canceled ? { canceled: true, cancelReason: 'Ремонт чаши', sold: 5 } : {}),
        ]),
      ),
    );
    answerWith('post', `${URL}/41/cancel`, () => {
      canceled = true;
      return Response.json({
        session: session({ canceled: true, cancelReason: 'Ремонт чаши' }),
        refunds: 2,
        notified: 2,
      });
    });
    renderStaff(<SessionCalendar role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: /Отменить сеанс:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить сеанс?' });
    fireEvent.change(within(dialog).getByLabelText('Причина (её прочитают покупатели)'), {
      target: { value: 'Ремонт чаши' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить сеанс' }));
    expect(await screen.findByText('Причина отмены: Ремонт чаши')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a session that has started or is over is not offered for cancelling', async () => {
    answerWith(
      'get',
      URL,
      calendar([
        // 15:00–16:00 in Moscow: over at 17:30.
        session({
          id: 43,
          startsAt: '2026-11-25T12:00:00.000Z',
          endsAt: '2026-11-25T13:00:00.000Z',
        }),
        // 17:00–18:00: on now.
        session({
          id: 44,
          startsAt: '2026-11-25T14:00:00.000Z',
          endsAt: '2026-11-25T15:00:00.000Z',
        }),
        // 17:30–18:30: starts this very minute, so it has started.
        session({
          id: 45,
          startsAt: '2026-11-25T14:30:00.000Z',
          endsAt: '2026-11-25T15:30:00.000Z',
        }),
        session(),
        // 21:00–22:00, every seat sold or held.
        session({
          id: 46,
          startsAt: '2026-11-25T18:00:00.000Z',
          endsAt: '2026-11-25T19:00:00.000Z',
          sold: 18,
        }),
      ]),
    );
    renderStaff(<SessionCalendar role={staffRole('ADMIN')} />);
    const list = await screen.findByRole('list', { name: 'Сеансы: среда, 25 ноября' });
    const [over, onNow, atOnce, ahead, full] = within(list).getAllByRole('listitem');
    expect(over).toHaveTextContent('15:00–16:00 · Свободное плавание');
    expect(over).toHaveTextContent('Прошёл');
    expect(onNow).toHaveTextContent('Идёт');
    expect(atOnce).toHaveTextContent('Идёт');
    // The counts stay: the desk reads them for a session on now too.
    expect(onNow).toHaveTextContent('Мест: 20Продано: 5В брони: 2Прошли: 3');
    for (const started of [over, onNow, atOnce])
      expect(within(started!).queryByRole('button', { name: /Отменить сеанс/ })).toBeNull();
    expect(ahead).toHaveTextContent('Свободно: 13');
    expect(full).toHaveTextContent('Мест нет');
    expect(within(full!).getByRole('button', { name: /Отменить сеанс/ })).toBeInTheDocument();
    expect(
      within(ahead!).getByRole('button', {
        name: 'Отменить сеанс: 19:00–20:00 · Свободное плавание',
      }),
    ).toBeInTheDocument();
  });

  it('a free session’s cancel promises no refund: its tickets just stop admitting', async () => {
    answerWith('get', URL, calendar([session({ priceKopecks: 0, sold: 9 })]));
    renderStaff(<SessionCalendar role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: /Отменить сеанс:/ }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить сеанс?' });
    expect(dialog).toHaveTextContent(
      'выданные билеты (9) перестанут действовать, а их владельцам придёт уведомление',
    );
    expect(dialog).not.toHaveTextContent('эквайера');
  });

  it('loading, then an error with «Повторить»', async () => {
    let fail = true;
    answerWith('get', URL, () =>
      fail ? apiError(500, 'INTERNAL', 'Сервер недоступен') : Response.json(calendar([])),
    );
    renderStaff(<SessionCalendar role={staffRole('ADMIN')} />);
    expect(screen.getByRole('status', { name: 'Загружаем сеансы…' })).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить сеансы')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('В этот день сеансов нет.')).toBeInTheDocument();
  });
});

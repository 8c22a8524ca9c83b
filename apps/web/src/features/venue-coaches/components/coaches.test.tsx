import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setClock } from '@sportkarta/contract/clock';
import type { Timetable, TimetableLesson } from '@sportkarta/contract/api/venue-coaches';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import { CoachesList } from './coaches-list';
import { CoachTimetable } from './coach-timetable';

startApiServer();
startStaffSession();

const BASE = `/v1/mob/staff/complexes/${COMPLEX}`;
const TIMETABLE = `${BASE}/coaches/1/timetable`;
// Wednesday 25 November, 17:30 in Moscow (the venue's zone).
const NOW = '2026-11-25T17:30:00+03:00';

const COACHES = {
  coaches: [
    { id: 1, name: 'Иванова Мария', groups: 2 },
    { id: 2, name: 'Соколов Борис', groups: 0 },
  ],
};
const lesson = (over: Partial<TimetableLesson> = {}): TimetableLesson => ({
  date: '2026-11-27',
  start: '18:00',
  end: '19:00',
  groupId: 3,
  groupName: 'Дельфины',
  sectionName: 'Плавание',
  role: 'OWN',
  coachName: 'Иванова Мария',
  substituteName: null,
  ...over,
});
const timetable = (lessons: TimetableLesson[]): Timetable => ({
  coachId: 1,
  coachName: 'Иванова Мария',
  timeZone: 'Europe/Moscow',
  lessons,
});
const FRIDAY_LESSON = 'Заменить тренера: пятница, 27 ноября, 18:00–19:00 · Дельфины';

beforeEach(() => {
  setClock(NOW);
  // The administrator's list also reads the coach cards (coach-cards.test.tsx).
  answerWith('get', `${BASE}/section-editor`, {
    complexId: COMPLEX,
    timeZone: 'Europe/Moscow',
    sections: [],
    coaches: [],
  });
});
afterEach(() => setClock(null));

function renderTimetable(role = staffRole('ADMIN'), week: string | null = null) {
  const onWeek = vi.fn();
  renderStaff(<CoachTimetable role={role} coachId={1} week={week} onWeek={onWeek} />);
  return onWeek;
}

describe('CoachesList', () => {
  it('each coach opens their timetable, with their groups', async () => {
    answerWith('get', `${BASE}/coaches`, COACHES);
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    const list = await screen.findByRole('list', { name: 'Тренеры спортобъекта' });
    const [maria, boris] = within(list).getAllByRole('link');
    expect(maria).toHaveAttribute('href', '/staff/coaches/1');
    expect(maria).toHaveTextContent('Иванова Мария2 группы');
    expect(boris).toHaveTextContent('Групп нет');
  });

  it('a coach goes straight on to their own timetable', async () => {
    answerWith('get', `${BASE}/coaches`, { coaches: [COACHES.coaches[0]] });
    renderStaff(
      <Routes>
        <Route path="/staff/coaches" element={<CoachesList role={staffRole('COACH')} />} />
        <Route path="/staff/coaches/:coachId" element={<p>Своё расписание</p>} />
      </Routes>,
      { path: '/staff/coaches' },
    );
    expect(await screen.findByText('Своё расписание')).toBeInTheDocument();
  });

  it('empty and error states', async () => {
    answerWith('get', `${BASE}/coaches`, () => apiError(500, 'INTERNAL', 'Сервер недоступен'));
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    expect(await screen.findByText('Не удалось загрузить тренеров')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('no coaches: says where they come from', async () => {
    answerWith('get', `${BASE}/coaches`, { coaches: [] });
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    expect(await screen.findByText('Тренеров нет')).toBeInTheDocument();
  });
});

describe('CoachTimetable', () => {
  it('asks for the week around today and lists the lessons by day with their roles', async () => {
    const seen = recordRequests();
    answerWith(
      'get',
      TIMETABLE,
      timetable([
        lesson({ date: '2026-11-23' }),
        lesson({ role: 'SUBSTITUTED', substituteName: 'Соколов Борис' }),
        lesson({
          date: '2026-11-28',
          groupId: 4,
          groupName: 'Акулы',
          role: 'SUBSTITUTE',
          coachName: 'Петров Олег',
          substituteName: 'Иванова Мария',
        }),
      ]),
    );
    const onWeek = renderTimetable();
    expect(await screen.findByText('Иванова Мария')).toBeInTheDocument();
    expect(seen[0]?.url).toBe(`${TIMETABLE}?from=2026-11-23&to=2026-11-29`);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('23 ноября — 29 ноября');
    const monday = screen.getByRole('list', { name: 'Занятия: понедельник, 23 ноября' });
    expect(monday).toHaveTextContent('18:00–19:00 · ДельфиныПрошлоПлавание');
    expect(within(monday).queryByRole('button')).toBeNull();
    const friday = screen.getByRole('list', { name: 'Занятия: пятница, 27 ноября' });
    expect(friday).toHaveTextContent('Замена: Соколов Борис');
    expect(within(friday).getByRole('button', { name: /^Отменить замену: / })).toBeInTheDocument();
    const saturday = screen.getByRole('list', { name: 'Занятия: суббота, 28 ноября' });
    expect(saturday).toHaveTextContent('Заменяет Петров Олег');
    expect(screen.queryByRole('button', { name: 'Эта неделя' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    expect(onWeek).toHaveBeenCalledWith('2026-11-30');
  });

  it('another week: «Эта неделя» goes back; an empty week says so', async () => {
    const seen = recordRequests();
    answerWith('get', TIMETABLE, timetable([]));
    const onWeek = renderTimetable(staffRole('ADMIN'), '2026-12-03');
    expect(await screen.findByText('Занятий нет')).toBeInTheDocument();
    expect(seen[0]?.url).toBe(`${TIMETABLE}?from=2026-11-30&to=2026-12-06`);
    fireEvent.click(screen.getByRole('button', { name: 'Эта неделя' }));
    expect(onWeek).toHaveBeenCalledWith(null);
  });

  it('the front desk and a coach read it but cannot substitute', async () => {
    answerWith('get', TIMETABLE, timetable([lesson()]));
    renderTimetable(staffRole('FRONT_DESK'));
    await screen.findByText('18:00–19:00 · Дельфины');
    expect(screen.queryByRole('button', { name: /Заменить/ })).toBeNull();
  });

  it('the server’s refusal is shown in Russian', async () => {
    answerWith('get', TIMETABLE, () =>
      apiError(403, 'FORBIDDEN', 'Это расписание другого тренера'),
    );
    renderTimetable(staffRole('COACH'));
    expect(await screen.findByText('Это расписание другого тренера')).toBeInTheDocument();
  });

  it('an administrator gives a lesson to another coach and is told how many families know', async () => {
    const seen = recordRequests();
    let given = false;
    answerWith('get', `${BASE}/coaches`, COACHES);
    answerWith('get', TIMETABLE, () =>
      Response.json(
        timetable([
          given ? lesson({ role: 'SUBSTITUTED', substituteName: 'Соколов Борис' }) : lesson(),
        ]),
      ),
    );
    let release: () => void = () => undefined;
    answerWith('post', `${BASE}/groups/3/substitutions`, async () => {
      await new Promise<void>((r) => (release = r));
      given = true;
      return Response.json({
        groupId: 3,
        date: '2026-11-27',
        substituteCoachId: 2,
        substituteName: 'Соколов Борис',
        reason: 'Болезнь',
        notified: 2,
      });
    });
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    renderTimetable();
    fireEvent.click(await screen.findByRole('button', { name: FRIDAY_LESSON }));
    const dialog = screen.getByRole('dialog', { name: 'Замена тренера' });
    expect(dialog).toHaveTextContent('Занятие группы «Дельфины» пятница, 27 ноября, 18:00–19:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Назначить замену' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Выберите тренера');
    const select = within(dialog).getByLabelText('Кто проведёт занятие');
    await waitFor(() => expect(select).toBeEnabled());
    // The group's own coach is not offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите тренера', 'Соколов Борис']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Причина/), { target: { value: 'Болезнь' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Назначить замену' }));
    const busy = await within(dialog).findByRole('button', { name: 'Назначаем…' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Замена: Соколов Борис')).toBeInTheDocument();
    expect(toasts).toEqual(['Замена назначена: Соколов Борис. Уведомление получили 2 семьи.']);
    stop();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      date: '2026-11-27',
      substituteCoachId: 2,
      reason: 'Болезнь',
    });
  });

  it('a refused substitution keeps the dialog open with the server’s message', async () => {
    answerWith('get', `${BASE}/coaches`, COACHES);
    answerWith('get', TIMETABLE, timetable([lesson()]));
    answerWith('post', `${BASE}/groups/3/substitutions`, () =>
      apiError(409, 'CONFLICT', 'На эту дату у группы уже назначена замена'),
    );
    renderTimetable();
    fireEvent.click(await screen.findByRole('button', { name: FRIDAY_LESSON }));
    const dialog = screen.getByRole('dialog', { name: 'Замена тренера' });
    const select = within(dialog).getByLabelText('Кто проведёт занятие');
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Назначить замену' }));
    expect(
      await within(dialog).findByText('На эту дату у группы уже назначена замена'),
    ).toBeInTheDocument();
  });

  it('cancels a substitution; the families are told again', async () => {
    const seen = recordRequests();
    answerWith(
      'get',
      TIMETABLE,
      timetable([lesson({ role: 'SUBSTITUTED', substituteName: 'Соколов Борис' })]),
    );
    answerWith('delete', `${BASE}/groups/3/substitutions/2026-11-27`, { notified: 1 });
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    renderTimetable();
    fireEvent.click(await screen.findByRole('button', { name: /^Отменить замену: / }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить замену?' });
    expect(dialog).toHaveTextContent('снова проведёт Иванова Мария');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить замену' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toEqual(['Замена отменена. Уведомление получила 1 семья.']);
    stop();
    expect(seen.some((r) => r.method === 'DELETE')).toBe(true);
  });
});

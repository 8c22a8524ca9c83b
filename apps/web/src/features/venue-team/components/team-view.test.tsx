import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamMember } from '@sportkarta/contract/api/venue-desk';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import { TeamView } from './team-view';

startApiServer();
startStaffSession();

const TEAM = `/v1/mob/staff/complexes/${COMPLEX}/team`;
const ME = '6f1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e01';
const admin: TeamMember = {
  id: '7a1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e01',
  userId: ME,
  name: 'Ирина Кассирова',
  phone: '+70000000001',
  role: 'ADMIN',
  roleLabel: 'Администратор',
  scope: 'COMPLEX',
  coachId: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const door: TeamMember = {
  ...admin,
  id: '7a1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e02',
  userId: 'u2',
  name: 'Ольга Контролёр',
  phone: '+79160000002',
  role: 'CONTROLLER',
  roleLabel: 'Контролёр',
};

describe('TeamView', () => {
  it('lists the team, invites by phone with a role, changes a role', async () => {
    const seen = recordRequests();
    answerWith('get', TEAM, { members: [admin, door] });
    answerWith('post', TEAM, { ...door, id: 'new' });
    answerWith('patch', `${TEAM}/:id`, { ...door, role: 'FRONT_DESK' });
    renderStaff(<TeamView complexId={COMPLEX} myUserId={ME} />);
    const list = await screen.findByRole('list', { name: 'Сотрудники' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Вы');
    fireEvent.input(screen.getByLabelText('Телефон'), { target: { value: '9161234567' } });
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: 'FRONT_DESK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        phone: '+79161234567',
        role: 'FRONT_DESK',
        scope: 'COMPLEX',
      }),
    );
    fireEvent.change(screen.getByLabelText('Роль сотрудника Ольга Контролёр'), {
      target: { value: 'FRONT_DESK' },
    });
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')).toMatchObject({
        url: `${TEAM}/${door.id}`,
        body: { role: 'FRONT_DESK' },
      }),
    );
  });

  it('a coach is invited by choosing one of the venue’s coaches, not by a typed number', async () => {
    const seen = recordRequests();
    answerWith('get', TEAM, { members: [admin] });
    answerWith('get', `${TEAM}/coaches`, {
      coaches: [
        { id: 31, name: 'Алексеева Анна' },
        { id: 32, name: 'Борисов Яков' },
      ],
    });
    answerWith('post', TEAM, { ...door, id: 'new', role: 'COACH', coachId: 32 });
    renderStaff(<TeamView complexId={COMPLEX} myUserId={ME} />);
    await screen.findByRole('list', { name: 'Сотрудники' });
    fireEvent.input(screen.getByLabelText('Телефон'), { target: { value: '9161234567' } });
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: 'COACH' } });
    const coach = await screen.findByRole('combobox', { name: 'Тренер' });
    await within(coach).findByRole('option', { name: 'Борисов Яков' });
    fireEvent.change(coach, { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        phone: '+79161234567',
        role: 'COACH',
        scope: 'COMPLEX',
        coachId: 32,
      }),
    );
  });

  it('a venue without coach cards says so instead of a coach field', async () => {
    answerWith('get', TEAM, { members: [admin] });
    answerWith('get', `${TEAM}/coaches`, { coaches: [] });
    renderStaff(<TeamView complexId={COMPLEX} myUserId={ME} />);
    await screen.findByRole('list', { name: 'Сотрудники' });
    fireEvent.change(screen.getByLabelText('Роль'), { target: { value: 'COACH' } });
    expect(await screen.findByText(/нет карточек тренеров/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Тренер' })).toBeNull();
  });

  it('a bad phone is said at the field; nothing is sent', async () => {
    const seen = recordRequests();
    answerWith('get', TEAM, { members: [admin] });
    renderStaff(<TeamView complexId={COMPLEX} myUserId={ME} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('removing the last administrator: the server’s message is shown', async () => {
    answerWith('get', TEAM, { members: [admin] });
    answerWith('delete', `${TEAM}/:id`, () =>
      apiError(409, 'LAST_ADMIN', 'Нельзя удалить последнего администратора'),
    );
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    renderStaff(<TeamView complexId={COMPLEX} myUserId={ME} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Удалить сотрудника Ирина Кассирова' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Удалить из команды?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(toasts).toEqual(['Нельзя удалить последнего администратора']));
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearToken } from '@/lib/session-token';
import { chooseStaffRole, resetStaffRoleForTests } from '@/lib/staff-role';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { RoleChoice } from './role-choice';
import { StaffGate } from './staff-gate';
import { StaffHome } from './staff-home';

startApiServer();
startStaffSession();
afterEach(() => resetStaffRoleForTests());

const ROLES = '/v1/mob/staff/roles';

describe('RoleChoice', () => {
  it('offers «Посетитель» and each venue with its role; a choice is handed up', async () => {
    const controller = staffRole('CONTROLLER', { complexId: 9, complexName: 'Зал «Сила»' });
    answerWith('get', ROLES, { roles: [staffRole('ADMIN'), controller] });
    const chosen = vi.fn();
    renderStaff(<RoleChoice chosen={null} onChoose={chosen} />);
    const list = await screen.findByRole('list', { name: 'Роли' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Посетитель'),
      expect.stringContaining('Бассейн «Волна»Администратор'),
      expect.stringContaining('Зал «Сила»Контролёр'),
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(buttons[2]!);
    expect(chosen).toHaveBeenCalledWith(controller);
  });

  it('many roles: a search by the venue narrows the list', async () => {
    const names = ['Атлант', 'Буран', 'Витязь', 'Волна', 'Восток', 'Дельфин', 'Заря'];
    answerWith('get', ROLES, {
      roles: names.map((n, i) =>
        staffRole('ADMIN', { complexId: i + 1, complexName: `Бассейн «${n}»` }),
      ),
    });
    renderStaff(<RoleChoice chosen={null} onChoose={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Найти спортобъект'), {
      target: { value: 'во' },
    });
    const list = screen.getByRole('list', { name: 'Роли' });
    expect(within(list).getAllByRole('button')).toHaveLength(3); // Посетитель, Волна, Восток
    fireEvent.change(screen.getByLabelText('Найти спортобъект'), {
      target: { value: 'нет такого' },
    });
    expect(screen.getByText('Спортобъект не найден')).toBeInTheDocument();
  });

  it('a failed question says so and asks again', async () => {
    answerWith('get', ROLES, () => apiError(403, 'FORBIDDEN', 'Нет доступа к ролям'));
    renderStaff(<RoleChoice chosen={null} onChoose={vi.fn()} />);
    expect(await screen.findByText('Не удалось загрузить роли')).toBeInTheDocument();
    expect(screen.getByText('Нет доступа к ролям')).toBeInTheDocument();
    answerWith('get', ROLES, { roles: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('У вас нет ролей на спортобъектах')).toBeInTheDocument();
  });

  it('shows the skeleton while the roles are on their way', async () => {
    answerWith('get', ROLES, () => new Promise<Response>(() => undefined));
    renderStaff(<RoleChoice chosen={null} onChoose={vi.fn()} />);
    expect(await screen.findByRole('status', { name: 'Загружаем роли…' })).toBeInTheDocument();
  });
});

describe('StaffHome', () => {
  const tiles = () =>
    within(screen.getByRole('list', { name: 'Разделы' }))
      .getAllByRole('link')
      .map((a) => [a.querySelector('.sk-staff-tile__title')?.textContent, a.getAttribute('href')]);

  it('an administrator gets a tile per permission key, each flag-gated screen when its flag is on', async () => {
    renderStaff(<StaffHome role={staffRole('ADMIN')} />);
    await screen.findByText('Журнал действий');
    expect(tiles()).toEqual([
      // The scanner opens at the chosen role's venue, not the venue choice.
      ['Сканер билетов', '/staff/scanner/7'],
      ['Заказы', '/staff/orders'],
      ['Сеансы', '/staff/sessions'],
      ['Каталог', '/staff/catalogue'],
      ['Схема мест', '/staff/layouts'],
      ['Виды спорта', '/staff/sports'],
      ['Заявки в секции', '/staff/applications'],
      ['Мои группы', '/staff/groups'],
      ['Тренеры', '/staff/coaches'],
      ['Журнал действий', '/staff/audit'],
      ['Команда', '/staff/team'],
      ['Списки входа', '/staff/check-in-lists'],
      ['Правила', '/staff/policies'],
      ['Отчёты', '/staff/reports'],
      ['Деньги', '/staff/money'],
    ]);
  });

  it('a coach gets their groups and the coaches’ timetables', async () => {
    renderStaff(<StaffHome role={staffRole('COACH')} />);
    await screen.findByText('Тренеры');
    expect(tiles()).toEqual([
      ['Мои группы', '/staff/groups'],
      ['Тренеры', '/staff/coaches'],
    ]);
  });

  it('a controller gets the scanner alone', () => {
    renderStaff(<StaffHome role={staffRole('CONTROLLER')} />);
    expect(tiles()).toEqual([['Сканер билетов', '/staff/scanner/7']]);
  });

  it('hides the screens whose flags are off', async () => {
    renderStaff(<StaffHome role={staffRole('ADMIN')} />, { flags: ['role-selection-page'] });
    await screen.findByRole('list', { name: 'Разделы' });
    expect(tiles().map(([title]) => title)).toEqual([
      'Сканер билетов',
      'Заказы',
      'Команда',
      'Списки входа',
    ]);
  });
});

describe('StaffGate', () => {
  const gate = (permission: 'orders.read' | 'audit.read') => (
    <StaffGate permission={permission} flags={permission === 'audit.read' ? ['audit-page'] : []}>
      {(role) => <p>Открыто: {role.complexName}</p>}
    </StaffGate>
  );

  it('asks to choose a role first', async () => {
    renderStaff(gate('orders.read'));
    expect(await screen.findByText('Роль не выбрана')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Выбрать роль' })).toHaveAttribute(
      'href',
      '/staff/role',
    );
  });

  it('refuses a role without the key, and a screen whose flag is off', async () => {
    chooseStaffRole('u1', staffRole('CONTROLLER'));
    renderStaff(gate('orders.read'));
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
  });

  it('a screen whose flag is off is unavailable', async () => {
    chooseStaffRole('u1', staffRole('ADMIN'));
    renderStaff(gate('audit.read'), { flags: ['role-selection-page'] });
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
  });

  it('opens the screen for the chosen venue', async () => {
    chooseStaffRole('u1', staffRole('FRONT_DESK'));
    renderStaff(gate('orders.read'));
    expect(await screen.findByText('Открыто: Бассейн «Волна»')).toBeInTheDocument();
  });
});

describe('the roles after a logout', () => {
  it('are not asked for again without a token (a logout resets the cache first)', async () => {
    const seen = recordRequests();
    answerWith('get', ROLES, { roles: [staffRole('ADMIN')] });
    const { client } = renderStaff(<RoleChoice chosen={null} onChoose={vi.fn()} />);
    await screen.findByRole('list', { name: 'Роли' });
    expect(seen).toHaveLength(1);
    await act(async () => {
      await clearToken();
      await client.resetQueries();
    });
    expect(seen).toHaveLength(1);
  });
});

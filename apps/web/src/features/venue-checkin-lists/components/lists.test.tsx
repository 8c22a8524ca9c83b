import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CheckInList } from '@sportkarta/contract/api/venue-staff';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { ListForm } from './list-form';
import { ListsView } from './lists-view';

startApiServer();
startStaffSession();

const LISTS = `/v1/mob/staff/complexes/${COMPLEX}/check-in-lists`;
const list: CheckInList = {
  id: 5,
  complexId: COMPLEX,
  name: 'Главный вход',
  allProducts: false,
  eventIds: [11, 12],
  serviceIds: [],
  packageIds: [3],
  admitBeforeMinutes: 15,
  admitAfterStartMinutes: 10,
  reentry: true,
};

describe('ListsView', () => {
  it('no lists: what the door does without them, and a way to make one', async () => {
    answerWith('get', LISTS, { lists: [] });
    renderStaff(<ListsView complexId={COMPLEX} />);
    expect(await screen.findByText('Списков нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Новый список' })).toHaveAttribute(
      'href',
      '/staff/check-in-lists/new',
    );
  });

  it('each list with what it admits and when', async () => {
    answerWith('get', LISTS, { lists: [list] });
    renderStaff(<ListsView complexId={COMPLEX} />);
    const link = await screen.findByRole('link', { name: /Главный вход/ });
    expect(link).toHaveAttribute('href', '/staff/check-in-lists/5');
    expect(link).toHaveTextContent('Выбрано позиций: 3');
    expect(link).toHaveTextContent('Вход за 15 мин до сеанса и 10 мин после начала');
    expect(link).toHaveTextContent('Повторный вход разрешён');
  });
});

describe('ListForm', () => {
  it('creates a list from the fields; a bad id list is refused before sending', async () => {
    const seen = recordRequests();
    answerWith('post', LISTS, { ...list, id: 6 });
    const done = vi.fn();
    renderStaff(<ListForm complexId={COMPLEX} list={null} onDone={done} />);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Детский вход' } });
    fireEvent.click(screen.getByLabelText('Пропускать все билеты и абонементы'));
    fireEvent.change(screen.getByLabelText('Номера сеансов через запятую'), {
      target: { value: '11, x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите номера цифрами через запятую');
    fireEvent.change(screen.getByLabelText('Номера сеансов через запятую'), {
      target: { value: '11, 12' },
    });
    fireEvent.click(screen.getByLabelText('Разрешить повторный вход'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Детский вход',
      allProducts: false,
      eventIds: [11, 12],
      serviceIds: [],
      packageIds: [],
      admitBeforeMinutes: 30,
      admitAfterStartMinutes: null,
      reentry: true,
    });
  });

  it('edits with PUT and deletes after a confirm', async () => {
    const seen = recordRequests();
    answerWith('put', `${LISTS}/5`, list);
    answerWith('delete', `${LISTS}/5`, { ok: true });
    const done = vi.fn();
    renderStaff(<ListForm complexId={COMPLEX} list={list} onDone={done} />);
    expect(screen.getByLabelText('Номера абонементов через запятую')).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить список' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить список входа?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить список' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(seen.map((r) => r.method)).toEqual(['DELETE']);
  });
});

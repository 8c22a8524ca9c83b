import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Membership } from '@sportkarta/contract/api/sections';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import { ApplicationsBoard } from './applications-board';

startApiServer();
startStaffSession();

const LIST = `/v1/mob/staff/complexes/${COMPLEX}/applications`;
const member = (id: string, name: string, groupId: number, groupName: string): Membership => ({
  id,
  status: 'NEW',
  reason: null,
  childId: null,
  memberName: name,
  createdAt: '2026-11-24T09:00:00.000Z',
  decidedAt: null,
  complexId: COMPLEX,
  complexName: 'Бассейн «Волна»',
  timeZone: 'Europe/Moscow',
  section: { id: 1, name: 'Плавание' },
  group: {
    id: groupId,
    sectionId: 1,
    coachId: 1,
    name: groupName,
    sectionGroupSchedule: [],
    ageCategory: 'CHILDREN',
    specificAgeFrom: null,
    specificAgeTo: null,
    duration: 45,
    places: 10,
    freePlaces: 3,
    adaptedFor: [],
  },
  coach: { id: 1, firstName: 'Мария', lastName: 'Иванова', middleName: null, secondName: null },
  rateId: null,
  paidPackageId: null,
  waitingPosition: null,
});
const A = '6f1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e01';
const B = '6f1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e02';
const members = [member(A, 'Маша Демидова', 1, 'Дельфины'), member(B, 'Петя Смирнов', 2, 'Акулы')];

const cards = () =>
  within(screen.getByRole('list', { name: 'Заявки' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('ApplicationsBoard', () => {
  it('lists the new applications, narrows them by group, links each group’s roster', async () => {
    const seen = recordRequests();
    answerWith('get', LIST, { members });
    renderStaff(<ApplicationsBoard complexId={COMPLEX} canDecide />);
    await screen.findByRole('list', { name: 'Заявки' });
    expect(seen[0]?.url).toBe(`${LIST}?status=NEW`);
    expect(cards()).toEqual(['Маша Демидова', 'Петя Смирнов']);
    fireEvent.change(screen.getByLabelText('Группа'), { target: { value: '2' } });
    expect(cards()).toEqual(['Петя Смирнов']);
    expect(screen.getByRole('link', { name: 'Состав группы' })).toHaveAttribute(
      'href',
      '/staff/groups/2',
    );
  });

  it('a waiting application says its place in the queue and can only be declined (issue 25)', async () => {
    const waiting = { ...member(B, 'Петя Смирнов', 2, 'Акулы'), waitingPosition: 1 };
    answerWith('get', LIST, { members: [members[0]!, waiting] });
    renderStaff(<ApplicationsBoard complexId={COMPLEX} canDecide />);
    await screen.findByRole('list', { name: 'Заявки' });
    const card = screen.getByRole('heading', { name: 'Петя Смирнов' }).closest('li')!;
    expect(card).toHaveTextContent('Лист ожидания: 1-е место в очереди');
    expect(within(card).queryByRole('button', { name: /Принять/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Отклонить: Петя Смирнов' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Принять: Маша Демидова' })).toBeEnabled();
  });

  it('approves at once and declines with a reason', async () => {
    const seen = recordRequests();
    answerWith('get', LIST, { members });
    answerWith('post', `${LIST}/:id/decision`, ({ params }) =>
      Response.json({
        ...members.find((m) => m.id === params.id),
        status: 'APPROVED',
      }),
    );
    renderStaff(<ApplicationsBoard complexId={COMPLEX} canDecide />);
    fireEvent.click(await screen.findByRole('button', { name: 'Принять: Маша Демидова' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ status: 'APPROVED' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить: Петя Смирнов' }));
    const dialog = screen.getByRole('dialog', { name: 'Отклонить заявку?' });
    fireEvent.change(within(dialog).getByLabelText('Причина отказа'), {
      target: { value: 'Группа набрана' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toContainEqual([
        `${LIST}/${B}/decision`,
        { status: 'DISMISSED', reason: 'Группа набрана' },
      ]),
    );
  });

  it('a decision the server refuses shows its message', async () => {
    answerWith('get', LIST, { members });
    answerWith('post', `${LIST}/:id/decision`, () =>
      apiError(409, 'ALREADY_DECIDED', 'Решение по заявке уже принято'),
    );
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    renderStaff(<ApplicationsBoard complexId={COMPLEX} canDecide />);
    fireEvent.click(await screen.findByRole('button', { name: 'Принять: Маша Демидова' }));
    await waitFor(() => expect(toasts).toEqual(['Решение по заявке уже принято']));
    stop();
  });

  it('without applications.decide there is nothing to press; an empty status says so', async () => {
    answerWith('get', LIST, ({ request }) =>
      Response.json({
        members: new URL(request.url).searchParams.get('status') === 'NEW' ? members : [],
      }),
    );
    renderStaff(<ApplicationsBoard complexId={COMPLEX} canDecide={false} />);
    await screen.findByRole('list', { name: 'Заявки' });
    expect(screen.queryByRole('button', { name: /^Принять/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Отклонённые' }));
    expect(await screen.findByText('Заявок нет')).toBeInTheDocument();
  });
});

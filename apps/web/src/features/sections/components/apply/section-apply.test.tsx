import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionGroup, SectionGroups } from '@sportkarta/contract/api/sections';
import { setClock } from '@sportkarta/contract/clock';
import { createQueryClient } from '@/lib/query-client';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { subscribeToasts } from '@/ui/toast/toast-bus';
import type { ApplyMember } from '../../model/members';
import { SectionApply, type SectionApplyProps } from './section-apply';

startApiServer();

const CHILD = '0b6d2a40-1c1e-4f7a-9a57-6f0f1b2c3d4e';
const members: ApplyMember[] = [
  { key: 'me', childId: null, name: 'Себя (Анна Демидова)', birthDate: '1990-05-01' },
  { key: CHILD, childId: CHILD, name: 'Соня Демидова', birthDate: '2018-02-21' },
];

const group = (o: Partial<SectionGroup>): SectionGroup => ({
  id: 1,
  sectionId: 3,
  coachId: 9,
  name: 'Младшая группа',
  sectionGroupSchedule: [
    { weekday: 1, start: '18:00', end: '19:00' },
    { weekday: 3, start: '18:00', end: '19:00' },
  ],
  ageCategory: 'CHILDREN',
  specificAgeFrom: null,
  specificAgeTo: null,
  duration: 60,
  places: 10,
  freePlaces: 4,
  adaptedFor: [],
  sectionGroupMemberList: [],
  ...o,
});

const coach = {
  id: 9,
  photos: [],
  sportsStatus: 'SPORTSMAN' as const,
  sportsStatusLevel: 'MS_OF_RUSSIA' as const,
  firstName: 'Андрей',
  lastName: 'Соколов',
  secondName: null,
  middleName: 'Викторович',
  about: '',
  experienceYears: 14,
};

const groups = (list: SectionGroup[]): SectionGroups => ({
  section: {
    id: 3,
    complexId: 7,
    placeId: 11,
    name: 'Секция плавания',
    description: '',
    sportName: 'Плавание',
    targetGroup: 'CHILDREN',
    ageFrom: null,
    ageTo: null,
    groups: list.length,
    coaches: 1,
    minPriceKopecks: 480000,
    adaptedFor: [],
  },
  timeZone: 'Europe/Moscow',
  coachGroups: list.length ? [{ coaches: coach, sectionGroupList: list }] : [],
});

const WAITING = group({
  id: 1,
  name: 'Начальное обучение',
  sectionGroupMemberList: [{ id: 'm1', childId: CHILD, status: 'NEW' }],
});
const OPEN = group({ id: 2, name: 'Младшая группа' });
const FULL = group({ id: 4, name: 'Вечерняя группа', freePlaces: 0 });

function renderStep(p: Partial<SectionApplyProps>) {
  const go = vi.fn();
  render(
    <IonApp>
      <QueryClientProvider client={createQueryClient()}>
        <IonReactMemoryRouter initialEntries={['/sections/3/select-member?complexId=7']}>
          <SectionApply
            complexId={7}
            sectionId={3}
            step="member"
            members={members}
            memberKey={null}
            groupId={0}
            go={go}
            {...p}
          />
        </IonReactMemoryRouter>
      </QueryClientProvider>
    </IonApp>,
  );
  return go;
}

describe('SectionApply', () => {
  beforeEach(() => setClock('2026-11-25T09:00:00Z'));
  afterEach(() => setClock(null));

  it('step 1: a member no group takes is greyed out; the child goes on to the groups', async () => {
    answerWith('post', '/v1/mob/public/place/7/section/3/sectionGroups', groups([WAITING, OPEN]));
    const go = renderStep({});
    const me = await screen.findByRole('radio', { name: /Себя/ });
    expect(me).toBeDisabled();
    expect(screen.getByText('Нет групп по возрасту')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Соня Демидова/ }));
    expect(screen.getByText('8 лет')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(go).toHaveBeenCalledWith({ step: 'group', member: CHILD });
  });

  it('step 1: nobody fits any group — «Группы отсутствуют» with the link to add a child', async () => {
    answerWith(
      'post',
      '/v1/mob/public/place/7/section/3/sectionGroups',
      groups([group({ ageCategory: 'TEENS' })]),
    );
    renderStep({});
    expect(await screen.findByText('Группы отсутствуют')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить профиль ребёнка' })).toBeInTheDocument();
  });

  it('step 2: a group applied to shows its status and cannot be chosen; a full one can, for its waiting list; filters ask the server', async () => {
    const seen = recordRequests();
    answerWith('post', '/v1/mob/public/place/7/section/3/sectionGroups', async ({ request }) => {
      const body = (await request.json()) as { weekdays?: number[] | null };
      return HttpResponse.json(groups(body.weekdays?.includes(6) ? [] : [WAITING, OPEN, FULL]));
    });
    const go = renderStep({ step: 'group', memberKey: CHILD });
    const waiting = await screen.findByRole('radio', { name: /Начальное обучение/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleName(/Заявка подана/);
    expect(screen.getByRole('radio', { name: /Вечерняя группа/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Вечерняя группа/ })).toHaveAccessibleName(
      /Мест нет — можно встать в лист ожидания/,
    );
    expect(screen.getAllByText('Пн, Ср · 18:00–19:00')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: /Младшая группа/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(go).toHaveBeenCalledWith({ step: 'rate', member: CHILD, groupId: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Суббота' }));
    expect(await screen.findByText('Группы не найдены')).toBeInTheDocument();
    const asked = seen.filter((r) => r.method === 'POST').map((r) => r.body);
    // The child's age on the venue's day goes with every query.
    expect(asked.at(-1)).toEqual({ age: 8, weekdays: [6], coachId: null });
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('radio', { name: /Младшая группа/ })).toBeInTheDocument();
  });

  it('step 2: an adapted group says so and for which needs, in its accessible name (issue 28)', async () => {
    const ADAPTED = group({ id: 5, name: 'Особая группа', adaptedFor: ['MOBILITY', 'MENTAL'] });
    answerWith('post', '/v1/mob/public/place/7/section/3/sectionGroups', groups([OPEN, ADAPTED]));
    const go = renderStep({ step: 'group', memberKey: CHILD });
    const adapted = await screen.findByRole('radio', { name: /Особая группа/ });
    expect(screen.getByText('Адаптивная группа: ОДА, РАС, ментальные')).toBeVisible();
    expect(adapted).toHaveAccessibleName(
      /Адаптивная группа\. Для людей с особенностями: Нарушения опорно-двигательного аппарата \(ОДА\); РАС и ментальные особенности/,
    );
    // An ordinary group has no such mark.
    expect(screen.getByRole('radio', { name: /Младшая группа/ })).not.toHaveAccessibleName(
      /Адаптивная/,
    );
    fireEvent.click(adapted);
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(go).toHaveBeenCalledWith({ step: 'rate', member: CHILD, groupId: 5 });
  });

  it('step 3 of a full group: «Встать в лист ожидания», then the place in the queue (issue 25)', async () => {
    answerWith('get', '/v1/mob/public/place/7/sectionGroup/4', {
      group: FULL,
      coach,
      section: groups([]).section,
      timeZone: 'Europe/Moscow',
      packageId: 5,
      rates: [],
    });
    const { sectionGroupMemberList: _, ...plain } = FULL;
    answerWith('post', '/v1/mob/place/7/section/3/group/4/create-section-member', {
      id: '5d0c3c1e-8f0a-4b4e-9f53-0a1b2c3d4e5f',
      status: 'NEW',
      reason: null,
      childId: CHILD,
      memberName: 'Соня Демидова',
      createdAt: '2026-11-25T09:00:00.000Z',
      decidedAt: null,
      complexId: 7,
      complexName: 'Бассейн «Чайка»',
      timeZone: 'Europe/Moscow',
      section: { id: 3, name: 'Секция плавания' },
      group: plain,
      coach: {
        id: 9,
        firstName: 'Андрей',
        lastName: 'Соколов',
        middleName: null,
        secondName: null,
      },
      rateId: null,
      paidPackageId: null,
      waitingPosition: 3,
    });
    renderStep({ step: 'rate', memberKey: CHILD, groupId: 4 });
    fireEvent.click(await screen.findByRole('button', { name: 'Встать в лист ожидания' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Вы в листе ожидания');
    expect(done).toHaveTextContent('Лист ожидания: 3-е место в очереди');
    expect(done).toHaveTextContent(/Когда в группе освободится место/);
  });

  it('step 3: applies with the chosen rate; a refusal is shown as the server says it', async () => {
    const toasts: string[] = [];
    const stop = subscribeToasts((t) => toasts.push(t.message));
    const seen = recordRequests();
    answerWith('get', '/v1/mob/public/place/7/sectionGroup/2', {
      group: OPEN,
      coach,
      section: groups([]).section,
      timeZone: 'Europe/Moscow',
      packageId: 5,
      rates: [
        {
          id: 21,
          cost: 480000,
          category: '8 занятий в месяц',
          term: 'MONTH',
          manualTermDays: null,
          visits: 8,
        },
        {
          id: 22,
          cost: 640000,
          category: '12 занятий в месяц',
          term: 'MONTH',
          manualTermDays: null,
          visits: 12,
        },
      ],
    });
    answerWith('post', '/v1/mob/place/7/section/3/group/2/create-section-member', () =>
      apiError(409, 'GROUP_FULL', 'В группе не осталось мест'),
    );
    renderStep({ step: 'rate', memberKey: CHILD, groupId: 2 });
    fireEvent.click(await screen.findByRole('radio', { name: /12 занятий в месяц/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Подать заявку' }));
    await vi.waitFor(() => expect(toasts).toEqual(['В группе не осталось мест']));
    stop();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { childId: CHILD, rateId: 22 },
    ]);
  });
});

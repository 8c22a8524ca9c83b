import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorGroup, SectionEditor } from '@sportkarta/contract/api/venue-sections-editor';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { GroupsList } from './groups-list';

startApiServer();
startStaffSession();

// Issue 25: the administrator makes a group («Новая группа») and changes one («Изменить»);
// the form checks in Russian before sending, the server's refusal stays in the dialog.
const BASE = `/v1/mob/staff/complexes/${COMPLEX}`;
const DOLPHINS: EditorGroup = {
  id: 3,
  sectionId: 1,
  name: 'Дельфины',
  coachId: 1,
  schedule: [{ weekday: 2, start: '18:00', end: '19:00' }],
  targetGroup: 'ALL',
  ageFrom: null,
  ageTo: null,
  durationMinutes: 60,
  places: 12,
  taken: 9,
  adaptedFor: [],
  status: 'ACTIVE',
};
const EDITOR: SectionEditor = {
  complexId: COMPLEX,
  timeZone: 'Europe/Moscow',
  sections: [
    {
      id: 1,
      name: 'Плавание',
      description: '',
      sportTypeId: null,
      placeId: null,
      targetGroup: 'CHILDREN',
      ageFrom: null,
      ageTo: null,
      packageId: null,
      requiredDocuments: [],
      adaptedFor: [],
      status: 'ACTIVE',
      groups: [DOLPHINS],
    },
  ],
  coaches: [
    {
      id: 1,
      lastName: 'Иванова',
      firstName: 'Мария',
      middleName: null,
      sportsStatus: 'SPORTSMAN',
      sportsStatusLevel: null,
      about: '',
      experienceYears: null,
      photos: [],
    },
  ],
};

beforeEach(() => {
  answerWith('get', `${BASE}/groups`, {
    groups: [
      {
        id: 3,
        name: 'Дельфины',
        sectionId: 1,
        sectionName: 'Плавание',
        coachId: 1,
        coachName: 'Иванова Мария',
        places: 12,
        taken: 9,
        newApplications: 0,
      },
    ],
  });
  answerWith('get', `${BASE}/section-editor`, EDITOR);
});

describe('group editor', () => {
  it('a new group: checked first, then sent with its lessons and key', async () => {
    const seen = recordRequests();
    answerWith('post', `${BASE}/sections/1/groups`, {
      group: { ...DOLPHINS, id: 4, name: 'Утята' },
      fresh: true,
    });
    renderStaff(<GroupsList complexId={COMPLEX} edits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Новая группа' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая группа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Секция')).toHaveAccessibleDescription(
        'Выберите секцию',
      ),
    );
    expect(within(dialog).getByLabelText('Тренер')).toHaveAccessibleDescription('Выберите тренера');

    fireEvent.change(within(dialog).getByLabelText('Секция'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Тренер'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Название группы'), {
      target: { value: 'Утята' },
    });
    const lesson = within(dialog).getByRole('group', { name: 'Занятие 1' });
    fireEvent.change(within(lesson).getByLabelText('Конец'), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(lesson).findByText('Занятие кончается раньше, чем начинается'),
    ).toBeInTheDocument();

    fireEvent.change(within(lesson).getByLabelText('Конец'), { target: { value: '18:45' } });
    fireEvent.change(within(lesson).getByLabelText('День недели'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Нарушения слуха' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = seen.find((r) => r.method === 'POST')!;
    await waitFor(() => expect(post.body).toBeDefined());
    expect(post.body).toMatchObject({
      name: 'Утята',
      coachId: 1,
      places: 10,
      schedule: [{ weekday: 6, start: '18:00', end: '18:45' }],
      adaptedFor: ['HEARING'],
    });
  });

  it('changes a group’s places; the server’s 409 stays in the dialog', async () => {
    answerWith('patch', `${BASE}/groups/3`, () =>
      apiError(409, 'CONFLICT', 'В группе уже занято мест: 9 — мест не может быть меньше'),
    );
    renderStaff(<GroupsList complexId={COMPLEX} edits />);
    const edit = await screen.findByRole('button', { name: 'Изменить группу: Дельфины' });
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Группа' });
    expect(within(dialog).getByLabelText('Тренер')).toHaveValue('1');
    fireEvent.change(within(dialog).getByLabelText('Мест'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('В группе уже занято мест: 9 — мест не может быть меньше'),
    ).toBeInTheDocument();
  });

  it('without catalogue.edit there is nothing to edit', async () => {
    renderStaff(<GroupsList complexId={COMPLEX} />);
    expect(await screen.findByRole('link', { name: /Дельфины/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Новая группа' })).not.toBeInTheDocument();
  });
});

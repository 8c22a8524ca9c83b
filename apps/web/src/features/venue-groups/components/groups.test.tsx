import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attendance, Roster } from '@sportkarta/contract/api/venue-desk';
import { answerWith, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { AttendanceForm } from './attendance-form';
import { GroupsList } from './groups-list';
import { RosterView } from './roster-view';

startApiServer();
startStaffSession();

const GROUPS = `/v1/mob/staff/complexes/${COMPLEX}/groups`;
const M1 = '6f1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e01';
const M2 = '6f1c1b0e-7a55-4c33-8a2e-1f4b2c3d4e02';

describe('GroupsList', () => {
  it('each group opens its roster, with its new applications and places', async () => {
    answerWith('get', GROUPS, {
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
          newApplications: 2,
        },
      ],
    });
    renderStaff(<GroupsList complexId={COMPLEX} />);
    const link = await screen.findByRole('link', { name: /Дельфины/ });
    expect(link).toHaveAttribute('href', '/staff/groups/3');
    expect(link).toHaveTextContent('2 новые заявки');
    expect(link).toHaveTextContent('Тренер: Иванова Мария · Мест занято: 9 из 12');
  });

  it('no groups: says where they come from', async () => {
    answerWith('get', GROUPS, { groups: [] });
    renderStaff(<GroupsList complexId={COMPLEX} />);
    expect(await screen.findByText('Групп нет')).toBeInTheDocument();
  });
});

describe('RosterView', () => {
  const roster: Roster = {
    groupId: 3,
    groupName: 'Дельфины',
    nextSessionDate: '2026-11-27',
    requiredDocuments: ['POOL_MEDICAL_CERTIFICATE'],
    members: [
      {
        memberId: M1,
        name: 'Маша Демидова',
        childId: 'c1',
        age: 8,
        status: 'APPROVED',
        documents: [{ kind: 'POOL_MEDICAL_CERTIFICATE', valid: true, validUntil: '2027-02-01' }],
        documentsValid: true,
      },
      {
        memberId: M2,
        name: 'Петя Смирнов',
        childId: 'c2',
        age: 11,
        status: 'APPROVED',
        documents: [{ kind: 'POOL_MEDICAL_CERTIFICATE', valid: false, validUntil: null }],
        documentsValid: false,
      },
    ],
  };

  it('shows each child’s age and whether the pool certificate is valid on the next session', async () => {
    answerWith('get', `${GROUPS}/3/roster`, roster);
    renderStaff(<RosterView complexId={COMPLEX} groupId={3} canMark />);
    const list = await screen.findByRole('list', { name: 'Состав группы' });
    const [masha, petya] = within(list).getAllByRole('listitem');
    expect(masha).toHaveTextContent('8 лет · Заявка принята');
    expect(masha).toHaveTextContent('Документы в порядке');
    expect(masha).toHaveTextContent('до 1 февраля 2027');
    expect(petya).toHaveTextContent('11 лет');
    expect(petya).toHaveTextContent('Нет действующего документа');
    expect(screen.getByText('Ближайшее занятие: пятница, 27 ноября')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отметить посещаемость' })).toHaveAttribute(
      'href',
      '/staff/groups/3/attendance?date=2026-11-27',
    );
  });

  it('without attendance.mark there is no marking', async () => {
    answerWith('get', `${GROUPS}/3/roster`, { ...roster, members: [] });
    renderStaff(<RosterView complexId={COMPLEX} groupId={3} canMark={false} />);
    expect(await screen.findByText('В группе пока никого')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Отметить посещаемость' })).toBeNull();
  });
});

describe('AttendanceForm', () => {
  const day: Attendance = {
    groupId: 3,
    date: '2026-11-27',
    marks: [
      { memberId: M1, name: 'Маша Демидова', present: true },
      { memberId: M2, name: 'Петя Смирнов', present: null },
    ],
  };

  it('marks who came and sends the day’s marks; the button waits while they are sent', async () => {
    const seen = recordRequests();
    answerWith('get', `${GROUPS}/3/attendance`, day);
    let release = () => undefined as void;
    answerWith(
      'put',
      `${GROUPS}/3/attendance`,
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              Response.json({
                ...day,
                marks: day.marks.map((m) => ({ ...m, present: m.present ?? false })),
              }),
            );
        }),
    );
    renderStaff(
      <AttendanceForm complexId={COMPLEX} groupId={3} date="2026-11-27" onDate={vi.fn()} />,
    );
    expect(await screen.findByText('Не отмечено: 1')).toBeInTheDocument();
    const petya = screen.getByRole('group', { name: 'Петя Смирнов' });
    fireEvent.click(within(petya).getByRole('button', { name: 'Не был' }));
    expect(screen.queryByText(/Не отмечено/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить отметки' }));
    expect(await screen.findByRole('button', { name: 'Сохраняем…' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Сохранить отметки' })).toBeEnabled(),
    );
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      date: '2026-11-27',
      marks: [
        { memberId: M1, present: true },
        { memberId: M2, present: false },
      ],
    });
    expect(seen[0]?.url).toBe(`${GROUPS}/3/attendance?date=2026-11-27`);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorSection } from '@sportkarta/contract/api/venue-sections-editor';
import { answerWith, apiError, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, startStaffSession } from '@/test/staff';
import { GroupsList } from './groups-list';

startApiServer();
startStaffSession();

// Issue 25: the administrator makes a section («Новая секция») and changes its own fields
// («Изменить»): the form checks in Russian first, a change sends only what differs, a
// section is archived, and the server's refusal stays in the dialog.
const BASE = `/v1/mob/staff/complexes/${COMPLEX}`;
const SWIMMING: EditorSection = {
  id: 1,
  name: 'Плавание',
  description: 'Для детей',
  sportTypeId: 2,
  placeId: 7,
  targetGroup: 'CHILDREN',
  ageFrom: null,
  ageTo: null,
  packageId: null,
  requiredDocuments: ['POOL_MEDICAL_CERTIFICATE'],
  adaptedFor: [],
  status: 'ACTIVE',
  groups: [],
};

let bodies: { method: string; body: unknown }[];
beforeEach(() => {
  bodies = [];
  answerWith('get', `${BASE}/groups`, { groups: [] });
  answerWith('get', `${BASE}/section-editor`, {
    complexId: COMPLEX,
    timeZone: 'Europe/Moscow',
    sections: [SWIMMING],
    coaches: [],
  });
  answerWith('get', '/v1/sportTypes', [
    { id: 1, name: 'Бокс' },
    { id: 2, name: 'Плавание' },
  ]);
  answerWith('get', `${BASE}/catalogue`, () =>
    Response.json({
      complexId: COMPLEX,
      timeZone: 'Europe/Moscow',
      places: [{ id: 7, name: 'Бассейн' }],
      events: [],
      services: [],
      packages: [],
    }),
  );
  const keep =
    (method: string, reply: (body: unknown) => Response) =>
    async ({ request }: { request: Request }) => {
      const body: unknown = await request.json();
      bodies.push({ method, body });
      return reply(body);
    };
  answerWith(
    'post',
    `${BASE}/sections`,
    keep('POST', () =>
      Response.json({ section: { ...SWIMMING, id: 2, name: 'Бокс' }, fresh: true }),
    ),
  );
  answerWith(
    'patch',
    `${BASE}/sections/1`,
    keep('PATCH', (b) =>
      (b as { name?: string }).name === 'Занято'
        ? apiError(400, 'VALIDATION_ERROR', 'Абонемент не найден среди абонементов спортобъекта')
        : Response.json({ ...SWIMMING, ...(b as object) }),
    ),
  );
});

describe('section editor', () => {
  it('a new section: checked in Russian, then sent whole with its key', async () => {
    renderStaff(<GroupsList complexId={COMPLEX} edits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Новая секция' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая секция' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Название секции')).toHaveAccessibleDescription(
        'Укажите название',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('Название секции'), {
      target: { value: 'Бокс' },
    });
    await within(dialog).findByRole('option', { name: 'Бокс' });
    fireEvent.change(within(dialog).getByLabelText('Вид спорта'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Возраст'), { target: { value: 'SPECIFIC' } });
    fireEvent.change(within(dialog).getByLabelText('Возраст от'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Возраст до'), { target: { value: '16' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Медицинский допуск к занятиям спортом' }),
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Нарушения зрения' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.body).toMatchObject({
      name: 'Бокс',
      sportTypeId: 1,
      placeId: null,
      packageId: null,
      targetGroup: 'SPECIFIC',
      ageFrom: 10,
      ageTo: 16,
      requiredDocuments: ['SPORTS_MEDICAL_CLEARANCE'],
      adaptedFor: ['VISION'],
    });
    expect((bodies[0]!.body as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('a change sends only what differs; archiving; the refusal stays in the dialog', async () => {
    renderStaff(<GroupsList complexId={COMPLEX} edits />);
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить секцию: Плавание' }));
    const dialog = await screen.findByRole('dialog', { name: 'Секция' });
    expect(within(dialog).getByLabelText('Описание')).toHaveValue('Для детей');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Медицинская справка для посещения бассейна' }),
    ).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите, что изменить')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Название секции'), {
      target: { value: 'Занято' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Абонемент не найден среди абонементов спортобъекта'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Название секции'), {
      target: { value: 'Плавание' },
    });
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Секция в архиве (посетители её не видят)' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.map((b) => b.body)).toEqual([{ name: 'Занято' }, { status: 'ARCHIVED' }]);
  });
});

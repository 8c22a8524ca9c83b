import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorCoach } from '@sportkarta/contract/api/venue-sections-editor';
import { IMAGE_MAX_BYTES } from '@sportkarta/contract/config/limits';
import { answerWith, apiError, recordRequests, startApiServer } from '@/test/api-server';
import { COMPLEX, renderStaff, staffRole, startStaffSession } from '@/test/staff';
import { CoachesList } from './coaches-list';

startApiServer();
startStaffSession();

// Issue 25: the administrator makes a coach's card («Новый тренер») and changes it
// («Изменить»); the front desk sees neither button.
const BASE = `/v1/mob/staff/complexes/${COMPLEX}`;
const MARIA: EditorCoach = {
  id: 1,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: null,
  sportsStatus: 'SPORTSMAN',
  sportsStatusLevel: 'MS_OF_RUSSIA',
  about: 'Тренер по плаванию',
  experienceYears: 12,
  photos: [],
};

beforeEach(() => {
  answerWith('get', `${BASE}/coaches`, { coaches: [{ id: 1, name: 'Иванова Мария', groups: 2 }] });
  answerWith('get', `${BASE}/section-editor`, {
    complexId: COMPLEX,
    timeZone: 'Europe/Moscow',
    sections: [],
    coaches: [MARIA],
  });
});

describe('coach cards', () => {
  it('a new coach: checked in Russian first, then sent once with its key', async () => {
    const seen = recordRequests();
    answerWith('post', `${BASE}/coaches`, {
      coach: { ...MARIA, id: 2, lastName: 'Петров', firstName: 'Олег' },
      fresh: true,
    });
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Новый тренер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый тренер' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите фамилию')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Фамилия')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(within(dialog).getByLabelText('Фамилия'), { target: { value: 'Петров' } });
    fireEvent.change(within(dialog).getByLabelText('Имя'), { target: { value: 'Олег' } });
    fireEvent.change(within(dialog).getByLabelText('Звание или разряд'), {
      target: { value: 'CANDIDATE_FOR_MASTER_OF_SPORTS' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = seen.find((r) => r.method === 'POST')!;
    await waitFor(() => expect(post.body).toBeDefined());
    expect(post.body).toMatchObject({
      lastName: 'Петров',
      firstName: 'Олег',
      sportsStatusLevel: 'CANDIDATE_FOR_MASTER_OF_SPORTS',
      experienceYears: null,
    });
    expect((post.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('changes a card; the server’s refusal stays in the dialog', async () => {
    let calls = 0;
    answerWith('patch', `${BASE}/coaches/1`, () =>
      ++calls === 1
        ? apiError(400, 'VALIDATION_ERROR', 'О тренере — не длиннее 4000 символов')
        : Response.json({ ...MARIA, about: 'Новый текст' }),
    );
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    const edit = await screen.findByRole('button', { name: 'Изменить карточку: Иванова Мария' });
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Карточка тренера' });
    expect(within(dialog).getByLabelText('Фамилия')).toHaveValue('Иванова');
    expect(within(dialog).getByRole('button', { name: 'Добавить фотографию' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Стаж, лет (необязательно)')).toHaveValue('12');
    fireEvent.change(within(dialog).getByLabelText('О тренере'), {
      target: { value: 'Новый текст' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('О тренере — не длиннее 4000 символов'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });

  it('a photo: a wrong file is refused at once; a PNG shows and goes up as the part photo', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:coach'), revokeObjectURL: vi.fn() });
    const sent: unknown[] = [];
    answerWith('post', `${BASE}/coaches/1/photo`, async ({ request }) => {
      sent.push((await request.formData()).get('photo'));
      return Response.json({ ...MARIA, photos: ['/v1/photos/abc.jpg'] });
    });
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    const edit = await screen.findByRole('button', { name: 'Изменить карточку: Иванова Мария' });
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Карточка тренера' });
    expect(within(dialog).getByText('Нет фото')).toBeInTheDocument();
    const input = within(dialog).getByTestId('coach-photo-input');
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Фотография должна быть в формате JPG, PNG или WebP',
    );
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('не больше 10 МБ');
    expect(sent).toEqual([]);

    const photo = new File(['PNGBYTES'], 'me.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(within(dialog).getByRole('img', { name: 'Фотография тренера' })).toHaveAttribute(
      'src',
      'blob:coach',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'image/png' });
    expect(
      await within(dialog).findByRole('button', { name: 'Заменить фотографию' }),
    ).toBeEnabled();
  });

  it('a photo refused stays unsent; one that failed to go up is sent again by «Сохранить»', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:coach'), revokeObjectURL: vi.fn() });
    const answers = [
      apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Фотография должна быть в формате JPG, PNG или WebP'),
      apiError(503, 'UNAVAILABLE', 'Сервер временно недоступен'),
      apiError(503, 'UNAVAILABLE', 'Сервер временно недоступен'),
      Response.json({ ...MARIA, photos: ['/v1/photos/abc.jpg'] }),
    ];
    const sent: unknown[] = [];
    answerWith('post', `${BASE}/coaches/1/photo`, async ({ request }) => {
      sent.push((await request.formData()).get('photo'));
      return answers[sent.length - 1]!;
    });
    let patches = 0;
    answerWith('patch', `${BASE}/coaches/1`, () => (++patches, Response.json(MARIA)));
    renderStaff(<CoachesList role={staffRole('ADMIN')} />);
    const edit = await screen.findByRole('button', { name: 'Изменить карточку: Иванова Мария' });
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Карточка тренера' });
    const input = within(dialog).getByTestId('coach-photo-input');
    const photo = new File(['PNGBYTES'], 'me.png', { type: 'image/png' });
    const retryHint = 'Фотография не загружена: «Сохранить» отправит её ещё раз.';
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });

    // Refused by the server: the former photo («Нет фото») stays, nothing is pending.
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('формате JPG, PNG или WebP');
    expect(within(dialog).getByText('Нет фото')).toBeInTheDocument();
    expect(within(dialog).queryByText(retryHint)).not.toBeInTheDocument();

    // Failed to go up: the chosen picture stays shown, pending, with the hint.
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await within(dialog).findByText(retryHint)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Сервер временно недоступен');
    expect(within(dialog).getByRole('img', { name: 'Фотография тренера' })).toHaveAttribute(
      'src',
      'blob:coach',
    );
    expect(sent).toHaveLength(2);

    // «Сохранить» saves the card and sends the photo again; failing again, the form stays open.
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(await within(dialog).findByText(retryHint)).toBeInTheDocument();
    expect(save).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Карточка тренера' })).toBeInTheDocument();

    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(4);
    expect(sent[3]).toMatchObject({ type: 'image/png' });
    expect(patches).toBe(2);
  });

  it('the front desk reads the list without editing', async () => {
    renderStaff(
      <CoachesList
        role={staffRole('FRONT_DESK', { permissions: ['roster.read', 'groups.all'] })}
      />,
    );
    expect(await screen.findByRole('list', { name: 'Тренеры спортобъекта' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Новый тренер' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Изменить/ })).not.toBeInTheDocument();
  });
});

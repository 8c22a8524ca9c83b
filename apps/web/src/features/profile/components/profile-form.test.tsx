import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '@sportkarta/contract/api/user';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import { ProfileForm } from './profile-form';

const USER: User = {
  id: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
  firstName: 'Анна',
  lastName: 'Демидова',
  middleName: '',
  birthDate: '1990-05-01',
  gender: 'F',
  email: 'anna@example.ru',
  phone: '+79991234567',
  photo: null,
  inn: '',
  loginMethod: 'PHONE',
  isDemo: false,
};

function setup(user: User = USER) {
  const onSubmit = vi.fn();
  const toasts: ToastInput[] = [];
  const off = subscribeToasts((t) => toasts.push(t));
  render(<ProfileForm user={user} busy={false} onSubmit={onSubmit} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  return { onSubmit, toasts, off, type, save };
}

afterEach(() => vi.restoreAllMocks());

describe('ProfileForm (spec §5 User edit form)', () => {
  it.each([
    ['Фамилия', '', 'Фамилия: Поле обязательно'],
    ['Фамилия', 'Д', 'Фамилия: Неверный формат'],
    ['Фамилия', '-Демидова', 'Фамилия: Неверный формат'],
    ['Имя', 'Анна1', 'Имя: Недопустимые символы'],
    ['Отчество', 'С', 'Отчество: Неверный формат'],
    ['Электронная почта', '', 'Электронная почта: Поле обязательно'],
    ['Электронная почта', 'anna@', 'Электронная почта: Некорректный почтовый ящик'],
    ['ИНН', '12a', 'ИНН: Недопустимые символы'],
  ])('«%s» = «%s» → error toast «%s»; nothing is sent', async (label, value, message) => {
    const { onSubmit, toasts, off, type, save } = setup();
    type(label, value);
    save();
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ type: 'error', message })]),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    off();
  });

  it('requires the birth date and the gender', async () => {
    const { toasts, off, save } = setup({ ...USER, birthDate: null, gender: null });
    save();
    await waitFor(() =>
      expect(toasts[0]).toMatchObject({ message: 'Дата рождения: Поле обязательно' }),
    );
    off();
  });

  it('sends trimmed values without the phone; the phone is masked and read-only', async () => {
    const { onSubmit, type, save } = setup();
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (999) 123 45 67');
    expect(screen.getByLabelText('Телефон')).toHaveAttribute('readonly');
    type('Имя', '  Мария-Анна ');
    type('Отчество', " O'Нил ");
    type('ИНН', ' 7707083893 ');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values, photo] = onSubmit.mock.calls[0]!;
    expect(values).toEqual({
      lastName: 'Демидова',
      firstName: 'Мария-Анна',
      middleName: "O'Нил",
      birthDate: '1990-05-01',
      gender: 'F',
      email: 'anna@example.ru',
      inn: '7707083893',
    });
    expect(values).not.toHaveProperty('phone');
    expect(photo).toBeNull();
  });

  it('chooses the gender in the gender sheet', async () => {
    const { onSubmit, save } = setup({ ...USER, gender: null });
    fireEvent.click(screen.getByRole('button', { name: /Пол/ }));
    fireEvent.click(await screen.findByRole('radio', { name: /Мужской/ }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ gender: 'M' });
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { subscribeToasts, type ToastInput } from '@/ui/toast/toast-bus';
import { ChildForm } from './child-form';

describe('ChildForm (spec §5 Child form)', () => {
  it('a new child needs last and first name, birth date and gender', async () => {
    const onSubmit = vi.fn();
    const toasts: ToastInput[] = [];
    const off = subscribeToasts((t) => toasts.push(t));
    render(<ChildForm child={null} busy={false} onSubmit={onSubmit} />);
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    save();
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Фамилия: Поле обязательно'));
    fireEvent.change(screen.getByLabelText(/^Фамилия/), { target: { value: 'Демидов' } });
    save();
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Имя: Поле обязательно'));
    fireEvent.change(screen.getByLabelText(/^Имя/), { target: { value: ' Миша ' } });
    save();
    await waitFor(() => expect(toasts.at(-1)?.message).toBe('Дата рождения: Поле обязательно'));
    expect(onSubmit).not.toHaveBeenCalled();
    off();
  });

  it('edits an existing child and sends the trimmed values', async () => {
    const onSubmit = vi.fn();
    render(
      <ChildForm
        child={{
          id: '0b9d1e7e-4f3a-4f59-8f0e-7e1f1c2d3e4f',
          parentId: '6f1c1f8e-1b7e-4d39-9a53-0e0c1f0a1b2c',
          firstName: 'Миша',
          lastName: 'Демидов',
          middleName: '',
          birthDate: '2015-03-02',
          gender: 'M',
          levelTraining: 'AMATEUR',
          photo: null,
        }}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Имя/), { target: { value: ' Михаил ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      lastName: 'Демидов',
      firstName: 'Михаил',
      middleName: '',
      birthDate: '2015-03-02',
      gender: 'M',
    });
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthRequiredProvider } from '../auth-required-modal';
import { ToastProvider } from '../toast/toast-provider';
import { WidgetGallery } from './widget-gallery';

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/tabs/profile/dev-settings']}>
      <ToastProvider>
        <AuthRequiredProvider>
          <Routes>
            <Route path="/tabs/profile/dev-settings" element={<WidgetGallery />} />
            <Route path="/user/login" element={<p>Экран входа</p>} />
          </Routes>
        </AuthRequiredProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('WidgetGallery', () => {
  it('has a labelled section with an h2 for every widget', () => {
    renderGallery();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Оболочка страницы',
      'Всплывающие уведомления',
      'Баннеры',
      'Оверлей загрузки',
      'Задержка загрузчика и минимум скелетона',
      'Нижний лист',
      'Выбор даты',
      'Выбор пола',
      'Количество',
      'Обратный отсчёт',
      'Календарь',
      'Пошаговая страница',
      'Просмотр PDF',
      'Нужна авторизация',
      'Пустые состояния',
      'Класс устройства',
    ]);
    for (const name of names)
      expect(screen.getByRole('region', { name: name! })).toBeInTheDocument();
  });

  it('raises toasts and opens the sheets and modals live', async () => {
    renderGallery();
    const toasts = screen.getByRole('region', { name: 'Всплывающие уведомления' });
    fireEvent.click(within(toasts).getByRole('button', { name: 'Успех' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Адрес скопирован');

    fireEvent.click(screen.getByRole('button', { name: 'Указать пол' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Женский' }));
    expect(
      within(screen.getByRole('region', { name: 'Выбор пола' })).getByText(/Женский/),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
    expect(await screen.findByRole('dialog', { name: 'Функция недоступна' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Авторизация' }));
    expect(screen.getByText('Экран входа')).toBeInTheDocument();
  });
});

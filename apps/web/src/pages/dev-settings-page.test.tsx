import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag } from '@sportkarta/contract/api/toggles';
import { AuthRequiredProvider } from '@/ui/auth-required-modal';
import { ToastProvider } from '@/ui/toast/toast-provider';
import DevSettingsPage, { devSettingsEnv, isValidApiBase } from './dev-settings-page';

const api = vi.hoisted(() => ({ override: null as string | null }));
vi.mock('@/lib/api-base', () => ({
  getApiBase: () => api.override ?? '',
  getApiBaseOverride: () => api.override,
  setApiBaseOverride: vi.fn((value: string | null) => {
    api.override = value;
  }),
}));
const resetShownFlags = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/lib/first-run-flags', () => ({ resetShownFlags }));
vi.mock('@/lib/flags', () => ({
  useFlags: () => ({
    enabled: new Set<FeatureFlag>(['sports-page']),
    ready: true,
    updatedAt: new Date(2026, 10, 21, 9, 5, 7),
  }),
}));

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/tabs/profile/dev-settings']}>
      <ToastProvider>
        <AuthRequiredProvider>
          <DevSettingsPage />
        </AuthRequiredProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.override = null;
  devSettingsEnv.reload = vi.fn();
});

describe('isValidApiBase', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isValidApiBase('https://api.sportkarta.ru')).toBe(true);
    expect(isValidApiBase('http://10.0.2.2:3000')).toBe(true);
    expect(isValidApiBase('api.sportkarta.ru')).toBe(false);
    expect(isValidApiBase('ftp://x.ru')).toBe(false);
    expect(isValidApiBase('')).toBe(false);
  });
});

describe('DevSettingsPage', () => {
  it('says «тот же адрес» in plain text and shows only a real address as code', () => {
    const { unmount } = renderPage();
    const sameOrigin = screen.getByText(/Сейчас используется:/);
    expect(sameOrigin).toHaveTextContent('Сейчас используется: тот же адрес, что и у приложения');
    expect(sameOrigin.querySelector('code')).toBeNull();
    unmount();

    api.override = 'https://api.example.ru';
    renderPage();
    expect(screen.getByText(/Сейчас используется:/).querySelector('code')).toHaveTextContent(
      'https://api.example.ru',
    );
  });

  it('shows version, build and every flag with its state', () => {
    renderPage();
    expect(screen.getByText('1.8.4')).toBeInTheDocument();
    expect(screen.getByText('260')).toBeInTheDocument();
    const flags = screen.getByRole('region', { name: 'Флаги функций' });
    expect(within(flags).getAllByRole('listitem')).toHaveLength(20);
    expect(within(flags).getByText('sports-page').parentElement).toHaveTextContent('включён');
    expect(within(flags).getByText('ignore-map').parentElement).toHaveTextContent('выключен');
    expect(flags).toHaveTextContent('Обновлено: 21.11.2026 09:05:07');
  });

  it('refuses an invalid address and saves a valid one, then reloads', () => {
    renderPage();
    const input = screen.getByLabelText('Базовый адрес API');
    fireEvent.change(input, { target: { value: 'не адрес' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('toast')).toHaveTextContent('Введите адрес вида https://example.ru');
    expect(input).toHaveAccessibleDescription('Введите адрес вида https://example.ru');
    expect(devSettingsEnv.reload).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: ' https://api.example.ru ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(api.override).toBe('https://api.example.ru');
    expect(devSettingsEnv.reload).toHaveBeenCalledTimes(1);
  });

  it('resets the override', () => {
    api.override = 'https://old.example.ru';
    renderPage();
    expect(screen.getByText('https://old.example.ru')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(api.override).toBeNull();
    expect(devSettingsEnv.reload).toHaveBeenCalledTimes(1);
  });

  it('resets the shown hints with a success toast', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить показанные подсказки' }));
    expect(await screen.findByText('Подсказки будут показаны снова')).toBeInTheDocument();
    expect(resetShownFlags).toHaveBeenCalledTimes(1);
  });

  it('includes the widget gallery', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Виджеты' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Календарь' })).toBeInTheDocument();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthPlaceholder, AuthRequiredProvider, useAuthRequired } from './auth-required-modal';

function LoginProbe() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function Protected() {
  const requireAuth = useAuthRequired();
  return (
    <button type="button" onClick={requireAuth}>
      В избранное
    </button>
  );
}

function renderAt(element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/tabs/places/7?tab=info#top']}>
      <AuthRequiredProvider>
        <Routes>
          <Route path="/tabs/places/:id" element={element} />
          <Route path="/user/login" element={<LoginProbe />} />
        </Routes>
      </AuthRequiredProvider>
    </MemoryRouter>,
  );
}

describe('auth-required modal', () => {
  it('opens «Функция недоступна» and goes to login remembering the place', async () => {
    renderAt(<Protected />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    // The dialog's module loads when it is first shown.
    const dialog = await screen.findByRole('dialog', { name: 'Функция недоступна' });
    expect(dialog).toHaveTextContent('необходимо войти');
    fireEvent.click(screen.getByRole('button', { name: 'Авторизация' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
      from: { pathname: '/tabs/places/7', search: '?tab=info', hash: '#top' },
    });
  });

  it('closes without navigating, by button or Escape', async () => {
    renderAt(<Protected />);
    fireEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'В избранное' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('login-state')).toBeNull();
  });

  it('the placeholder button goes to login with the same state', () => {
    renderAt(<AuthPlaceholder />);
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к авторизации' }));
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
      from: { pathname: '/tabs/places/7', search: '?tab=info', hash: '#top' },
    });
  });
});

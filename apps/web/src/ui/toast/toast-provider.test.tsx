import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { holdToasts, releaseToasts, showToast } from './toast-bus';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function raise(
  type: 'error' | 'notify' | 'success',
  extra: { header?: string; key?: string; message?: string } = {},
) {
  act(() => showToast({ type, message: extra.message ?? `сообщение ${type}`, ...extra }));
}

describe('ToastProvider', () => {
  it('renders header and message', () => {
    render(<ToastProvider />);
    raise('notify', { header: 'Авторизация в приложении', message: 'Время сессии истекло' });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Авторизация в приложении');
    expect(toast).toHaveTextContent('Время сессии истекло');
  });

  it('keeps an error 6 s and uses role alert', () => {
    render(<ToastProvider />);
    raise('error');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['notify', 'success'] as const)('keeps %s 3 s', (type) => {
    render(<ToastProvider />);
    raise(type);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces a toast with the same key instead of stacking', () => {
    render(<ToastProvider />);
    raise('notify', { key: 'offline', message: 'первое' });
    raise('notify', { key: 'offline', message: 'второе' });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('второе');
  });

  it('keeps the toast after a 14 px upward swipe and dismisses after 15 px', () => {
    render(<ToastProvider />);
    raise('success');
    let toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientY: 100 });
    fireEvent.pointerMove(toast, { clientY: 86 });
    fireEvent.pointerUp(toast, { clientY: 86 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();

    toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientY: 100 });
    fireEvent.pointerMove(toast, { clientY: 85 });
    fireEvent.pointerUp(toast, { clientY: 85 });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('a downward swipe never dismisses', () => {
    render(<ToastProvider />);
    raise('success');
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientY: 100 });
    fireEvent.pointerUp(toast, { clientY: 160 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
  });

  it('a toast raised before the provider mounted is shown when it mounts (the newest of a key)', () => {
    raise('notify', { key: 'session', message: 'первое' });
    raise('notify', { key: 'session', message: 'второе' });
    raise('error', { message: 'ошибка' });
    render(<ToastProvider />);
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(2);
    expect(toasts[0]).toHaveTextContent('второе');
    expect(toasts[1]).toHaveTextContent('ошибка');
    cleanup();
    render(<ToastProvider />);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('held toasts (the start landing is up) wait and then show; later ones show at once', () => {
    render(<ToastProvider />);
    holdToasts();
    raise('notify', { message: 'под заставкой' });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    // Their time runs from when they are shown, not from when they were raised.
    act(() => vi.advanceTimersByTime(5000));
    act(() => releaseToasts());
    expect(screen.getByTestId('toast')).toHaveTextContent('под заставкой');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    raise('success', { message: 'сразу' });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });

  it('an error toast shows its header above the message, as an alert', () => {
    render(<ToastProvider />);
    act(() => showToast({ type: 'error', message: 'Ошибка сети', header: 'Заголовок' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ЗаголовокОшибка сети');
  });
});

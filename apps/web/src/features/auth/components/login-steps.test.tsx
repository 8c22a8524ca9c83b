import { act, fireEvent, render, screen } from '@testing-library/react';
import { CodeStep, type CodeStepProps, MethodStep, PhoneStep } from './login-steps';

const base: Omit<CodeStepProps, 'endsAt'> = {
  digits: '9991234567',
  busy: false,
  demoCode: null,
  attemptsLeft: 3,
  wrongAttempts: 0,
  exhausted: false,
  onSubmit: () => undefined,
  onResend: () => undefined,
  onChangePhone: () => undefined,
};

afterEach(() => vi.useRealTimers());

describe('MethodStep', () => {
  it('offers «Демо-вход» only when the server allows it (issue 26: DEMO_LOGIN)', () => {
    const onDemo = vi.fn();
    const { rerender } = render(
      <MethodStep busy={false} onPhone={() => undefined} onDemo={onDemo} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Демо-вход' }));
    expect(onDemo).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/общий демонстрационный аккаунт/)).toBeInTheDocument();
    rerender(<MethodStep busy={false} onPhone={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Демо-вход' })).toBeNull();
    expect(screen.queryByText(/общий демонстрационный аккаунт/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Войти по номеру телефона' })).toBeEnabled();
  });
});

describe('PhoneStep', () => {
  it('shows the mask and enables «Получить код» only for a full number', () => {
    const onDigits = vi.fn();
    const { rerender } = render(
      <PhoneStep digits="99912" busy={false} onDigits={onDigits} onSubmit={() => undefined} />,
    );
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (999) 12');
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeDisabled();
    fireEvent.input(screen.getByLabelText('Телефон'), { target: { value: '+7 (999) 123' } });
    expect(onDigits).toHaveBeenLastCalledWith('999123');
    rerender(
      <PhoneStep digits="9991234567" busy={false} onDigits={onDigits} onSubmit={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeEnabled();
    rerender(<PhoneStep digits="9991234567" busy onDigits={onDigits} onSubmit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
  });
});

describe('CodeStep (180 s timer, 3 attempts)', () => {
  it('counts 180 s down and only then offers a new code', () => {
    vi.useFakeTimers();
    const onResend = vi.fn();
    render(<CodeStep {...base} endsAt={Date.now() + 180_000} onResend={onResend} />);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByText('Новый код можно запросить через 3:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Новый код можно запросить через 2:59')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).toBeNull();
    act(() => vi.advanceTimersByTime(179_000));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('submits six digits; after the attempts are over asks for a new code at once', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <CodeStep {...base} endsAt={Date.now() + 180_000} onSubmit={onSubmit} />,
    );
    const input = screen.getByLabelText('Код');
    fireEvent.change(input, { target: { value: '12a34567' } });
    expect(input).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');

    rerender(
      <CodeStep
        {...base}
        endsAt={Date.now() + 180_000}
        wrongAttempts={1}
        attemptsLeft={2}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('Осталось попыток: 2')).toBeInTheDocument();

    rerender(
      <CodeStep
        {...base}
        endsAt={Date.now() + 180_000}
        wrongAttempts={3}
        attemptsLeft={0}
        exhausted
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Попытки ввода кода закончились, запросите новый код',
    );
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeEnabled();
  });

  it('shows the emulated code in the demo hint', () => {
    render(<CodeStep {...base} endsAt={Date.now() + 180_000} demoCode="654321" />);
    expect(screen.getByTestId('demo-code')).toHaveTextContent('654321');
  });
});

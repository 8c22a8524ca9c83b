import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepperFlow, StepperPage } from './stepper-page';

const steps = ['Участник', 'Группа', 'Оплата'];

describe('Stepper', () => {
  it('marks the current step with aria-current and the earlier ones as done', () => {
    render(
      <StepperFlow steps={steps} current={1}>
        <p>Шаг 2</p>
      </StepperFlow>,
    );
    expect(screen.getByText('Шаг 2 из 3')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Участник, выполнен');
    expect(items[2]).not.toHaveTextContent('выполнен');
  });

  it('leaves back/next to the caller', () => {
    const onBack = vi.fn();
    const onNext = vi.fn();
    render(
      <StepperFlow steps={steps} current={1} onBack={onBack} onNext={onNext} nextLabel="К оплате">
        <p>x</p>
      </StepperFlow>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    fireEvent.click(screen.getByRole('button', { name: 'К оплате' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('has no back button on the first step and can disable next', () => {
    render(
      <StepperPage title="Покупка" steps={steps} current={0} onNext={() => undefined} nextDisabled>
        <p>x</p>
      </StepperPage>,
    );
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
  });
});

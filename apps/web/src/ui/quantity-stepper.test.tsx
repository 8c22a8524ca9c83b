import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, normalizeQuantity } from './quantity-stepper';

function Controlled({ initial = 1, min = 1, max = 10, spy = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      min={min}
      max={max}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Количество' });
const minus = () => screen.getByRole('button', { name: 'Уменьшить количество' });
const plus = () => screen.getByRole('button', { name: 'Увеличить количество' });

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
}

describe('normalizeQuantity', () => {
  it('rounds up, then clamps', () => {
    expect(normalizeQuantity(2.1, 1, 10)).toBe(3);
    expect(normalizeQuantity(0, 1, 10)).toBe(1);
    expect(normalizeQuantity(50, 1, 10)).toBe(10);
    expect(normalizeQuantity(Number.NaN, 2, 10)).toBe(2);
  });
});

describe('QuantityStepper', () => {
  it('steps with the buttons and stops at min and max', () => {
    render(<Controlled initial={9} max={10} />);
    fireEvent.click(plus());
    expect(input()).toHaveValue('10');
    expect(plus()).toBeDisabled();
    fireEvent.click(minus());
    expect(input()).toHaveValue('9');
  });

  it('disables minus at the minimum', () => {
    render(<Controlled initial={1} min={1} />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
  });

  it('clamps typed values to max and min', () => {
    const spy = vi.fn();
    render(<Controlled initial={2} min={1} max={20} spy={spy} />);
    type('99');
    expect(spy).toHaveBeenLastCalledWith(20);
    expect(input()).toHaveValue('20');
    type('0');
    expect(spy).toHaveBeenLastCalledWith(1);
  });

  it('rounds a fractional value up to an integer', () => {
    render(<Controlled initial={1} max={20} />);
    type('2,5');
    expect(input()).toHaveValue('3');
    type('4.1');
    expect(input()).toHaveValue('5');
  });

  it('accepts at most 3 characters', () => {
    const spy = vi.fn();
    render(<Controlled initial={1} max={5000} spy={spy} />);
    expect(input()).toHaveAttribute('maxLength', '3');
    fireEvent.change(input(), { target: { value: '1234' } });
    expect(input()).toHaveValue('123');
    fireEvent.blur(input());
    expect(spy).toHaveBeenLastCalledWith(123);
  });

  it('is disabled altogether when max is 1', () => {
    render(<Controlled initial={1} max={1} />);
    expect(input()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
  });

  it('ignores letters and keeps the value on an empty field', () => {
    const spy = vi.fn();
    render(<Controlled initial={4} spy={spy} />);
    fireEvent.change(input(), { target: { value: 'аб' } });
    expect(input()).toHaveValue('');
    fireEvent.blur(input());
    expect(input()).toHaveValue('4');
    expect(spy).not.toHaveBeenCalled();
  });
});

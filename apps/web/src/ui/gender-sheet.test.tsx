import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenderSheet } from './gender-sheet';

describe('GenderSheet', () => {
  it('is titled «Укажите Ваш пол» and marks the current value', () => {
    render(<GenderSheet open value="F" onSelect={() => undefined} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Укажите Ваш пол' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Женский' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Мужской' })).toHaveAttribute('aria-checked', 'false');
  });

  it('reports M for «Мужской» and closes', () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<GenderSheet open value={null} onSelect={onSelect} onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Мужской' }));
    expect(onSelect).toHaveBeenCalledWith('M');
    expect(onClose).toHaveBeenCalled();
  });

  it('reports F for «Женский»', () => {
    const onSelect = vi.fn();
    render(<GenderSheet open value={null} onSelect={onSelect} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Женский' }));
    expect(onSelect).toHaveBeenCalledWith('F');
  });
});

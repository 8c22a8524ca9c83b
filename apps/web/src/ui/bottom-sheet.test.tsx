import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

const HEIGHT = 400;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    height: HEIGHT,
    width: 375,
    top: 0,
    left: 0,
    right: 375,
    bottom: HEIGHT,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <BottomSheet
        open={open}
        title="Лист"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Внутри</button>
      </BottomSheet>
    </>
  );
}

function drag(distance: number) {
  const grab = screen.getByTestId('sheet-grab');
  fireEvent.pointerDown(grab, { pointerId: 1, clientY: 100, button: 0 });
  fireEvent.pointerMove(grab, { pointerId: 1, clientY: 100 + distance });
  fireEvent.pointerUp(grab, { pointerId: 1, clientY: 100 + distance });
}

describe('BottomSheet', () => {
  it('is a labelled modal dialog at most 94 % of the screen tall', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Лист' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.style.maxHeight).toBe('94dvh');
    expect(dialog.style.getPropertyValue('--sk-sheet-duration')).toBe('400ms');
    expect(
      screen.getByRole('button', { name: 'Потяните вниз, чтобы закрыть' }),
    ).toBeInTheDocument();
  });

  it('closes when released with 49 % of its height still visible', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    drag(HEIGHT * 0.51);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open with 51 % visible and springs back', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    drag(HEIGHT * 0.49);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('bottom-sheet').style.transform).toBe('');
  });

  it('does not start a drag for a 9 px movement, but does at 10 px', () => {
    render(<Harness />);
    const grab = screen.getByTestId('sheet-grab');
    const sheet = screen.getByTestId('bottom-sheet');
    fireEvent.pointerDown(grab, { pointerId: 1, clientY: 100, button: 0 });
    fireEvent.pointerMove(grab, { pointerId: 1, clientY: 109 });
    expect(sheet.style.transform).toBe('');
    expect(sheet).not.toHaveClass('sk-sheet--dragging');
    fireEvent.pointerMove(grab, { pointerId: 1, clientY: 110 });
    expect(sheet).toHaveClass('sk-sheet--dragging');
    expect(sheet.style.transform).toBe('translateY(10px)');
  });

  it('closes on backdrop click and on Escape', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByTestId('sheet-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Открыть'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the sheet', () => {
    render(<Harness />);
    const inside = screen.getByRole('button', { name: 'Внутри' });
    inside.focus();
    fireEvent.keyDown(inside, { key: 'Tab' });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Потяните вниз, чтобы закрыть' }),
    );
  });

  it('plays the 400 ms closing animation before unmounting', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByTestId('sheet-backdrop'));
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByTestId('bottom-sheet')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('bottom-sheet')).toBeNull();
  });
});

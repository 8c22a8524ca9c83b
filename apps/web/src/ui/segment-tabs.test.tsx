import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SegmentTabs } from './segment-tabs';

function Bands() {
  const [value, setValue] = useState<'morning' | 'day' | 'evening'>('morning');
  return (
    <SegmentTabs
      label="Время дня"
      value={value}
      onChange={setValue}
      options={[
        { value: 'morning', label: 'Утро' },
        { value: 'day', label: 'День', disabled: true },
        { value: 'evening', label: 'Вечер' },
      ]}
    />
  );
}

describe('SegmentTabs', () => {
  it('is a tab list: a click or the arrows choose, a disabled option is skipped', () => {
    render(<Bands />);
    const list = screen.getByRole('tablist', { name: 'Время дня' });
    expect(list).toBeInTheDocument();
    const morning = screen.getByRole('tab', { name: 'Утро' });
    expect(morning).toHaveAttribute('aria-selected', 'true');
    expect(morning).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'День' })).toBeDisabled();

    fireEvent.keyDown(morning, { key: 'ArrowRight' });
    const evening = screen.getByRole('tab', { name: 'Вечер' });
    expect(evening).toHaveAttribute('aria-selected', 'true');
    expect(evening).toHaveFocus();
    expect(morning).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(evening, { key: 'ArrowRight' });
    expect(morning).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(morning, { key: 'End' });
    expect(evening).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(morning);
    expect(morning).toHaveAttribute('aria-selected', 'true');
  });
});

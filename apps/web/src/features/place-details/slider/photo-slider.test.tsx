import { fireEvent, render, screen } from '@testing-library/react';
import { PhotoSlider } from './photo-slider';

const photos = [1, 2, 3].map((n) => ({ url: `/media/p${n}.svg`, alt: `Фото ${n}` }));

function renderSlider(initialIndex = 1) {
  const onClose = vi.fn();
  render(
    <PhotoSlider
      photos={photos}
      initialIndex={initialIndex}
      title="Фотографии"
      onClose={onClose}
    />,
  );
  return { onClose, region: screen.getByRole('region', { name: 'Фотографии' }) };
}

describe('PhotoSlider', () => {
  it('opens at the asked photo with «2 из 3» and takes the focus', () => {
    const { region } = renderSlider(1);
    expect(screen.getByTestId('slider-counter')).toHaveTextContent('2 из 3');
    expect(region).toHaveFocus();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(3);
  });

  it('its scrolling track is reached by Tab, named, and takes the arrows (axe scrollable-region-focusable)', () => {
    renderSlider(0);
    const track = screen.getByRole('group', { name: 'Лента фотографий' });
    expect(track).toHaveAttribute('tabindex', '0');
    expect(track).toHaveAccessibleDescription(
      'Листайте стрелками, двойное нажатие увеличивает фото',
    );
    track.focus();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(screen.getByTestId('slider-counter')).toHaveTextContent('2 из 3');
  });

  it('switches photos with the arrow keys and the buttons, closes with Escape', () => {
    const { region, onClose } = renderSlider(0);
    expect(screen.queryByRole('button', { name: 'Предыдущее фото' })).toBeNull();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByTestId('slider-counter')).toHaveTextContent('2 из 3');
    fireEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByTestId('slider-counter')).toHaveTextContent('3 из 3');
    expect(screen.queryByRole('button', { name: 'Следующее фото' })).toBeNull();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByTestId('slider-counter')).toHaveTextContent('3 из 3');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(screen.getByTestId('slider-counter')).toHaveTextContent('1 из 3');
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('zooms with + and the buttons, and a new photo starts unzoomed', () => {
    const { region } = renderSlider(0);
    const zoomOut = screen.getByRole('button', { name: 'Уменьшить' });
    expect(zoomOut).toBeDisabled();
    fireEvent.keyDown(region, { key: '+' });
    expect(zoomOut).toBeEnabled();
    const img = screen.getByRole('img', { name: 'Фото 1' });
    expect(img.style.transform).toContain('scale(1.5)');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(zoomOut).toBeDisabled();
    expect(img.style.transform).toBe('');
  });
});

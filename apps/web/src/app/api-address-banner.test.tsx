import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiBaseOverride, setApiBaseOverride } from '@/lib/api-base';
import ApiAddressBanner, { apiBannerEnv } from './api-address-banner';

// Issue 28: the app-wide strip while the developer settings point at another API address.
const realReload = apiBannerEnv.reload;
afterEach(() => {
  setApiBaseOverride(null);
  apiBannerEnv.reload = realReload;
});

describe('ApiAddressBanner', () => {
  it('is absent with the default address', () => {
    const { container } = render(<ApiAddressBanner />);
    expect(container).toBeEmptyDOMElement();
    expect(document.documentElement).not.toHaveClass('sk-api-override');
  });

  it('names the other server and resets it with a reload', () => {
    setApiBaseOverride('https://stage.example.ru:8443/');
    const reload = vi.fn();
    apiBannerEnv.reload = reload;
    const { unmount } = render(<ApiAddressBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Другой сервер API: stage.example.ru:8443',
    );
    // The strip takes the top of the safe area, so the headers move below it.
    expect(document.documentElement).toHaveClass('sk-api-override');
    fireEvent.click(
      screen.getByRole('button', { name: 'Сбросить адрес API и вернуться к обычному серверу' }),
    );
    expect(getApiBaseOverride()).toBeNull();
    expect(localStorage.getItem('sk.apiBaseOverride')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    unmount();
    expect(document.documentElement).not.toHaveClass('sk-api-override');
  });
});

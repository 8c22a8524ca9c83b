import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertBanner } from './alert-banner';

describe('AlertBanner', () => {
  it.each([
    ['error', 'alert', 'Ошибка'],
    ['warning', 'alert', 'Внимание'],
    ['info', 'status', 'Информация'],
    ['success', 'status', 'Готово'],
  ] as const)('%s uses role %s and names its type', (type, role, label) => {
    const { container } = render(
      <AlertBanner type={type} title="Заголовок">
        Текст
      </AlertBanner>,
    );
    const banner = screen.getByRole(role);
    expect(banner).toHaveClass(`sk-alert--${type}`);
    expect(banner).toHaveTextContent(`${label}: ЗаголовокТекст`);
    expect(container.querySelector('ion-icon')).not.toBeNull();
  });
});

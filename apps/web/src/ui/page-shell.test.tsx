import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageShell } from './page-shell';

describe('PageShell', () => {
  it('renders the title, header buttons and content', () => {
    const { container } = render(
      <PageShell
        title="Профиль"
        left={<button type="button">Слева</button>}
        right={<button type="button">Справа</button>}
      >
        <p>Содержимое</p>
      </PageShell>,
    );
    // The title sits in a span that may wrap, so a long one is not cut with an ellipsis.
    expect(container.querySelector('ion-title .sk-page-title')).toHaveTextContent('Профиль');
    expect(screen.getByText('Слева').closest('ion-toolbar ion-buttons')).not.toBeNull();
    expect(screen.getByText('Справа').closest('ion-toolbar ion-buttons')).not.toBeNull();
    expect(screen.getByText('Содержимое').closest('ion-content')).not.toBeNull();
    expect(container.querySelector('ion-refresher')).toBeNull();
  });

  it('uses a back button instead of the left buttons when backHref is given', () => {
    const { container } = render(
      <PageShell title="Настройки" backHref="/tabs/profile" left={<span>Слева</span>}>
        <p>x</p>
      </PageShell>,
    );
    const back = container.querySelector('ion-back-button');
    // Icon-only in every mode (md would otherwise print «НАЗАД»), named for screen readers.
    expect(back).toHaveAttribute('text', '');
    expect(back).toHaveAttribute('aria-label', 'Назад');
    expect(screen.queryByText('Слева')).toBeNull();
  });

  it('adds pull-to-refresh only with onRefresh', () => {
    const { container } = render(
      <PageShell title="Новости" onRefresh={() => Promise.resolve()}>
        <p>x</p>
      </PageShell>,
    );
    expect(container.querySelector('ion-content ion-refresher')).not.toBeNull();
  });
});

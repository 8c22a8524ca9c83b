import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('shows the default spec text', () => {
    render(<LoadingOverlay open />);
    expect(screen.getByRole('status')).toHaveTextContent('Пожалуйста, подождите...');
  });

  it('shows a custom text and nothing when closed', () => {
    const { rerender } = render(<LoadingOverlay open text="Оплата…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Оплата…');
    rerender(<LoadingOverlay open={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

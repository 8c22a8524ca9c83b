import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEW_VERSION_EVENT } from '../lib/new-version';
import { NewVersionModal } from './new-version-modal';

vi.mock('../lib/register-service-worker', () => ({ registerServiceWorker: vi.fn() }));

describe('NewVersionModal', () => {
  it('appears on the new-version event and activates the new version', async () => {
    render(<NewVersionModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const update = vi.fn().mockResolvedValue(undefined);
    act(() => {
      window.dispatchEvent(new CustomEvent(NEW_VERSION_EVENT, { detail: { update } }));
    });
    // The card is a lazy chunk (issue 27).
    expect(await screen.findByRole('dialog', { name: 'Вышла новая версия' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    expect(update).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Позже' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

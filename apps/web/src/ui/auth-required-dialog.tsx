import { ru } from '@/i18n/ru';
import { Dialog } from './dialog';

/** spec §6: «Функция недоступна» — sign in, or close (ui/auth-required-modal.tsx shows it). */
export function AuthRequiredDialog({
  onClose,
  onLogin,
}: {
  onClose: () => void;
  onLogin: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={ru.ui.authTitle} showClose={false}>
      <p className="sk-auth__message">{ru.ui.authMessage}</p>
      <div className="sk-auth__actions">
        <button
          type="button"
          className="sk-button sk-button--block"
          data-autofocus
          onClick={onLogin}
        >
          {ru.ui.authLogin}
        </button>
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          onClick={onClose}
        >
          {ru.ui.close}
        </button>
      </div>
    </Dialog>
  );
}

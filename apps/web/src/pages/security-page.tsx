import { useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useDeleteAccount, useEndSession, useSessions } from '@/features/profile/api/security-api';
import '@/features/profile/components/profile.css';
import { ru } from '@/i18n/ru';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { Dialog } from '@/ui/dialog';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';
import { once } from '@sportkarta/contract/once';

const dateTime = once(
  () => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }),
);
const formatWhen = (iso: string) => dateTime().format(new Date(iso));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

// /tabs/profile/security (issue 3): active sessions with «Завершить», account deletion.
export default function SecurityPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The current session ends through the session (logout resets everything); its own flag.
  const [loggingOut, setLoggingOut] = useState(false);
  const sessions = useSessions(session.status === 'logged-in');
  const endOther = useEndSession();
  const deletion = useDeleteAccount();
  const busy = loggingOut || endOther.isPending || deletion.isPending;

  const end = async (id: string, current: boolean) => {
    if (!current) {
      endOther.mutate(id, {
        onSuccess: () => showToast({ type: 'success', message: ru.account.sessionEnded }),
        onError: (error) => showToast({ type: 'error', message: errorText(error) }),
      });
      return;
    }
    setLoggingOut(true);
    try {
      if (!(await session.logout())) showToast({ type: 'error', message: ru.account.logoutFailed });
    } finally {
      setLoggingOut(false);
    }
  };

  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setConfirmOpen(false);
        showToast({ type: 'success', message: ru.account.deleted });
        navigate(paths.profile, { replace: true });
      },
      onError: (error) => showToast({ type: 'error', message: errorText(error) }),
    });

  if (session.status === 'logged-out')
    return (
      <PageShell title={ru.account.securityTitle} backHref={paths.profile}>
        <AuthPlaceholder />
      </PageShell>
    );

  return (
    <PageShell
      title={ru.account.securityTitle}
      backHref={paths.profile}
      onRefresh={sessions.refetch}
    >
      <div className="sk-section">
        <h2>{ru.account.sessionsTitle}</h2>
        {sessions.isError ? <AlertBanner type="error">{ru.account.loadError}</AlertBanner> : null}
        {sessions.isPending ? <IonSpinner aria-label={ru.ui.loadingDefault} /> : null}
        <ul className="sk-section" style={{ padding: 0, listStyle: 'none' }}>
          {sessions.data?.map((s) => (
            <li key={s.id} className="sk-session">
              <div>
                <strong>
                  {s.current
                    ? ru.account.sessionCurrent
                    : (s.userAgent ?? ru.account.sessionUnknownDevice)}
                </strong>
                <div className="sk-session__meta">
                  {ru.account.sessionSince(formatWhen(s.createdAt))}
                </div>
                <div className="sk-session__meta">
                  {ru.account.sessionSeen(formatWhen(s.lastSeenAt))}
                </div>
              </div>
              <button
                type="button"
                className="sk-button sk-button--secondary"
                disabled={busy}
                onClick={() => void end(s.id, s.current)}
              >
                {ru.account.sessionEnd}
              </button>
            </li>
          ))}
        </ul>
        <h2>{ru.account.deleteTitle}</h2>
        <p>{ru.account.deleteHint}</p>
        <button
          type="button"
          className="sk-button sk-button--danger sk-button--block"
          onClick={() => setConfirmOpen(true)}
        >
          {ru.account.deleteButton}
        </button>
      </div>
      <Dialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={ru.account.deleteConfirmTitle}
        showClose={false}
      >
        <p>{ru.account.deleteConfirmText}</p>
        <div className="sk-section" style={{ padding: 0 }}>
          <button
            type="button"
            className="sk-button sk-button--danger sk-button--block"
            disabled={deletion.isPending}
            onClick={remove}
          >
            {ru.account.deleteConfirm}
          </button>
          <button
            type="button"
            className="sk-button sk-button--secondary sk-button--block"
            data-autofocus
            onClick={() => setConfirmOpen(false)}
          >
            {ru.ui.cancel}
          </button>
        </div>
      </Dialog>
    </PageShell>
  );
}

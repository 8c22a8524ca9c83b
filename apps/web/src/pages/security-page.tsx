import { useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  deleteAccount,
  endSession,
  getSessions,
  sessionsQueryKey,
} from '@/features/profile/api/security-api';
import '@/features/profile/components/profile.css';
import { ru } from '@/i18n/ru';
import { logout as clearLocalSession } from '@/lib/logout';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { AuthPlaceholder } from '@/ui/auth-required-modal';
import { Dialog } from '@/ui/dialog';
import { PageShell } from '@/ui/page-shell';
import { useToast } from '@/ui/toast/toast-provider';

const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
const formatWhen = (iso: string) => dateTime.format(new Date(iso));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

// /tabs/profile/security (issue 3): active sessions with «Завершить», account deletion.
export default function SecurityPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: sessionsQueryKey,
    queryFn: getSessions,
    enabled: session.status === 'logged-in',
  });

  const end = async (id: string, current: boolean) => {
    setBusy(id);
    try {
      if (current) {
        if (!(await session.logout())) toast.error(ru.account.logoutFailed);
        return;
      }
      await endSession(id);
      toast.success(ru.account.sessionEnded);
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deleteAccount();
      setConfirmOpen(false);
      await clearLocalSession();
      toast.success(ru.account.deleted);
      navigate(paths.profile, { replace: true });
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };

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
                disabled={busy !== null}
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
            disabled={busy === 'delete'}
            onClick={() => void remove()}
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

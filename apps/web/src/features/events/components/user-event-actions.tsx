import { useState } from 'react';
import { Link } from 'react-router-dom';
import { nowMs } from '@sportkarta/contract/clock';
import type { SportEvent } from '@sportkarta/contract/api/events';
import type { RegistrationData } from '@sportkarta/contract/api/user-events';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import { isApiError } from '@/lib/api-client';
import { useAuthRequired } from '@/ui/auth-required-modal';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useCancelEvent } from '../api/cancel-event';
import { useRegistration } from '../api/register-event';
import './user-events.css';

const failed = (error: unknown) =>
  showToast({ type: 'error', message: isApiError(error) ? error.message : String(error) });

/** The author's «Изменить» and «Отменить событие» (with a confirmation). */
function AuthorActions({ event, taken }: { event: SportEvent; taken: number }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelEvent();
  const onConfirm = () =>
    cancel.mutate(
      { eventId: event.id },
      {
        onSuccess: () => {
          setConfirming(false);
          showToast({ type: 'success', message: t.canceledToast });
        },
        onError: failed,
      },
    );
  return (
    <div className="sk-ue__actions">
      <Link
        className="sk-button sk-button--block sk-ue__link-button"
        to={paths.userEventEdit(event.id)}
      >
        {t.edit}
      </Link>
      <button
        type="button"
        className="sk-button sk-button--secondary sk-button--block"
        onClick={() => setConfirming(true)}
      >
        {t.cancelEvent}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t.cancelConfirmTitle}
        text={t.cancelConfirmText(taken)}
        confirmLabel={t.cancelConfirm}
        busy={cancel.isPending}
        busyLabel={t.canceling}
        danger
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

/** «Записаться» / «Отменить запись» for everyone else (a visitor is asked to sign in, spec §6). */
function JoinActions({
  event,
  data,
  signedIn,
}: {
  event: SportEvent;
  data: RegistrationData | undefined;
  signedIn: boolean;
}) {
  const requireAuth = useAuthRequired();
  const registration = useRegistration(event.id);
  const send = (join: boolean) =>
    registration.mutate(join, {
      onSuccess: () =>
        showToast({ type: 'success', message: join ? t.registeredToast : t.unregisteredToast }),
      onError: failed,
    });
  if (data?.registered)
    return (
      <div className="sk-ue__actions">
        <p className="sk-ue__state" role="status">
          {t.registered}
        </p>
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          disabled={registration.isPending}
          aria-busy={registration.isPending || undefined}
          onClick={() => send(false)}
        >
          {registration.isPending ? t.unregistering : t.unregister}
        </button>
      </div>
    );
  const disabled = registration.isPending || (signedIn && !data?.canRegister);
  return (
    <div className="sk-ue__actions">
      <button
        type="button"
        className="sk-button sk-button--block"
        disabled={disabled}
        aria-busy={registration.isPending || undefined}
        onClick={() => (signedIn ? send(true) : requireAuth())}
      >
        {registration.isPending ? t.registering : t.register}
      </button>
    </div>
  );
}

/** What the person can do with the event now; a canceled or started one only says so. */
export function UserEventActions({
  event,
  data,
  signedIn,
}: {
  event: SportEvent;
  data: RegistrationData | undefined;
  signedIn: boolean;
}) {
  if (event.userEvent?.canceled)
    return (
      <p className="sk-ue__banner" role="status">
        <strong>{t.canceledTitle}.</strong> {t.canceledHint}
      </p>
    );
  if (new Date(event.startsAt).getTime() <= nowMs())
    return (
      <p className="sk-ue__banner" role="status">
        {t.startedHint}
      </p>
    );
  if (data?.isAuthor) return <AuthorActions event={event} taken={data.taken} />;
  return <JoinActions event={event} data={data} signedIn={signedIn} />;
}

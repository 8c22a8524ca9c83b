import { shortPersonName, type Invite } from '@sportkarta/contract/api/friends';
import { alertCircleOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruFriends as t } from '@/i18n/ru-friends';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useAuthRequired } from '@/ui/auth-required-modal';
import { EmptyState } from '@/ui/empty-state';
import { showToast } from '@/ui/toast/toast-bus';
import { LoadingPlaceholder } from '@/ui/loading-placeholder';
import { useInvite } from '../api/get-invite';
import { useOutgoing } from '../api/send-request';
import { sentMessage } from '../model/person-name';
import { PersonPhoto } from './person-row';
import './friends.css';

/** What the signed-in reader already is to the inviter, as a line under the name. */
const RELATION_TEXT: Partial<Record<NonNullable<Invite['relation']>, string>> = {
  SELF: t.inviteSelf,
  FRIENDS: t.inviteFriends,
  OUTGOING: t.inviteOutgoing,
  INCOMING: t.inviteIncoming,
  DECLINED: t.inviteDeclined,
};

/** Sends the request by the code (or, when they asked first, accepts theirs). */
function AddButton({ invite }: { invite: Invite }) {
  const { status } = useSession();
  const askToSignIn = useAuthRequired();
  const send = useOutgoing({
    onSuccess: (r) =>
      showToast({
        type: 'success',
        message: sentMessage(r.outcome, name(invite)),
      }),
    onError: (error) => showToast({ type: 'error', message: error.message }),
  });
  const add = () => {
    // A visitor signs in first and comes back to this screen (spec §6).
    if (status !== 'logged-in') return askToSignIn();
    send.mutate({ inviteCode: invite.code });
  };
  return (
    <button
      type="button"
      className="sk-button sk-button--block"
      disabled={send.isPending || status === 'unknown'}
      aria-busy={send.isPending || undefined}
      onClick={add}
    >
      {send.isPending
        ? t.inviteAdding
        : invite.relation === 'INCOMING'
          ? t.inviteAcceptIncoming
          : t.inviteAdd}
    </button>
  );
}

const name = (invite: Invite) =>
  shortPersonName(invite.inviter.firstName, invite.inviter.lastNameInitial) || t.noName;

/** /invite/{code} (issues 14–15): who invites, and «Добавить в друзья». */
export function InviteView({ code }: { code: string }) {
  const q = useInvite(code);
  const { status } = useSession();
  if (q.isPending)
    return (
      <LoadingPlaceholder className="sk-invite-card">
        <div className="sk-friends__skeleton-row" />
      </LoadingPlaceholder>
    );
  if (!q.data) {
    const missing = isApiError(q.error) && (q.error.status === 404 || q.error.status === 400);
    return missing ? (
      <EmptyState title={t.inviteNotFound} hint={t.inviteNotFoundHint} icon={alertCircleOutline} />
    ) : (
      <EmptyState
        title={t.loadError}
        hint={q.error?.message}
        action={
          <button type="button" className="sk-button" onClick={() => void q.refetch()}>
            {t.retry}
          </button>
        }
      />
    );
  }
  const invite = q.data;
  const relation = invite.relation;
  const canAdd = relation === null || relation === 'NONE' || relation === 'INCOMING';
  return (
    <section className="sk-invite-card" aria-labelledby="sk-invite-name">
      <PersonPhoto
        person={{
          firstName: invite.inviter.firstName,
          lastName: invite.inviter.lastNameInitial,
          photo: invite.inviter.photo,
        }}
        size={112}
      />
      <h1 id="sk-invite-name" className="sk-invite-card__name">
        {name(invite)}
      </h1>
      <p className="sk-invite-card__lead">{t.inviteFrom}</p>
      {relation && RELATION_TEXT[relation] ? (
        <p className="sk-invite-card__state" role="status">
          {RELATION_TEXT[relation]}
        </p>
      ) : null}
      {canAdd ? <AddButton invite={invite} /> : null}
      {status === 'logged-out' ? <p className="sk-invite-card__note">{t.inviteLoginHint}</p> : null}
      {relation && relation !== 'NONE' ? (
        <Link className="sk-button sk-button--secondary sk-button--block" to={paths.friends}>
          {t.inviteToFriends}
        </Link>
      ) : null}
    </section>
  );
}

import type { FriendRequest } from '@sportkarta/contract/api/friends';
import { mailOpenOutline, paperPlaneOutline } from 'ionicons/icons';
import { ruFriends as t } from '@/i18n/ru-friends';
import { showToast } from '@/ui/toast/toast-bus';
import { useAnswerRequest } from '../api/answer-request';
import { useRequests, type Direction } from '../api/get-requests';
import { useOutgoing } from '../api/send-request';
import { personName } from '../model/person-name';
import { ListStates } from './list-states';
import { dayOf, PersonRow } from './person-row';

const EMPTY = {
  incoming: { title: t.emptyIncoming, hint: t.emptyIncomingHint, icon: mailOpenOutline },
  outgoing: { title: t.emptyOutgoing, hint: t.emptyOutgoingHint, icon: paperPlaneOutline },
} as const;

const detail = (r: FriendRequest) =>
  `${t.sentAt(dayOf(r.createdAt))}, ${r.via === 'PHONE' ? t.viaPhone : t.viaInvite}`;

const failed = (error: Error) => showToast({ type: 'error', message: error.message });

/** Accept or decline one request to me; both buttons wait while either is sent. */
function IncomingActions({ request }: { request: FriendRequest }) {
  const name = personName(request.person);
  const answer = useAnswerRequest({
    onSuccess: (_, v) =>
      showToast({ type: 'success', message: v.accept ? t.accepted(name) : t.declined }),
    onError: failed,
  });
  const send = (accept: boolean) => answer.mutate({ requestId: request.id, accept });
  return (
    <>
      <button
        type="button"
        className="sk-button sk-friend__button"
        aria-label={t.acceptLabel(name)}
        disabled={answer.isPending}
        onClick={() => send(true)}
      >
        {t.accept}
      </button>
      <button
        type="button"
        className="sk-button sk-button--secondary sk-friend__button"
        aria-label={t.declineLabel(name)}
        disabled={answer.isPending}
        onClick={() => send(false)}
      >
        {t.decline}
      </button>
    </>
  );
}

function WithdrawAction({ request }: { request: FriendRequest }) {
  const outgoing = useOutgoing({
    onSuccess: () => showToast({ type: 'success', message: t.withdrawn }),
    onError: failed,
  });
  return (
    <button
      type="button"
      className="sk-button sk-button--secondary sk-friend__button"
      aria-label={t.withdrawLabel(personName(request.person))}
      disabled={outgoing.isPending}
      onClick={() => outgoing.mutate({ requestId: request.id, withdraw: true })}
    >
      {t.withdraw}
    </button>
  );
}

/** The «Входящие» and «Исходящие» tabs: the requests waiting for an answer, newest first. */
export function RequestList({ direction }: { direction: Direction }) {
  const q = useRequests(direction);
  return (
    <ListStates query={q} items={q.data?.requests} empty={EMPTY[direction]}>
      {(requests) => (
        <ul
          className="sk-friends__list"
          aria-label={direction === 'incoming' ? t.incomingLabel : t.outgoingLabel}
        >
          {requests.map((r) => (
            <PersonRow key={r.id} person={r.person} detail={detail(r)}>
              {direction === 'incoming' ? (
                <IncomingActions request={r} />
              ) : (
                <WithdrawAction request={r} />
              )}
            </PersonRow>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

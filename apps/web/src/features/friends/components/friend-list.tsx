import type { Friend } from '@sportkarta/contract/api/friends';
import { peopleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { ruFriends as t } from '@/i18n/ru-friends';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useFriends } from '../api/get-friends';
import { useRemoveFriend } from '../api/remove-friend';
import { personName } from '../model/person-name';
import { dayOf, PersonRow } from './person-row';
import { ListStates } from './list-states';

/** The «Друзья» tab: name and photo (issue 14), and «Удалить» after a confirmation. */
export function FriendList() {
  const q = useFriends();
  const remove = useRemoveFriend();
  const [asked, setAsked] = useState<Friend | null>(null);
  const confirm = () => {
    if (!asked) return;
    remove.mutate(asked.id, {
      onSuccess: () => showToast({ type: 'success', message: t.removed }),
      onError: (error) => showToast({ type: 'error', message: error.message }),
      onSettled: () => setAsked(null),
    });
  };
  return (
    <>
      <ListStates
        query={q}
        items={q.data?.friends}
        empty={{ title: t.emptyFriends, hint: t.emptyFriendsHint, icon: peopleOutline }}
      >
        {(friends) => (
          <ul className="sk-friends__list" aria-label={t.friendsLabel}>
            {friends.map((f) => (
              <PersonRow key={f.id} person={f} detail={t.friendsSince(dayOf(f.since))}>
                <button
                  type="button"
                  className="sk-button sk-button--secondary sk-friend__button"
                  aria-label={t.removeLabel(personName(f))}
                  onClick={() => setAsked(f)}
                >
                  {t.remove}
                </button>
              </PersonRow>
            ))}
          </ul>
        )}
      </ListStates>
      <ConfirmDialog
        open={asked !== null}
        title={t.removeTitle}
        text={asked ? t.removeText(personName(asked)) : ''}
        confirmLabel={t.removeConfirm}
        busy={remove.isPending}
        busyLabel={t.removing}
        danger
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Child } from '@sportkarta/contract/api/children';
import type { User } from '@sportkarta/contract/api/user';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useChildren } from '../api/children-api';

// spec §6: a signed-in person acts for themself or for a child they manage; "if the selected
// user id equals their own id it is a user, otherwise a child". Purchase and section flows ask
// "for whom" with this model; the choice is remembered per person as the default.

export type MemberKind = 'user' | 'child';

export interface Member {
  kind: MemberKind;
  id: string;
  name: string;
  photo: string | null;
  birthDate: string | null;
}

/** spec §6, literally: the selected id equal to one's own id means self. */
export function memberKind(selectedId: string, ownId: string): MemberKind {
  return selectedId === ownId ? 'user' : 'child';
}

const fullName = (p: { lastName: string | null; firstName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

/** Self first, then the children in the order they were added. */
export function memberOptions(user: User, children: readonly Child[], selfLabel: string): Member[] {
  return [
    {
      kind: 'user',
      id: user.id,
      name: fullName(user) || selfLabel,
      photo: user.photo,
      birthDate: user.birthDate,
    },
    ...children.map<Member>((c) => ({
      kind: memberKind(c.id, user.id),
      id: c.id,
      name: fullName(c),
      photo: c.photo,
      birthDate: c.birthDate,
    })),
  ];
}

const storageKey = (userId: string) => `sk.actingMember.${userId}`;

/**
 * The remembered "for whom" of the signed-in person. Falls back to self when nothing was chosen
 * or the chosen child no longer exists.
 */
export function useActingMember(selfLabel: string) {
  const { status, user } = useSession();
  const children = useChildren(status === 'logged-in');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let alive = true;
    void storage.get(storageKey(user.id)).then((id) => {
      if (alive) setSelectedId(id);
    });
    return () => {
      alive = false;
    };
  }, [user]);

  const options = useMemo(
    () => (user && children.data ? memberOptions(user, children.data, selfLabel) : []),
    [user, children.data, selfLabel],
  );
  const member = options.find((m) => m.id === selectedId) ?? options[0] ?? null;

  const select = useCallback(
    (id: string) => {
      if (!user) return;
      setSelectedId(id);
      void storage.set(storageKey(user.id), id);
    },
    [user],
  );

  return { options, member, select, loading: children.isPending, error: children.isError };
}

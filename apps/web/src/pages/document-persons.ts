import { useChildren } from '@/features/profile/api/children-api';
import type { DocPerson } from '@/features/documents/model/person';
import { useSession } from '@/lib/session';

/**
 * Whose documents there may be: the signed-in person, then their children in the order they
 * were added (spec §6: the person's own id means themself). Null until the children are known.
 */
export function useDocPersons(): readonly DocPerson[] | null {
  const { user, status } = useSession();
  const children = useChildren(status === 'logged-in');
  if (!user || !children.data) return null;
  const self = [user.lastName, user.firstName].filter(Boolean).join(' ');
  return [
    { id: user.id, name: self, isSelf: true },
    ...children.data.map((c) => ({
      id: c.id,
      name: `${c.firstName} ${c.lastName}`,
      isSelf: false,
    })),
  ];
}

import { paths } from '@sportkarta/contract/routes/paths';
import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';
import { lockGroup } from './repository';
import { offerToFirstWaiting, type OfferedRow } from './waitlist-repository';

// Issue 25: when a place of a group frees (an application dismissed or withdrawn, a child's
// profile removed), in the same transaction the oldest waiting application is offered it.
// "Offered" means the application leaves the waiting list and holds the place as an ordinary NEW
// application, which the venue then decides like any other (spec §3 statuses: the venue accepts
// applications). The applicant asked for the place already, so the offer needs no answer from
// them and does not run out; one who no longer wants it withdraws it, and the place moves on.

export const OFFER_TITLE = 'Место в группе освободилось';

function tellOffered(tx: Db, o: OfferedRow, now: Date) {
  return notify(tx, {
    userId: o.userId,
    kind: 'SECTION_APPLICATION',
    title: OFFER_TITLE,
    body:
      `«${o.sectionName}», группа «${o.groupName}» (${o.memberName}): заявка вышла из листа ` +
      'ожидания и заняла место. Спортобъект рассмотрит её, как обычную заявку.',
    link: paths.mySections,
    // Told once, whatever retries the caller makes: the offer itself happens once per row.
    dedupeKey: `section:${o.id}:offered`,
    now,
  });
}

/**
 * Offers the group's free places to its waiting applications, oldest first, and tells each
 * applicant. Call inside the transaction that freed the place (or might have). Takes the group
 * row's lock, so two freeing transactions of one group take turns: each sees the other's
 * committed `taken`, and the check `taken <= places` holds whatever happens. Answers how many
 * were offered and how many places stay free.
 */
export async function offerFreedPlaces(
  tx: Db,
  groupId: number,
  now: Date,
): Promise<{ offered: number; free: number }> {
  const group = await lockGroup(tx, groupId);
  if (!group) return { offered: 0, free: 0 };
  let free = group.places - group.taken;
  let offered = 0;
  while (free > 0) {
    const o = await offerToFirstWaiting(tx, groupId, now);
    if (!o) break;
    await tellOffered(tx, o, now);
    offered += 1;
    free -= 1;
  }
  return { offered, free };
}

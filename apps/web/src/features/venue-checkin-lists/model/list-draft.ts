import {
  CheckInListInputSchema,
  DEFAULT_ADMIT_BEFORE_MINUTES,
  type CheckInList,
  type CheckInListInput,
} from '@sportkarta/contract/api/venue-staff';

/** The form's fields as typed: numbers and id lists are text until they are sent. */
export interface ListDraft {
  name: string;
  allProducts: boolean;
  eventIds: string;
  serviceIds: string;
  packageIds: string;
  before: string;
  after: string;
  reentry: boolean;
}

export const NEW_LIST: ListDraft = {
  name: '',
  allProducts: true,
  eventIds: '',
  serviceIds: '',
  packageIds: '',
  before: String(DEFAULT_ADMIT_BEFORE_MINUTES),
  after: '',
  reentry: false,
};

export const draftOf = (l: CheckInList): ListDraft => ({
  name: l.name,
  allProducts: l.allProducts,
  eventIds: l.eventIds.join(', '),
  serviceIds: l.serviceIds.join(', '),
  packageIds: l.packageIds.join(', '),
  before: String(l.admitBeforeMinutes),
  after: l.admitAfterStartMinutes === null ? '' : String(l.admitAfterStartMinutes),
  reentry: l.reentry,
});

/** «12, 15 18» → [12, 15, 18]; null when something else than numbers was typed. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
}

/** The draft as the contract's request, or the first message to show. */
export function readDraft(
  d: ListDraft,
  idsInvalid: string,
): { ok: true; body: CheckInListInput } | { ok: false; message: string } {
  const ids = [d.eventIds, d.serviceIds, d.packageIds].map(parseIds);
  if (!d.allProducts && ids.some((x) => x === null)) return { ok: false, message: idsInvalid };
  const parsed = CheckInListInputSchema.safeParse({
    name: d.name,
    allProducts: d.allProducts,
    eventIds: d.allProducts ? [] : ids[0],
    serviceIds: d.allProducts ? [] : ids[1],
    packageIds: d.allProducts ? [] : ids[2],
    admitBeforeMinutes: d.before.trim() === '' ? undefined : Number(d.before),
    admitAfterStartMinutes: d.after.trim() === '' ? null : Number(d.after),
    reentry: d.reentry,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

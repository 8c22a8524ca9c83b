import { CHECK_IN_MESSAGES } from '@sportkarta/contract/api/check-in';
import type { AuditEntry } from '@sportkarta/contract/api/venue-desk';
import { VENUE_ROLE_LABELS } from '@sportkarta/contract/api/venue-staff';
import { formatPhoneMasked, formatRub } from '@sportkarta/contract/config/formats';
import {
  GROUP_MEMBERSHIP_STATUS_LABELS,
  VISITOR_PACKAGE_STATUS_LABELS,
} from '@sportkarta/contract/labels';
import { ruStaffAdmin } from '@/i18n/ru-staff-admin';
import { dateIn, dayOf, timeIn } from '@/lib/zoned-format';
import { SECTION_EDITOR_FIELDS, type FieldReading, type Format } from './audit-section-fields';

/** One field of an audit entry that changed: its label and the values before and after. */
export interface AuditChange {
  field: string;
  label: string;
  /** null: the field was not there (a thing created, or a field added). */
  before: string | null;
  after: string | null;
}

const t = ruStaffAdmin.auditFields;

const lookup =
  (...maps: Readonly<Record<string, string>>[]): Format =>
  (v) =>
    maps.find((m) => typeof v === 'string' && v in m)?.[v as string] ?? plain(v);
const count: Format = (v) => (Array.isArray(v) ? t.count(v.length) : plain(v));
const ids: Format = (v) => (Array.isArray(v) ? (v.length ? v.join(', ') : t.none) : plain(v));
const rub: Format = (v) => (typeof v === 'number' ? formatRub(v) : plain(v));
const minutes: Format = (v) => (typeof v === 'number' ? t.minutes(v) : plain(v));

/** The fields the server writes (staff-audit entries of every kind), each with its reading. */
const FIELDS: Readonly<Record<string, FieldReading>> = {
  ...SECTION_EDITOR_FIELDS,
  status: {
    label: t.status,
    // Issue 28: a section refund request's answer reads REJECTED (the others are shared).
    format: lookup(GROUP_MEMBERSHIP_STATUS_LABELS, VISITOR_PACKAGE_STATUS_LABELS, {
      REJECTED: 'Отказано',
      // Issue 25: a section or a group archived (ACTIVE is shared).
      ARCHIVED: t.archived,
    }),
  },
  reason: { label: t.reason },
  member: { label: t.member },
  visitsUsed: { label: t.visitsUsed },
  reentry: { label: t.reentry },
  lines: { label: t.lines, format: count },
  lineIds: { label: t.lineIds, format: ids },
  refundId: { label: t.refundId },
  amountKopecks: { label: t.amount, format: rub },
  date: { label: t.date, format: (v) => (typeof v === 'string' ? dayOf(v) : plain(v)) },
  marks: {
    label: t.marks,
    format: (v) =>
      Array.isArray(v)
        ? t.present(v.filter((m) => (m as { present?: unknown }).present === true).length, v.length)
        : plain(v),
  },
  qrCodeId: { label: t.qrCodeId },
  scannedAt: {
    label: t.scannedAt,
    format: (v, zone) =>
      typeof v === 'string' ? `${dateIn(v, zone)}, ${timeIn(v, zone)}` : plain(v),
  },
  result: { label: t.result, format: lookup(CHECK_IN_MESSAGES) },
  message: { label: t.message },
  title: { label: t.title },
  holderName: { label: t.holderName },
  name: { label: t.name },
  phone: {
    label: t.phone,
    format: (v) => (typeof v === 'string' ? formatPhoneMasked(v) : plain(v)),
  },
  role: { label: t.role, format: lookup(VENUE_ROLE_LABELS) },
  scope: { label: t.scope, format: lookup(t.scopes) },
  coachId: { label: t.coachId },
  allProducts: { label: t.allProducts },
  eventIds: { label: t.eventIds, format: ids },
  serviceIds: { label: t.serviceIds, format: ids },
  packageIds: { label: t.packageIds, format: ids },
  admitBeforeMinutes: { label: t.admitBefore, format: minutes },
  admitAfterStartMinutes: { label: t.admitAfter, format: minutes },
  canceled: { label: t.canceled },
  sold: { label: t.sold },
  held: { label: t.held },
  startsAt: {
    label: t.startsAt,
    format: (v, zone) =>
      typeof v === 'string' ? `${dateIn(v, zone)}, ${timeIn(v, zone)}` : plain(v),
  },
  refunds: { label: t.refunds },
  // Issue 25: the venue's sports (names, as written) and its places («Бассейн: Плавание»).
  sports: { label: t.sports },
  placeSports: {
    label: t.placeSports,
    format: (v) => (Array.isArray(v) ? v.join('; ') : plain(v)),
  },
  order: { label: t.order },
  // Issue 25: the layout editor — a part's group (its name beside the entry), places, a price.
  parentId: { label: t.group },
  capacity: { label: t.places },
  priceKopecks: { label: t.price, format: rub },
  notified: { label: t.notified },
};

/** Things whose `name` is a title, not a person's name. */
const NAMED_THINGS = new Set([
  'check_in_list',
  'section',
  'group',
  'place',
  'place_part',
  'event_product',
]);

/** Ids of the row itself: the same on both sides and telling a person nothing. */
const HIDDEN = new Set(['id', 'complexId', 'userId']);

function plain(v: unknown): string {
  if (v === null || v === undefined || v === '') return t.empty;
  if (typeof v === 'boolean') return v ? t.yes : t.no;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

/** An id the server named (a section's sport, place, package) by its name; else as `format`. */
const byName =
  (named: Readonly<Record<string, string>> | undefined, format: Format): Format =>
  (v, zone) =>
    (named && (typeof v === 'number' || typeof v === 'string') ? named[String(v)] : undefined) ??
    format(v, zone);

const asRecord = (v: unknown): Record<string, unknown> =>
  v === null || v === undefined
    ? {}
    : typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : { value: v };

/**
 * What an entry changed, field by field, in the order the server wrote them: a field the same
 * before and after is left out; one the server adds later (not in FIELDS) is shown under its
 * own name with its value as written; an id the entry's `names` holds reads as its name.
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after' | 'objectType' | 'names'>,
  timeZone: string,
): AuditChange[] {
  const { before, after, names = {} } = entry;
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => !HIDDEN.has(f) && JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => {
      const known = FIELDS[field];
      const format = byName(names[field], known?.format ?? plain);
      return {
        field,
        label:
          field === 'name' && NAMED_THINGS.has(entry.objectType)
            ? t.listName
            : (known?.label ?? field),
        before: field in b ? format(b[field], timeZone) : null,
        after: field in a ? format(a[field], timeZone) : null,
      };
    });
}

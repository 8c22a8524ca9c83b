import { PERMIT_DOC_KIND_LABELS } from '@sportkarta/contract/api/permit-docs';
import { ADAPTATION_NEED_LABELS } from '@sportkarta/contract/api/sections';
import { TARGET_GROUP_LABELS } from '@sportkarta/contract/labels';
import { ruSections } from '@/i18n/ru-sections';
import { ruStaffAdmin } from '@/i18n/ru-staff-admin';

// Issue 25: the fields the sections editor's entries write (SECTION_, GROUP_, COACH_ CREATE and
// UPDATE, apps/server/src/modules/venue-sections-editor), with their Russian readings. A
// creation writes lists as arrays, a change as the comma-joined text it compared (and a
// group's lessons as JSON text): both read the same here. A section's sport, place and package
// are ids: the log answers their names beside the entry (`names`, audit-changes.ts reads them).

const t = ruStaffAdmin.auditFields;
export type Format = (value: unknown, timeZone: string) => string;
export type FieldReading = { label: string; format?: Format };

const text = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? t.empty
    : typeof v === 'string'
      ? v
      : JSON.stringify(v);

/** An array, or its comma-joined or JSON text, as an array (null when it is neither). */
function listOf(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v;
  if (typeof v !== 'string') return null;
  if (v.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return v === '' ? [] : v.split(',');
}

const labelled =
  (labels: Readonly<Record<string, string>>): Format =>
  (v) => {
    const items = listOf(v);
    if (!items) return text(v);
    return items.length ? items.map((x) => labels[String(x)] ?? String(x)).join(', ') : t.none;
  };

const one =
  (labels: Readonly<Record<string, string>>): Format =>
  (v) =>
    typeof v === 'string' && v in labels ? labels[v]! : text(v);

const lessons: Format = (v) => {
  const items = listOf(v);
  if (!items) return text(v);
  if (items.length === 0) return t.none;
  return items
    .map((l) => {
      const { weekday, start, end } = l as { weekday?: number; start?: string; end?: string };
      return `${ruSections.weekdays[(weekday ?? 1) - 1] ?? weekday} ${start}–${end}`;
    })
    .join(', ');
};

/** A photo by its file's name (a random token: its start tells one upload from another). */
const photos: Format = (v) => {
  const items = listOf(v);
  if (!items) return text(v);
  if (items.length === 0) return t.none;
  const file = (url: unknown) => {
    const name = String(url).split('/').pop() ?? '';
    return name.length > 12 ? `${name.slice(0, 12)}…` : name;
  };
  return items.map((u) => t.photoFile(file(u))).join(', ');
};

export const SECTION_EDITOR_FIELDS: Readonly<Record<string, FieldReading>> = {
  description: { label: t.description },
  sportTypeId: { label: t.sportTypeId },
  placeId: { label: t.placeId },
  packageId: { label: t.packageId },
  sectionId: { label: t.sectionId },
  targetGroup: { label: t.targetGroup, format: one(TARGET_GROUP_LABELS) },
  ageCategory: { label: t.targetGroup, format: one(TARGET_GROUP_LABELS) },
  ageFrom: { label: t.ageFrom },
  ageTo: { label: t.ageTo },
  specificAgeFrom: { label: t.ageFrom },
  specificAgeTo: { label: t.ageTo },
  requiredDocuments: { label: t.requiredDocuments, format: labelled(PERMIT_DOC_KIND_LABELS) },
  adaptedFor: { label: t.adaptedFor, format: labelled(ADAPTATION_NEED_LABELS) },
  schedule: { label: t.schedule, format: lessons },
  durationMinutes: {
    label: t.durationMinutes,
    format: (v) => (typeof v === 'number' ? t.minutes(v) : text(v)),
  },
  places: { label: t.places },
  lastName: { label: t.lastName },
  firstName: { label: t.firstName },
  middleName: { label: t.middleName },
  sportsStatus: { label: t.sportsStatus, format: one(ruSections.sportsStatus) },
  sportsStatusLevel: { label: t.sportsStatusLevel, format: one(ruSections.sportsLevel) },
  about: { label: t.about },
  experienceYears: { label: t.experienceYears },
  photos: { label: t.photosLabel, format: photos },
};

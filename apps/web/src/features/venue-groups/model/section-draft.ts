import {
  CreateSectionRequestSchema,
  UpdateSectionRequestSchema,
  type CreateSectionRequest,
  type EditorSection,
  type UpdateSectionRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import { errorsOf, type Errors } from '@/ui/form-parts';

// Issue 25: a section as its form holds it, and what the form sends: a new section whole, a
// change only with the fields that differ from the section as it was opened.

export interface SectionDraft {
  name: string;
  description: string;
  sportTypeId: string;
  placeId: string;
  packageId: string;
  targetGroup: string;
  ageFrom: string;
  ageTo: string;
  requiredDocuments: string[];
  adaptedFor: string[];
  archived: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));

export const sectionDraftOf = (s: EditorSection | null): SectionDraft => ({
  name: s?.name ?? '',
  description: s?.description ?? '',
  sportTypeId: text(s?.sportTypeId ?? null),
  placeId: text(s?.placeId ?? null),
  packageId: text(s?.packageId ?? null),
  targetGroup: s?.targetGroup ?? 'CHILDREN',
  ageFrom: text(s?.ageFrom ?? null),
  ageTo: text(s?.ageTo ?? null),
  requiredDocuments: s?.requiredDocuments ?? [],
  adaptedFor: s?.adaptedFor ?? [],
  archived: s?.status === 'ARCHIVED',
});

const num = (s: string) => (s.trim() === '' ? null : Number(s));

const valuesOf = (d: SectionDraft) => {
  const specific = d.targetGroup === 'SPECIFIC';
  return {
    name: d.name,
    description: d.description,
    sportTypeId: num(d.sportTypeId),
    placeId: num(d.placeId),
    packageId: num(d.packageId),
    targetGroup: d.targetGroup,
    ageFrom: specific ? num(d.ageFrom) : null,
    ageTo: specific ? num(d.ageTo) : null,
    requiredDocuments: d.requiredDocuments,
    adaptedFor: d.adaptedFor,
    status: d.archived ? 'ARCHIVED' : 'ACTIVE',
  };
};

/** The fields of `next` whose values differ from `was` (arrays compared by their items). */
function changed(next: Record<string, unknown>, was: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next))
    if (JSON.stringify(v) !== JSON.stringify(was[k])) out[k] = v;
  return out;
}

export type SectionRead =
  { ok: true; body: CreateSectionRequest | UpdateSectionRequest } | { ok: false; errors: Errors };

/** The body to send (`was` is the section as opened, null for a new one), or the messages. */
export function readSection(d: SectionDraft, was: EditorSection | null, key: string): SectionRead {
  const { status, ...fields } = valuesOf(d);
  const read = was
    ? UpdateSectionRequestSchema.safeParse(
        changed({ ...fields, status }, valuesOf(sectionDraftOf(was))),
      )
    : CreateSectionRequestSchema.safeParse({ idempotencyKey: key, ...fields });
  if (!read.success) return { ok: false, errors: errorsOf(read.error.issues) };
  return { ok: true, body: read.data };
}

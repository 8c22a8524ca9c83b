import {
  CreateGroupRequestSchema,
  UpdateGroupRequestSchema,
  type CreateGroupRequest,
  type EditorGroup,
  type UpdateGroupRequest,
} from '@sportkarta/contract/api/venue-sections-editor';
import { errorsOf, type Errors } from '@/ui/form-parts';

// Issue 25: a group as its form holds it (the text of each control) and what the form sends.
// A lesson's message is kept under `schedule.{n}`, so the form shows it under the lesson's row.

export interface LessonDraft {
  weekday: string;
  start: string;
  end: string;
}
export interface GroupDraft {
  sectionId: string;
  name: string;
  coachId: string;
  places: string;
  targetGroup: string;
  ageFrom: string;
  ageTo: string;
  schedule: LessonDraft[];
  adaptedFor: string[];
  archived: boolean;
}

export const newLesson = (): LessonDraft => ({ weekday: '1', start: '18:00', end: '19:00' });

export const groupDraftOf = (g: EditorGroup | null): GroupDraft =>
  g === null
    ? {
        sectionId: '',
        name: '',
        coachId: '',
        places: '10',
        targetGroup: 'ALL',
        ageFrom: '',
        ageTo: '',
        schedule: [newLesson()],
        adaptedFor: [],
        archived: false,
      }
    : {
        sectionId: String(g.sectionId),
        name: g.name,
        coachId: String(g.coachId),
        places: String(g.places),
        targetGroup: g.targetGroup,
        ageFrom: g.ageFrom === null ? '' : String(g.ageFrom),
        ageTo: g.ageTo === null ? '' : String(g.ageTo),
        schedule: g.schedule.map((l) => ({ ...l, weekday: String(l.weekday) })),
        adaptedFor: g.adaptedFor,
        archived: g.status === 'ARCHIVED',
      };

const num = (s: string) => (s.trim() === '' ? null : Number(s));

const valuesOf = (d: GroupDraft) => {
  const specific = d.targetGroup === 'SPECIFIC';
  return {
    name: d.name,
    coachId: num(d.coachId) ?? undefined,
    places: num(d.places) ?? undefined,
    targetGroup: d.targetGroup,
    ageFrom: specific ? num(d.ageFrom) : null,
    ageTo: specific ? num(d.ageTo) : null,
    schedule: d.schedule.map((l) => ({ weekday: Number(l.weekday), start: l.start, end: l.end })),
    adaptedFor: d.adaptedFor,
  };
};

const withLessons = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Errors = errorsOf(issues);
  for (const i of issues)
    if (i.path[0] === 'schedule' && i.path.length > 1)
      out[`schedule.${String(i.path[1])}`] ??= i.message;
  return out;
};

export type GroupRead =
  | { ok: true; sectionId: number; body: CreateGroupRequest | UpdateGroupRequest }
  | { ok: false; errors: Errors };

/** The body to send, or the draft's messages (a new group needs its section). */
export function readGroup(d: GroupDraft, isNew: boolean, key: string): GroupRead {
  const missing: Errors = {};
  if (isNew && d.sectionId === '') missing.sectionId = 'Выберите секцию';
  if (d.coachId === '') missing.coachId = 'Выберите тренера';
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing };
  const read = isNew
    ? CreateGroupRequestSchema.safeParse({ idempotencyKey: key, ...valuesOf(d) })
    : UpdateGroupRequestSchema.safeParse({
        ...valuesOf(d),
        status: d.archived ? 'ARCHIVED' : 'ACTIVE',
      });
  if (!read.success) return { ok: false, errors: withLessons(read.error.issues) };
  return { ok: true, sectionId: Number(d.sectionId), body: read.data };
}

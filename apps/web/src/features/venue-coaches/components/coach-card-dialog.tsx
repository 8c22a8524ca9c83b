import { useId, useState, type FormEvent } from 'react';
import {
  CreateCoachRequestSchema,
  SPORTS_LEVELS,
  SPORTS_STATUSES,
  UpdateCoachRequestSchema,
  type EditorCoach,
} from '@sportkarta/contract/api/venue-sections-editor';
import { ruSections } from '@/i18n/ru-sections';
import { ruVenueCoaches as t } from '@/i18n/ru-venue-coaches';
import { messageOf } from '@/lib/api-error';
import { FormError, ItemDialog } from '@/ui/dialog-form';
import { Actions, errorsOf, Field, type Errors } from '@/ui/form-parts';
import { showToast } from '@/ui/toast/toast-bus';
import { useSaveCoach } from '../api/coach-cards';
import { CoachPhotoPicker, useCoachPhoto } from './coach-photo-picker';
import './coaches.css';

/** The card being made ('new') or changed. */
export type CoachCardItem = 'new' | EditorCoach;

type Draft = Record<
  | 'lastName'
  | 'firstName'
  | 'middleName'
  | 'sportsStatus'
  | 'sportsStatusLevel'
  | 'about'
  | 'experienceYears',
  string
>;

const draftOf = (c: CoachCardItem): Draft =>
  c === 'new'
    ? {
        lastName: '',
        firstName: '',
        middleName: '',
        sportsStatus: 'SPORTSMAN',
        sportsStatusLevel: '',
        about: '',
        experienceYears: '',
      }
    : {
        lastName: c.lastName,
        firstName: c.firstName,
        middleName: c.middleName ?? '',
        sportsStatus: c.sportsStatus,
        sportsStatusLevel: c.sportsStatusLevel ?? '',
        about: c.about,
        experienceYears: c.experienceYears === null ? '' : String(c.experienceYears),
      };

const valuesOf = (d: Draft) => ({
  lastName: d.lastName,
  firstName: d.firstName,
  middleName: d.middleName.trim() || null,
  sportsStatus: d.sportsStatus,
  sportsStatusLevel: d.sportsStatusLevel || null,
  about: d.about,
  experienceYears: d.experienceYears.trim() === '' ? null : Number(d.experienceYears),
});

/** «Новый тренер» / «Карточка тренера»: name, sports status and level, about, experience. */
export function CoachCardDialog(p: {
  complexId: number;
  item: CoachCardItem | null;
  onClose: () => void;
}) {
  const save = useSaveCoach(p.complexId);
  const title = p.item === 'new' ? t.cardTitleNew : t.cardTitleEdit;
  return (
    <ItemDialog item={p.item} title={title} busy={save.isPending} onClose={p.onClose}>
      {(item, close) => <Body complexId={p.complexId} item={item} save={save} onClose={close} />}
    </ItemDialog>
  );
}

function Body(p: {
  complexId: number;
  item: CoachCardItem;
  save: ReturnType<typeof useSaveCoach>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(p.item));
  const [errors, setErrors] = useState<Errors>({});
  // A new key whenever the card changes: a retry of one submission makes one coach.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const id = useId();
  const photo = useCoachPhoto(p.complexId, p.item === 'new' ? null : p.item);
  const busy = p.save.isPending || photo.sending;
  const set = (f: keyof Draft, v: string) => {
    setKey(crypto.randomUUID());
    setDraft((d) => ({ ...d, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined, form: undefined }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const isNew = p.item === 'new';
    const read = isNew
      ? CreateCoachRequestSchema.safeParse({ idempotencyKey: key, ...valuesOf(draft) })
      : UpdateCoachRequestSchema.safeParse(valuesOf(draft));
    if (!read.success) return setErrors(errorsOf(read.error.issues));
    setErrors({});
    p.save.mutate(
      { coachId: p.item === 'new' ? null : p.item.id, body: read.data },
      {
        onSuccess: async (c) => {
          // A photo that failed to go up is sent again; if it fails again the form stays open.
          if (!(await photo.retry())) return;
          showToast({
            type: 'success',
            message: isNew ? t.created(`${c.lastName} ${c.firstName}`) : t.saved,
          });
          p.onClose();
        },
        onError: (err) => setErrors({ form: messageOf(err) }),
      },
    );
  };
  const text = (f: keyof Draft, label: string, max = 100) => (
    <Field id={`${id}-${f}`} label={label} error={errors[f]}>
      {(a) => (
        <input {...a} value={draft[f]} maxLength={max} onChange={(e) => set(f, e.target.value)} />
      )}
    </Field>
  );
  return (
    <form className="sk-coach-dialog" onSubmit={submit} noValidate>
      {text('lastName', t.lastName)}
      {text('firstName', t.firstName)}
      {text('middleName', t.middleName)}
      <Field id={`${id}-sportsStatus`} label={t.sportsStatus} error={errors.sportsStatus}>
        {(a) => (
          <select
            {...a}
            value={draft.sportsStatus}
            onChange={(e) => set('sportsStatus', e.target.value)}
          >
            {SPORTS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ruSections.sportsStatus[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-sportsStatusLevel`} label={t.sportsLevel} error={errors.sportsStatusLevel}>
        {(a) => (
          <select
            {...a}
            value={draft.sportsStatusLevel}
            onChange={(e) => set('sportsStatusLevel', e.target.value)}
          >
            <option value="">{t.noLevel}</option>
            {SPORTS_LEVELS.map((l) => (
              <option key={l} value={l}>
                {ruSections.sportsLevel[l]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-about`} label={t.about} error={errors.about}>
        {(a) => (
          <textarea
            {...a}
            rows={4}
            maxLength={4000}
            value={draft.about}
            onChange={(e) => set('about', e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-experienceYears`} label={t.experience} error={errors.experienceYears}>
        {(a) => (
          <input
            {...a}
            inputMode="numeric"
            value={draft.experienceYears}
            maxLength={2}
            onChange={(e) => set('experienceYears', e.target.value)}
          />
        )}
      </Field>
      <CoachPhotoPicker photo={photo} />
      <FormError message={errors.form} />
      <Actions busy={busy} label={t.save} busyLabel={t.saving} onClose={p.onClose} />
    </form>
  );
}

import { useState } from 'react';
import { TARGET_GROUPS } from '@sportkarta/contract/enums';
import { TARGET_GROUP_LABELS } from '@sportkarta/contract/labels';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { Field } from '@/ui/form-parts';
import { EMPTY_EXTRAS, UNREADABLE_MOMENT, type ExtrasDraft } from '../model/catalogue-extras';
import type { CatalogueKind } from '../model/catalogue-draft';
import { SelectField, TextField, type DraftForm } from './draft-form';

// Issue 25: the catalogue form's «Дополнительно» — who an item is for, when its sales open (on
// the venue's clock), a service's quotas. Folded away while they keep their defaults; a wrong
// field opens it (draft-form's submit unfolds the first wrong field's section before focusing).

const TARGETS = Object.fromEntries(TARGET_GROUPS.map((g) => [g, TARGET_GROUP_LABELS[g]]));
const QUOTAS = ['visitQuota', 'dailyCapacity', 'perPersonDailyLimit'] as const;

/** Whether some field of the section differs from a new item's. */
const changedFromDefaults = (d: ExtrasDraft, kind: CatalogueKind) =>
  (['audience', 'targetGroup', 'salesOpenAt'] as const).some((f) => d[f] !== EMPTY_EXTRAS[f]) ||
  (kind === 'services' && QUOTAS.some((f) => d[f] !== EMPTY_EXTRAS[f]));

export function ExtraFields(p: { form: DraftForm; kind: CatalogueKind; timeZone: string }) {
  const { form, kind } = p;
  const [open, setOpen] = useState(() => changedFromDefaults(form.draft, kind));
  return (
    <details
      className="sk-catalogue-more"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="sk-catalogue-more__summary">{t.advanced}</summary>
      <div className="sk-catalogue-more__body">
        <p className="sk-catalogue-hint">{t.advancedHint}</p>
        <SelectField form={form} field="audience" label={t.fieldAudience} options={t.audiences} />
        <SelectField form={form} field="targetGroup" label={t.fieldTargetGroup} options={TARGETS} />
        {form.draft.targetGroup === 'SPECIFIC' ? (
          <div className="sk-staff-form__row">
            <TextField form={form} field="ageFrom" label={t.fieldAgeFrom} numeric="numeric" />
            <TextField form={form} field="ageTo" label={t.fieldAgeTo} numeric="numeric" />
          </div>
        ) : null}
        <MomentField form={form} hint={t.salesHint(p.timeZone)} />
        {kind === 'services' ? (
          <>
            <div className="sk-staff-form__row">
              <TextField
                form={form}
                field="visitQuota"
                label={t.fieldVisitQuota}
                hint={t.noLimitHint}
                numeric="numeric"
              />
              <TextField
                form={form}
                field="dailyCapacity"
                label={t.fieldDailyCapacity}
                hint={t.noLimitHint}
                numeric="numeric"
              />
            </div>
            <TextField
              form={form}
              field="perPersonDailyLimit"
              label={t.fieldPerPerson}
              numeric="numeric"
            />
          </>
        ) : null}
      </div>
    </details>
  );
}

/** The moment sales open: a date and time on the venue's clock (datetime-local, no zone). */
function MomentField({ form, hint }: { form: DraftForm; hint: string }) {
  const field = 'salesOpenAt';
  const hintId = `${form.idOf(field)}-hint`;
  return (
    <Field id={form.idOf(field)} label={t.fieldSalesOpenAt} error={form.errors[field]}>
      {(a) => (
        <>
          <input
            {...a}
            aria-describedby={[a['aria-describedby'], hintId].filter(Boolean).join(' ')}
            type="datetime-local"
            value={form.draft[field] === UNREADABLE_MOMENT ? '' : form.draft[field]}
            // A half-typed moment reads as '' with badInput: kept as unreadable, not as «open now».
            onChange={(e) =>
              form.set(field, e.target.validity.badInput ? UNREADABLE_MOMENT : e.target.value)
            }
          />
          <span id={hintId} className="sk-catalogue-hint">
            {hint}
          </span>
        </>
      )}
    </Field>
  );
}

import { ADAPTATION_NEED_LABELS, ADAPTATION_NEEDS } from '@sportkarta/contract/api/sections';
import { TARGET_GROUPS } from '@sportkarta/contract/enums';
import { TARGET_GROUP_LABELS } from '@sportkarta/contract/labels';
import { ruVenueGroupEditor as t } from '@/i18n/ru-venue-group-editor';
import type { Errors } from '@/ui/form-parts';
import { CheckList } from './check-list';
import { fieldsOf } from './draft-form';

// Issue 25: who a section or a group is for — the age group (its ages for SPECIFIC) and the
// adaptation needs — and its «в архиве», the same in both forms.

type Audience = { targetGroup: string; ageFrom: string; ageTo: string };

export function AudienceFields(p: {
  id: string;
  draft: Audience;
  errors: Errors;
  change: (next: Partial<Audience>, field: string) => void;
}) {
  const { input, select } = fieldsOf(p);
  return (
    <>
      {select(
        'targetGroup',
        t.age,
        TARGET_GROUPS.map((g) => ({ value: g, label: TARGET_GROUP_LABELS[g] })),
      )}
      {p.draft.targetGroup === 'SPECIFIC' ? (
        <div className="sk-group-dialog__row">
          {input('ageFrom', t.ageFrom, 3)}
          {input('ageTo', t.ageTo, 3)}
        </div>
      ) : null}
    </>
  );
}

/** The adaptation needs' check list and, for a thing already made, «в архиве». */
export function AdaptedAndArchived(p: {
  draft: { adaptedFor: string[]; archived: boolean };
  errors: Errors;
  archivedLabel: string | null;
  change: (next: { adaptedFor?: string[]; archived?: boolean }, field: string) => void;
}) {
  return (
    <>
      <CheckList
        legend={t.adaptedFor}
        options={ADAPTATION_NEEDS}
        labels={ADAPTATION_NEED_LABELS}
        value={p.draft.adaptedFor}
        error={p.errors.adaptedFor}
        onChange={(adaptedFor) => p.change({ adaptedFor }, 'adaptedFor')}
      />
      {p.archivedLabel ? (
        <label className="sk-group-dialog__check">
          <input
            type="checkbox"
            checked={p.draft.archived}
            onChange={(e) => p.change({ archived: e.target.checked }, 'status')}
          />
          {p.archivedLabel}
        </label>
      ) : null}
    </>
  );
}

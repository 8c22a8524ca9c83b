import { useState } from 'react';
import type { CheckInList } from '@sportkarta/contract/api/venue-staff';
import { ruStaff } from '@/i18n/ru-staff';
import { ruStaffAdmin as t } from '@/i18n/ru-staff-admin';
import { isApiError } from '@/lib/api-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { showToast } from '@/ui/toast/toast-bus';
import { useDeleteCheckInList, useSaveCheckInList } from '../api/check-in-lists';
import { draftOf, NEW_LIST, readDraft, type ListDraft } from '../model/list-draft';
import { LabeledField } from '@/ui/labeled-field';
import '@/ui/field.css';
import '@/ui/staff-kit.css';

type TextKey = 'name' | 'eventIds' | 'serviceIds' | 'packageIds' | 'before' | 'after';

/** Creates or edits a check-in list; an existing one can be deleted (with a confirm). */
export function ListForm(props: {
  complexId: number;
  list: CheckInList | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<ListDraft>(props.list ? draftOf(props.list) : NEW_LIST);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCheckInList(props.complexId, props.list?.id ?? null);
  const remove = useDeleteCheckInList(props.complexId, props.list?.id ?? 0);
  const fail = (e: unknown) => setError(isApiError(e) ? e.message : String(e));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const read = readDraft(draft, t.idsInvalid);
    if (!read.ok) return setError(read.message);
    setError(null);
    save.mutate(read.body, {
      onSuccess: () => {
        showToast({ type: 'success', message: t.listSaved });
        props.onDone();
      },
      onError: fail,
    });
  };
  const text = (key: TextKey, label: string, numeric = false) => (
    <LabeledField label={label}>
      {(fieldId) => (
        <input
          id={fieldId}
          className="sk-field__input"
          inputMode={numeric ? 'numeric' : undefined}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </LabeledField>
  );
  const check = (key: 'allProducts' | 'reentry', label: string) => (
    <label className="sk-staff-check">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })}
      />
      {label}
    </label>
  );
  const busy = save.isPending || remove.isPending;
  return (
    <form className="sk-staff sk-staff-form" onSubmit={submit} noValidate>
      {text('name', t.fieldName)}
      {check('allProducts', t.fieldAll)}
      {draft.allProducts ? null : (
        <>
          {text('eventIds', t.fieldEvents)}
          {text('serviceIds', t.fieldServices)}
          {text('packageIds', t.fieldPackages)}
        </>
      )}
      {text('before', t.fieldBefore, true)}
      {text('after', t.fieldAfter, true)}
      {check('reentry', t.fieldReentry)}
      {error ? (
        <p className="sk-staff-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="sk-button"
        disabled={busy}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? ruStaff.saving : ruStaff.save}
      </button>
      {props.list ? (
        <button
          type="button"
          className="sk-button sk-button--secondary"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t.listDelete}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t.listDeleteTitle}
        text={props.list ? t.listDeleteText(props.list.name) : ''}
        confirmLabel={t.listDelete}
        busy={remove.isPending}
        busyLabel={t.deleting}
        danger
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showToast({ type: 'success', message: t.listDeleted });
              setConfirming(false);
              props.onDone();
            },
            onError: (e) => {
              setConfirming(false);
              fail(e);
            },
          })
        }
        onClose={() => !remove.isPending && setConfirming(false)}
      />
    </form>
  );
}

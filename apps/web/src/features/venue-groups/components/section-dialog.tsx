import type { FormEvent } from 'react';
import { PERMIT_DOC_KIND_LABELS, PERMIT_DOC_KINDS } from '@sportkarta/contract/api/permit-docs';
import type { EditorSection } from '@sportkarta/contract/api/venue-sections-editor';
import { ruVenueGroupEditor as t } from '@/i18n/ru-venue-group-editor';
import { messageOf } from '@/lib/api-error';
import { FormError, ItemDialog } from '@/ui/dialog-form';
import { Actions, Field } from '@/ui/form-parts';
import { showToast } from '@/ui/toast/toast-bus';
import { useSaveSection, useSectionChoices } from '../api/section-editor';
import { readSection, sectionDraftOf } from '../model/section-draft';
import { AdaptedAndArchived, AudienceFields } from './audience-fields';
import { CheckList } from './check-list';
import { useDraftForm, type Option } from './draft-form';
import './group-dialog.css';

/** The section being made ('new') or changed. */
export type SectionItem = 'new' | EditorSection;

/** «Новая секция» / «Секция»: name, description, sport, place, package, who, documents. */
export function SectionDialog(p: {
  complexId: number;
  item: SectionItem | null;
  onClose: () => void;
}) {
  const save = useSaveSection(p.complexId);
  const choices = useSectionChoices(p.complexId, p.item !== null);
  const empty = { sports: [], places: [], packages: [] };
  return (
    <ItemDialog
      item={p.item}
      title={p.item === 'new' ? t.sectionTitleNew : t.sectionTitleEdit}
      busy={save.isPending}
      onClose={p.onClose}
    >
      {(item, close) => (
        <>
          {choices.isError ? <FormError message={t.choicesError} /> : null}
          <Body item={item} choices={choices.data ?? empty} save={save} onClose={close} />
        </>
      )}
    </ItemDialog>
  );
}

function Body(p: {
  item: SectionItem;
  choices: { sports: Option[]; places: Option[]; packages: Option[] };
  save: ReturnType<typeof useSaveSection>;
  onClose: () => void;
}) {
  const was = p.item === 'new' ? null : p.item;
  const { draft, errors, setErrors, key, id, change, input, select } = useDraftForm(() =>
    sectionDraftOf(was),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.save.isPending) return;
    const read = readSection(draft, was, key);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    p.save.mutate(
      { sectionId: was?.id ?? null, body: read.body },
      {
        onSuccess: (s) => {
          showToast({ type: 'success', message: was ? t.sectionSaved : t.sectionCreated(s.name) });
          p.onClose();
        },
        onError: (err) => setErrors({ form: messageOf(err) }),
      },
    );
  };
  return (
    <form className="sk-group-dialog" onSubmit={submit} noValidate>
      {input('name', t.sectionName)}
      <Field id={`${id}-description`} label={t.description} error={errors.description}>
        {(a) => (
          <textarea
            {...a}
            rows={3}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value }, 'description')}
          />
        )}
      </Field>
      {select('sportTypeId', t.sport, p.choices.sports, t.noSport)}
      {select('placeId', t.place, p.choices.places, t.noPlace)}
      {select('packageId', t.package, p.choices.packages, t.noPackage)}
      <AudienceFields id={id} draft={draft} errors={errors} change={change} />
      <CheckList
        legend={t.documents}
        options={PERMIT_DOC_KINDS}
        labels={PERMIT_DOC_KIND_LABELS}
        value={draft.requiredDocuments}
        error={errors.requiredDocuments}
        onChange={(requiredDocuments) => change({ requiredDocuments }, 'requiredDocuments')}
      />
      <AdaptedAndArchived
        draft={draft}
        errors={errors}
        archivedLabel={was ? t.sectionArchived : null}
        change={change}
      />
      <FormError message={errors.form} />
      <Actions busy={p.save.isPending} label={t.save} busyLabel={t.saving} onClose={p.onClose} />
    </form>
  );
}

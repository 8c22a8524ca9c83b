import type { FormEvent } from 'react';
import type { EditorGroup, SectionEditor } from '@sportkarta/contract/api/venue-sections-editor';
import { ruSections } from '@/i18n/ru-sections';
import { ruVenueGroupEditor as t } from '@/i18n/ru-venue-group-editor';
import { messageOf } from '@/lib/api-error';
import { FormError, ItemDialog } from '@/ui/dialog-form';
import { Actions } from '@/ui/form-parts';
import { showToast } from '@/ui/toast/toast-bus';
import { useSaveGroup } from '../api/group-editor';
import { groupDraftOf, newLesson, readGroup } from '../model/group-draft';
import { AdaptedAndArchived, AudienceFields } from './audience-fields';
import { useDraftForm } from './draft-form';
import { LessonRows } from './lesson-rows';
import './group-dialog.css';

/** The group being made ('new') or changed. */
export type GroupItem = 'new' | EditorGroup;

/** «Новая группа» / «Группа»: section, name, coach, places, ages, lessons, adaptation. */
export function GroupDialog(p: {
  complexId: number;
  editor: SectionEditor;
  item: GroupItem | null;
  onClose: () => void;
}) {
  const save = useSaveGroup(p.complexId);
  return (
    <ItemDialog
      item={p.item}
      title={p.item === 'new' ? t.titleNew : t.titleEdit}
      busy={save.isPending}
      onClose={p.onClose}
    >
      {(item, close) => <Body editor={p.editor} item={item} save={save} onClose={close} />}
    </ItemDialog>
  );
}

function Body(p: {
  editor: SectionEditor;
  item: GroupItem;
  save: ReturnType<typeof useSaveGroup>;
  onClose: () => void;
}) {
  const isNew = p.item === 'new';
  const { draft, errors, setErrors, key, id, change, input, select } = useDraftForm(() =>
    groupDraftOf(p.item === 'new' ? null : p.item),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.save.isPending) return;
    const read = readGroup(draft, isNew, key);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    p.save.mutate(
      { groupId: p.item === 'new' ? null : p.item.id, sectionId: read.sectionId, body: read.body },
      {
        onSuccess: (g) => {
          showToast({ type: 'success', message: isNew ? t.created(g.name) : t.saved });
          p.onClose();
        },
        onError: (err) => setErrors({ form: messageOf(err) }),
      },
    );
  };
  const sections = p.editor.sections.map((s) => ({ value: String(s.id), label: s.name }));
  const coaches = p.editor.coaches.map((c) => ({
    value: String(c.id),
    label: `${c.lastName} ${c.firstName}`,
  }));
  return (
    <form className="sk-group-dialog" onSubmit={submit} noValidate>
      {isNew ? select('sectionId', t.section, sections, t.chooseSection) : null}
      {isNew && sections.length === 0 ? <FormError message={t.noSections} /> : null}
      {input('name', t.name)}
      {select('coachId', t.coach, coaches, t.chooseCoach)}
      {input('places', t.places, 4)}
      <AudienceFields id={id} draft={draft} errors={errors} change={change} />
      <LessonRows
        id={id}
        lessons={draft.schedule}
        errors={errors}
        weekdays={ruSections.weekdaysLong}
        onChange={(schedule) => change({ schedule }, 'schedule')}
        onAdd={() => change({ schedule: [...draft.schedule, newLesson()] }, 'schedule')}
      />
      <AdaptedAndArchived
        draft={draft}
        errors={errors}
        archivedLabel={isNew ? null : t.archived}
        change={change}
      />
      <FormError message={errors.form} />
      <Actions busy={p.save.isPending} label={t.save} busyLabel={t.saving} onClose={p.onClose} />
    </form>
  );
}

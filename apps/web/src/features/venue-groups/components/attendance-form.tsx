import { useState } from 'react';
import type { Attendance } from '@sportkarta/contract/api/venue-desk';
import { ruStaff } from '@/i18n/ru-staff';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { isApiError } from '@/lib/api-client';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { showToast } from '@/ui/toast/toast-bus';
import { useAttendance, useSaveAttendance } from '../api/attendance';
import { LabeledField } from '@/ui/labeled-field';
import '@/ui/field.css';
import { ListSkeleton } from '@/ui/list-skeleton';
import '@/ui/staff-kit.css';
import '@/ui/toggle-chips.css';

type Marks = Readonly<Record<string, boolean | null>>;
const marksOf = (a: Attendance): Marks =>
  Object.fromEntries(a.marks.map((m) => [m.memberId, m.present]));

function MarkRow(props: { name: string; value: boolean | null; onChange: (v: boolean) => void }) {
  return (
    <li className="sk-staff-card">
      <span className="sk-staff-card__title">{props.name}</span>
      <span className="sk-toggle-chips sk-staff-marks" role="group" aria-label={props.name}>
        {([true, false] as const).map((present) => (
          <button
            key={String(present)}
            type="button"
            className="sk-toggle-chip"
            aria-pressed={props.value === present}
            onClick={() => props.onChange(present)}
          >
            {present ? t.present : t.absent}
          </button>
        ))}
      </span>
    </li>
  );
}

function Marking(props: { complexId: number; groupId: number; data: Attendance }) {
  const [marks, setMarks] = useState<Marks>(() => marksOf(props.data));
  const save = useSaveAttendance(props.complexId, props.groupId);
  const marked = Object.entries(marks).filter((e): e is [string, boolean] => e[1] !== null);
  const unmarked = props.data.marks.length - marked.length;
  const send = () =>
    save.mutate(
      {
        date: props.data.date,
        marks: marked.map(([memberId, present]) => ({ memberId, present })),
      },
      {
        onSuccess: () => showToast({ type: 'success', message: t.attendanceSaved }),
        onError: (e) =>
          showToast({ type: 'error', message: isApiError(e) ? e.message : String(e) }),
      },
    );
  if (props.data.marks.length === 0)
    return <EmptyState title={t.attendanceEmpty} hint={t.rosterEmptyHint} />;
  return (
    <>
      <ul className="sk-staff-list" aria-label={t.attendanceLabel}>
        {props.data.marks.map((m) => (
          <MarkRow
            key={m.memberId}
            name={m.name}
            value={marks[m.memberId] ?? null}
            onChange={(v) => setMarks({ ...marks, [m.memberId]: v })}
          />
        ))}
      </ul>
      {unmarked > 0 ? <p className="sk-staff-note">{t.attendanceUnmarked(unmarked)}</p> : null}
      <button
        type="button"
        className="sk-button sk-button--block"
        disabled={save.isPending || marked.length === 0}
        aria-busy={save.isPending || undefined}
        onClick={send}
      >
        {save.isPending ? ruStaff.saving : t.attendanceSave}
      </button>
    </>
  );
}

/** A coach marks who came to a group's session on a date (issue 24, `attendance.mark`). */
export function AttendanceForm(props: {
  complexId: number;
  groupId: number;
  date: string;
  onDate: (date: string) => void;
}) {
  const q = useAttendance(props.complexId, props.groupId, props.date);
  return (
    <div className="sk-staff">
      <LabeledField label={t.attendanceDate}>
        {(id) => (
          <input
            id={id}
            className="sk-field__input"
            type="date"
            value={props.date}
            required
            onChange={(e) => e.target.value && props.onDate(e.target.value)}
          />
        )}
      </LabeledField>
      {q.isPending ? (
        <ListSkeleton label={t.attendanceLoading} />
      ) : q.isError ? (
        <QueryErrorState title={t.attendanceError} query={q} />
      ) : (
        <Marking
          // A new answer (another date, a refresh) starts the marks again from it.
          key={`${q.data.date}:${q.dataUpdatedAt}`}
          complexId={props.complexId}
          groupId={props.groupId}
          data={q.data}
        />
      )}
    </div>
  );
}

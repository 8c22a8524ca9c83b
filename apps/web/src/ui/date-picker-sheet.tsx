import { now } from '@sportkarta/contract/clock';
import { IonDatetime } from '@/ui/ionic/datetime';
import { useId, useState } from 'react';
import { formatDisplayDate, formatFieldDate, toApiDate } from '@sportkarta/contract/config/formats';
import { ru } from '@/i18n/ru';
import { BottomSheet } from './bottom-sheet';
import './ui.css';
import './date-picker.css';

export interface DatePickerSheetProps {
  open: boolean;
  onClose: () => void;
  /** YYYY-MM-DD or null. */
  value: string | null;
  /** Receives YYYY-MM-DD, the format the API takes (spec §5). */
  onConfirm: (value: string) => void;
  min?: string;
  max?: string;
  title?: string;
}

/** Today, pulled into [min, max] so the picker never starts on a day it cannot confirm. */
function initialDraft(value: string | null, min?: string, max?: string): string {
  if (value) return value;
  const today = toApiDate(now());
  if (min && today < min) return min;
  if (max && today > max) return max;
  return today;
}

/**
 * Date picker inside a sheet (spec §2.3) with the spec's three labels, each shown once: the
 * header has «Отмена» (cancel) and «Готово» (done, confirms) like a native picker, the footer
 * the large «Выбрать» (confirm) under the thumb. The chosen date reads DD/MM/YYYY (spec §5).
 */
export function DatePickerSheet({
  open,
  onClose,
  value,
  onConfirm,
  min,
  max,
  title = ru.ui.dateTitle,
}: DatePickerSheetProps) {
  const [draft, setDraft] = useState(() => initialDraft(value, min, max));
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the current value, not from an abandoned draft.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(initialDraft(value, min, max));
  }
  const confirm = () => {
    onConfirm(draft);
    onClose();
  };
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={title}
      headerStart={
        <button type="button" className="sk-button sk-button--ghost" onClick={onClose}>
          {ru.ui.dateCancel}
        </button>
      }
      headerEnd={
        <button type="button" className="sk-button sk-button--ghost" onClick={confirm}>
          {ru.ui.dateDone}
        </button>
      }
    >
      <p className="sk-date__summary" aria-live="polite">
        {ru.ui.dateSelected} <strong>{formatDisplayDate(draft)}</strong>
      </p>
      <IonDatetime
        className="sk-date__picker"
        presentation="date"
        locale="ru-RU"
        firstDayOfWeek={1}
        value={draft}
        min={min}
        max={max}
        onIonChange={(event) => {
          const next = event.detail.value;
          if (typeof next === 'string' && next.length >= 10) setDraft(next.slice(0, 10));
        }}
      />
      <div className="sk-date__actions">
        <button type="button" className="sk-button sk-button--block" onClick={confirm}>
          {ru.ui.dateConfirm}
        </button>
      </div>
    </BottomSheet>
  );
}

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string;
  required?: boolean;
}

/** A form field that shows DD.MM.YYYY (spec §5) and opens the date picker sheet. */
export function DateField({ label, value, onChange, min, max, error, required }: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="sk-date-field">
      <span id={`${id}-label`} className="sk-date-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <button
        type="button"
        className={`sk-date-field__control sk-focusable${error ? ' sk-date-field__control--error' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className={value ? '' : 'sk-date-field__placeholder'}>
          {value ? formatFieldDate(value) : ru.ui.datePlaceholder}
        </span>
        <span className="sk-date-field__icon" aria-hidden="true" />
      </button>
      {error ? (
        <p id={`${id}-error`} className="sk-date-field__error">
          {error}
        </p>
      ) : null}
      <DatePickerSheet
        open={open}
        onClose={() => setOpen(false)}
        value={value}
        onConfirm={onChange}
        min={min}
        max={max}
        title={label}
      />
    </div>
  );
}

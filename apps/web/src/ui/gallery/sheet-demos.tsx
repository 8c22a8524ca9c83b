import { todayLocalIso } from '@sportkarta/contract/clock';
import { useState } from 'react';
import { formatDisplayDate } from '@sportkarta/contract/config/formats';
import type { Gender } from '@sportkarta/contract/enums';
import { ru } from '@/i18n/ru';
import { ruDevSettings } from '@/i18n/ru-dev-settings';
import { BottomSheet } from '../bottom-sheet';
import { DateField, DatePickerSheet } from '../date-picker-sheet';
import { GenderSheet } from '../gender-sheet';
import { GallerySection } from './gallery-section';

const g = ruDevSettings.gallery;

export function SheetDemo() {
  const [open, setOpen] = useState(false);
  return (
    <GallerySection title={g.sheet}>
      <button
        type="button"
        className="sk-button sk-button--secondary"
        onClick={() => setOpen(true)}
      >
        {g.sheetOpen}
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={g.sheetTitle}>
        <p className="sk-gallery__text">{g.sheetText}</p>
        <button type="button" className="sk-button sk-button--block" onClick={() => setOpen(false)}>
          {ru.ui.close}
        </button>
      </BottomSheet>
    </GallerySection>
  );
}

export function DatePickerDemo() {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [birth, setBirth] = useState<string | null>(null);
  return (
    <GallerySection title={g.datePicker}>
      <div className="sk-gallery__row">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => setOpen(true)}
        >
          {g.dateOpen}
        </button>
        <span className="sk-gallery__value">
          {g.dateChosen} {date ? formatDisplayDate(date) : '—'}
        </span>
      </div>
      <DatePickerSheet
        open={open}
        onClose={() => setOpen(false)}
        value={date}
        onConfirm={setDate}
      />
      <div className="sk-gallery__field">
        <DateField
          label={g.dateFieldLabel}
          value={birth}
          onChange={setBirth}
          max={todayLocalIso()}
          required
        />
        {birth ? (
          <p className="sk-gallery__note">
            {g.dateSent} <code>{birth}</code>
          </p>
        ) : null}
      </div>
    </GallerySection>
  );
}

export function GenderDemo() {
  const [open, setOpen] = useState(false);
  const [gender, setGender] = useState<Gender | null>(null);
  const label = gender === 'M' ? ru.ui.genderMale : gender === 'F' ? ru.ui.genderFemale : '—';
  return (
    <GallerySection title={g.gender}>
      <div className="sk-gallery__row">
        <button
          type="button"
          className="sk-button sk-button--secondary"
          onClick={() => setOpen(true)}
        >
          {g.genderOpen}
        </button>
        <span className="sk-gallery__value">
          {g.genderChosen} {label}
        </span>
      </div>
      <GenderSheet open={open} value={gender} onSelect={setGender} onClose={() => setOpen(false)} />
    </GallerySection>
  );
}

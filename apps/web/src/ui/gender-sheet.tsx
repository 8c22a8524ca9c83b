import type { Gender } from '@sportkarta/contract/enums';
import { ru } from '@/i18n/ru';
import { BottomSheet } from './bottom-sheet';
import './ui.css';
import './choice-list.css';

export interface GenderSheetProps {
  open: boolean;
  value: Gender | null;
  onSelect: (gender: Gender) => void;
  onClose: () => void;
}

const OPTIONS: readonly { value: Gender; label: string }[] = [
  { value: 'M', label: ru.ui.genderMale },
  { value: 'F', label: ru.ui.genderFemale },
];

/** Gender chooser of spec §2.3, «Укажите Ваш пол»; values M / F as spec §3 spells them. */
export function GenderSheet({ open, value, onSelect, onClose }: GenderSheetProps) {
  return (
    <BottomSheet open={open} onClose={onClose} title={ru.ui.genderTitle}>
      <div className="sk-choices" role="radiogroup" aria-label={ru.ui.genderTitle}>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            className="sk-choice sk-focusable"
            onClick={() => {
              onSelect(option.value);
              onClose();
            }}
          >
            <span>{option.label}</span>
            <span className="sk-choice__check" aria-hidden="true" />
          </button>
        ))}
      </div>
    </BottomSheet>
  );
}

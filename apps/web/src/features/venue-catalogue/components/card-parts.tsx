import type { CatalogueRate } from '@sportkarta/contract/api/venue-catalogue';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import type { RateFormTarget } from './rate-form';

// Issue 25: what the catalogue's cards and rate rows share.

/** What a card asks of the screen: the dialogs it opens. */
export interface CardActions {
  onEdit: () => void;
  onRate: (target: RateFormTarget) => void;
  onDeleteRate: (rate: CatalogueRate) => void;
}

/** A button whose accessible name adds the item's name («Изменить: Аквааэробика»). */
export function ActionButton(p: {
  label: string;
  of: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`sk-button sk-button--secondary${p.danger ? ' sk-button--danger-text' : ''}`}
      aria-label={t.actionFor(p.label, p.of)}
      disabled={p.disabled}
      onClick={p.onClick}
    >
      {p.label}
    </button>
  );
}

import { IonIcon } from '@ionic/react';
import { checkmarkCircle } from 'ionicons/icons';
import type { Category } from '@sportkarta/contract/api/static-files';
import { ru } from '@/i18n/ru';
import { categoryIcon } from './category-icon';
import './categories.css';

export interface CategoryGridProps {
  categories: readonly Category[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/** The sports categories as toggleable cards; the choice is the search's starting filter. */
export function CategoryGrid({ categories, selected, onToggle }: CategoryGridProps) {
  return (
    <ul className="category-grid" aria-label={ru.places.categoriesTitle}>
      {categories.map((category) => {
        const on = selected.has(category.id);
        return (
          <li key={category.id}>
            <button
              type="button"
              className={`category-card${on ? ' category-card--on' : ''}`}
              aria-pressed={on}
              onClick={() => onToggle(category.id)}
            >
              <span className="category-card__icon" aria-hidden="true">
                <IonIcon icon={categoryIcon(category.icon)} />
              </span>
              <span className="category-card__name">{category.name}</span>
              {on ? (
                <IonIcon
                  className="category-card__check"
                  icon={checkmarkCircle}
                  aria-hidden="true"
                />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholder cards while the list loads (spec §9: shown at least 150 ms). */
export function CategoryGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <ul className="category-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="category-card category-card--skeleton">
            <span className="category-card__icon sk-shimmer" />
            <span className="category-card__line sk-shimmer" />
          </div>
        </li>
      ))}
    </ul>
  );
}

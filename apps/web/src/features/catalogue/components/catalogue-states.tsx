import { ru } from '@/i18n/ru';
import { ruCommerce } from '@/i18n/ru-commerce';
import { EmptyState } from '@/ui/empty-state';
import './catalogue.css';

const t = ruCommerce;

export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={t.loadError}
      action={
        <button type="button" className="sk-button" onClick={onRetry}>
          {t.retry}
        </button>
      }
    />
  );
}

export function CatalogueSkeleton() {
  return (
    <div className="sk-cat-skeleton" aria-busy="true" aria-label={ru.app.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="sk-cat-skeleton__card" />
      ))}
    </div>
  );
}

export function NothingToSell() {
  return <EmptyState title={t.emptyTitle} hint={t.emptyHint} />;
}

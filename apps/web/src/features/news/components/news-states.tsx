import { ru } from '@/i18n/ru';
import { BackToMainLink, EmptyState } from '@/ui/empty-state';

export function NewsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        title={ru.news.errorTitle}
        hint={ru.news.errorHint}
        action={
          <button type="button" className="sk-button" onClick={onRetry}>
            {ru.news.retry}
          </button>
        }
      />
    </div>
  );
}

export function NewsEmpty() {
  return <EmptyState title={ru.news.emptyTitle} hint={ru.news.emptyHint} />;
}

export function NewsNotFound() {
  return (
    <EmptyState
      title={ru.news.notFoundTitle}
      hint={ru.news.notFoundHint}
      action={<BackToMainLink />}
    />
  );
}

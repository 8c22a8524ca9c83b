import { ru } from '@/i18n/ru';
import '@/ui/ui.css';
import './news.css';

function CardSkeleton() {
  return (
    <div className="sk-news-card sk-news-card--skeleton" aria-hidden="true">
      <div className="sk-news-media sk-shimmer" />
      <div className="sk-news-card__body">
        <div className="sk-shimmer sk-line sk-line--short" />
        <div className="sk-shimmer sk-line sk-line--title" />
        <div className="sk-shimmer sk-line" />
        <div className="sk-shimmer sk-line sk-line--mid" />
      </div>
    </div>
  );
}

interface SkeletonProps {
  /** After the loader delay (spec §9, 1 s) a visible «Загружаем новости…» joins the skeleton. */
  slow: boolean;
}

function LoadingNote({ slow }: SkeletonProps) {
  return slow ? (
    <p className="sk-news-loading-note">
      <span className="sk-news-spinner" aria-hidden="true" />
      {ru.news.loading}
    </p>
  ) : (
    <span className="sk-visually-hidden">{ru.news.loading}</span>
  );
}

export function NewsListSkeleton({ count, slow }: SkeletonProps & { count: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="news-skeleton">
      <LoadingNote slow={slow} />
      <div className="sk-news-grid">
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function NewsArticleSkeleton({ slow }: SkeletonProps) {
  return (
    <div className="sk-news-article" role="status" aria-live="polite" data-testid="news-skeleton">
      <LoadingNote slow={slow} />
      <div className="sk-news-media sk-news-media--article sk-shimmer" aria-hidden="true" />
      <div className="sk-news-article__body" aria-hidden="true">
        <div className="sk-shimmer sk-line sk-line--short" />
        <div className="sk-shimmer sk-line sk-line--title" />
        <div className="sk-shimmer sk-line sk-line--title sk-line--mid" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="sk-shimmer sk-line" />
        ))}
      </div>
    </div>
  );
}

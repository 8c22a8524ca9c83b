import { useId } from 'react';
import { useNews } from '../api/get-news';
import { formatLongDate } from '@sportkarta/contract/config/formats';
import { splitParagraphs } from '../lib/split-paragraphs';
import { mediaUrl } from '@/lib/media-url';
import { NewsArticleSkeleton } from './news-skeletons';
import { NewsError, NewsNotFound } from './news-states';
import { useNewsView } from './use-news-view';
import './news.css';

/** One news item in full (spec §2.2 /tabs/main/news/{id}); an unknown id is a not-found state. */
export function NewsArticle({ id }: { id: string }) {
  const view = useNewsView(useNews());
  const titleId = useId();

  if (view.kind === 'loading') return <NewsArticleSkeleton slow={view.slow} />;
  if (view.kind === 'error') return <NewsError onRetry={view.retry} />;
  const item = view.data.find((n) => n.id === id);
  if (!item) return <NewsNotFound />;

  return (
    // The article is text only, so nothing inside it can take the focus: tabIndex 0 lets a
    // keyboard user reach it and scroll the page with the arrow keys (WCAG 2.1.1, axe
    // scrollable-region-focusable); the heading names the stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's fix for a scrolling region without focusable content
    <article className="sk-news-article" tabIndex={0} aria-labelledby={titleId}>
      <div className="sk-news-media sk-news-media--article">
        <img
          src={mediaUrl(item.image)}
          alt={item.imageAlt}
          width={960}
          height={540}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      <div className="sk-news-article__body">
        <time className="sk-news-date" dateTime={item.date}>
          {formatLongDate(item.date)}
        </time>
        <h1 id={titleId} className="sk-news-article__title">
          {item.title}
        </h1>
        {splitParagraphs(item.text).map((paragraph, index) => (
          <p key={index} className="sk-news-article__paragraph">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}

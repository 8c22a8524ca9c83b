import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import { useNews } from '../api/get-news';
import { NewsCard } from './news-card';
import { NewsListSkeleton } from './news-skeletons';
import { NewsEmpty, NewsError } from './news-states';
import { useNewsView } from './use-news-view';
import './news.css';

interface NewsFeedProps {
  /** How many of the newest items the main tab shows before «Все новости». */
  limit?: number;
}

/** The news block of the main tab (spec §2.2 /tabs/main): the newest items and a link to all. */
export function NewsFeed({ limit = 3 }: NewsFeedProps) {
  // The news answer arrives as an urgent (synchronous) update; the cards it brings render in a
  // deferred pass that React slices into short tasks (issue 2 §8, TBT). Until then the block
  // shows what it showed before (the skeleton), as it would while the answer was on its way.
  const view = useDeferredValue(useNewsView(useNews()));

  return (
    <section className="sk-news-section" aria-labelledby="sk-news-feed-title">
      <div className="sk-news-section__head">
        <h2 id="sk-news-feed-title" className="sk-news-section__title">
          {ru.news.feedTitle}
        </h2>
        {view.kind === 'ready' && view.data.length > 0 && (
          <Link className="sk-news-section__more" to={paths.news}>
            {ru.news.allNews}
          </Link>
        )}
      </div>
      {view.kind === 'loading' && <NewsListSkeleton count={Math.min(limit, 2)} slow={view.slow} />}
      {view.kind === 'error' && <NewsError onRetry={view.retry} />}
      {view.kind === 'ready' &&
        (view.data.length === 0 ? (
          <NewsEmpty />
        ) : (
          <div className="sk-news-grid">
            {view.data.slice(0, limit).map((item, index) => (
              <NewsCard key={item.id} item={item} priority={index === 0} />
            ))}
          </div>
        ))}
    </section>
  );
}

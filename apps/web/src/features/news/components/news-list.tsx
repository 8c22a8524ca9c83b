import { ru } from '@/i18n/ru';
import { useNews } from '../api/get-news';
import { NewsCard } from './news-card';
import { NewsListSkeleton } from './news-skeletons';
import { NewsEmpty, NewsError } from './news-states';
import { useNewsView } from './use-news-view';
import './news.css';

/** Every news item, newest first (spec §2.2 /tabs/main/news). */
export function NewsList() {
  const view = useNewsView(useNews());

  if (view.kind === 'loading') return <NewsListSkeleton count={4} slow={view.slow} />;
  if (view.kind === 'error') return <NewsError onRetry={view.retry} />;
  if (view.data.length === 0) return <NewsEmpty />;
  return (
    <section aria-label={ru.news.listTitle} className="sk-news-grid">
      {view.data.map((item, index) => (
        <NewsCard key={item.id} item={item} priority={index === 0} />
      ))}
    </section>
  );
}

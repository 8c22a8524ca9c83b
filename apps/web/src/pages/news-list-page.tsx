import { paths } from '@sportkarta/contract/routes/paths';
import { NewsList } from '@/features/news/components/news-list';
import { useRefreshNews } from '@/features/news/api/get-news';
import { ru } from '@/i18n/ru';
import { PageShell } from '@/ui/page-shell';
import './main-page.css';

/** spec §2.2 /tabs/main/news: every news item, newest first. */
export default function NewsListPage() {
  const refreshNews = useRefreshNews();
  return (
    <PageShell title={ru.news.listTitle} backHref={paths.main} onRefresh={refreshNews}>
      <div className="sk-main">
        <NewsList />
      </div>
    </PageShell>
  );
}

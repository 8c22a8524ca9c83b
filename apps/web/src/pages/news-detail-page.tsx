import { useParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { NewsArticle } from '@/features/news/components/news-article';
import { useRefreshNews } from '@/features/news/api/get-news';
import { ru } from '@/i18n/ru';
import { PageShell } from '@/ui/page-shell';
import './main-page.css';

/** spec §2.2 /tabs/main/news/{id}; an unknown id shows the not-found state. */
export default function NewsDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const refreshNews = useRefreshNews();
  return (
    <PageShell title={ru.news.detailTitle} backHref={paths.news} onRefresh={refreshNews}>
      <div className="sk-main">
        <NewsArticle id={id} />
      </div>
    </PageShell>
  );
}

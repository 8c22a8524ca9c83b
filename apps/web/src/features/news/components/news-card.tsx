import { Link } from 'react-router-dom';
import type { NewsItem } from '@sportkarta/contract';
import { paths } from '@sportkarta/contract/routes/paths';
import { formatLongDate } from '@sportkarta/contract/config/formats';
import { mediaUrl } from '@/lib/media-url';
import './news.css';

interface NewsCardProps {
  item: NewsItem;
  /** The first card of a feed loads its image eagerly: it is usually the LCP element. */
  priority?: boolean;
}

export function NewsCard({ item, priority = false }: NewsCardProps) {
  return (
    <article className="sk-news-card">
      <Link className="sk-news-card__link" to={paths.newsItem(item.id)}>
        <div className="sk-news-media">
          <img
            src={mediaUrl(item.image)}
            alt={item.imageAlt}
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </div>
        <div className="sk-news-card__body">
          <time className="sk-news-date" dateTime={item.date}>
            {formatLongDate(item.date)}
          </time>
          <h3 className="sk-news-card__title">{item.title}</h3>
          <p className="sk-news-card__summary">{item.summary}</p>
        </div>
      </Link>
    </article>
  );
}

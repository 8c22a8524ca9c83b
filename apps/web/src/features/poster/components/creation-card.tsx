import { Link } from 'react-router-dom';
import type { CreationSummary } from '@sportkarta/contract/api/creations';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruPoster as t } from '@/i18n/ru-poster';
import { mediaUrl } from '@/lib/media-url';
import { LoadingPlaceholder } from '@/ui/loading-placeholder';
import { priceFromText, whenText } from '../model/format';

export interface CreationCardProps {
  item: CreationSummary;
  timeZone: string;
  /** The city's today (YYYY-MM-DD): «Сегодня», «Завтра». */
  today: string;
  /** The narrow card of the main tab's row. */
  compact?: boolean;
}

/** A creation on the poster: picture, kind and age, when it is next, where, from what price. */
export function CreationCard({ item, timeZone, today, compact = false }: CreationCardProps) {
  const price = priceFromText(item.priceFromKopecks);
  return (
    <Link
      className={`sk-creation-card${compact ? ' sk-creation-card--compact' : ''}`}
      to={paths.creation(item.id)}
    >
      <div className="sk-creation-card__media">
        <img src={mediaUrl(item.image)} alt="" loading="lazy" width={400} height={225} />
        <span className="sk-creation-card__kind">{t.kindOne[item.kind]}</span>
        <span className="sk-creation-card__age">{item.ageRating}</span>
      </div>
      <div className="sk-creation-card__body">
        <p className="sk-creation-card__when">
          {whenText(item.nextSession.startsAt, timeZone, today)}
        </p>
        <h3 className="sk-creation-card__title">{item.title}</h3>
        <p className="sk-creation-card__venue">{item.venueName}</p>
        {price ? <p className="sk-creation-card__price">{price}</p> : null}
      </div>
    </Link>
  );
}

/** Grey cards while the poster loads. */
export function CreationCardsSkeleton({ count, compact }: { count: number; compact?: boolean }) {
  return (
    <LoadingPlaceholder
      className={`sk-poster-skeleton${compact ? ' sk-poster-skeleton--row' : ''}`}
      label={t.loading}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sk-poster-skeleton__card" />
      ))}
    </LoadingPlaceholder>
  );
}

import { Link } from 'react-router-dom';
import { now } from '@sportkarta/contract/clock';
import { dateInZone } from '@sportkarta/contract/zoned';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruPoster as t } from '@/i18n/ru-poster';
import { useCity } from '../api/get-city';
import { useCreations } from '../api/get-creations';
import { CreationCard, CreationCardsSkeleton } from './creation-card';
import './poster.css';

/** How many of the soonest creations the main tab shows. */
const BLOCK_SIZE = 6;

/**
 * The poster's block on the main tab (issue 14): the soonest few in the person's city in a row
 * that scrolls sideways, and «Все события». Loaded lazily (poster-block-slot.tsx).
 */
export default function PosterBlock() {
  const city = useCity();
  const list = useCreations(
    city.data ? { cityId: city.data.cityId, kinds: [], size: BLOCK_SIZE } : null,
  );
  const page = list.data?.pages[0];
  const failed = city.isError || list.isError;
  const retry = () => void (city.isError ? city.refetch() : list.refetch());
  return (
    <section className="sk-poster-block" aria-labelledby="sk-poster-block-title">
      <div className="sk-poster-block__head">
        <h2 id="sk-poster-block-title" className="sk-poster-block__title">
          {t.blockTitle}
        </h2>
        <Link className="sk-poster-block__more" to={paths.poster}>
          {t.allEvents}
        </Link>
      </div>
      {failed ? (
        <p className="sk-poster-note">
          {t.blockError}.{' '}
          <button type="button" className="sk-button sk-button--ghost" onClick={retry}>
            {t.retry}
          </button>
        </p>
      ) : !page ? (
        <CreationCardsSkeleton count={2} compact />
      ) : page.items.length === 0 ? (
        <p className="sk-poster-note">{t.blockEmpty}</p>
      ) : (
        <ul className="sk-poster-row" aria-label={t.blockLabel}>
          {page.items.map((item) => (
            <li key={item.id}>
              <CreationCard
                item={item}
                timeZone={page.timeZone}
                today={dateInZone(now(), page.timeZone)}
                compact
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { CreationKind } from '@sportkarta/contract/api/creations';
import { now } from '@sportkarta/contract/clock';
import { dateInZone } from '@sportkarta/contract/zoned';
import { ruPoster as t } from '@/i18n/ru-poster';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { useCity } from '../api/get-city';
import { useCreations } from '../api/get-creations';
import { rangeOf, type DateChoice } from '../model/periods';
import { CreationCardsSkeleton } from './creation-card';
import { PosterFilters } from './poster-filters';
import { PosterList } from './poster-list';
import './poster.css';

const ALL_DAYS: DateChoice = { period: 'all' };

/** /tabs/main/poster: the city's poster with kind chips and days. */
export function PosterView() {
  const city = useCity();
  const [kinds, setKinds] = useState<CreationKind[]>([]);
  const [dates, setDates] = useState<DateChoice>(ALL_DAYS);
  const zone = city.data?.timeZone ?? 'Europe/Moscow';
  const today = dateInZone(now(), zone);
  const list = useCreations(
    city.data ? { cityId: city.data.cityId, kinds, ...rangeOf(dates, today) } : null,
  );
  const filtered = kinds.length > 0 || !('period' in dates && dates.period === 'all');
  if (city.isError)
    return (
      <EmptyState
        title={t.loadError}
        hint={isApiError(city.error) ? city.error.message : ''}
        action={
          <button type="button" className="sk-button" onClick={() => void city.refetch()}>
            {t.retry}
          </button>
        }
      />
    );
  return (
    <div className="sk-poster">
      <PosterFilters
        kinds={kinds}
        onKinds={setKinds}
        dates={dates}
        onDates={setDates}
        today={today}
      />
      {city.data ? (
        <PosterList
          query={list}
          today={today}
          onReset={
            filtered
              ? () => {
                  setKinds([]);
                  setDates(ALL_DAYS);
                }
              : undefined
          }
        />
      ) : (
        <CreationCardsSkeleton count={3} />
      )}
    </div>
  );
}

import { useState } from 'react';
import { useIonRouter, useIonViewWillEnter } from '@ionic/react';
import { IonButton } from '@/ui/ionic/button';
import { paths } from '@sportkarta/contract/routes/paths';
import { EventsFilterForm } from '@/features/events/components/events-filter-form';
import {
  applyEventsFilter,
  getEventsSelection,
  hydrateEventsSelection,
} from '@/features/events/model/events-state';
import { DEFAULT_EVENT_PERIOD, type EventPeriod } from '@/features/events/lib/period';
import { useSportTypes } from '@/features/places/api/get-sport-types';
import { ruDiscoveryMap } from '@/i18n/ru-discovery-map';
import { PageShell } from '@/ui/page-shell';
import './events-filter-page.css';

const t = ruDiscoveryMap;

interface Draft {
  period: EventPeriod;
  sportTypes: readonly number[];
}

const fromStore = (): Draft => {
  const s = getEventsSelection();
  return { period: s.selectedPeriod, sportTypes: s.sportTypes };
};

/**
 * /filter/events (full-screen): the events on the map are chosen by period and sport types
 * (spec §3 Events state). Changes are a draft until «Применить», which returns to the map.
 */
export default function EventsFilterPage() {
  const router = useIonRouter();
  const sports = useSportTypes();
  const [draft, setDraft] = useState<Draft>(fromStore);

  // Ionic keeps the page alive between visits: start each visit from the applied filter.
  useIonViewWillEnter(() => {
    void hydrateEventsSelection().then(() => setDraft(fromStore()));
  });

  const apply = () => {
    applyEventsFilter(draft.period, draft.sportTypes);
    if (router.canGoBack()) router.goBack();
    else router.push(paths.places, 'back', 'replace');
  };

  return (
    <PageShell
      title={t.eventsFilterTitle}
      backHref={paths.places}
      right={
        <IonButton onClick={() => setDraft({ period: DEFAULT_EVENT_PERIOD, sportTypes: [] })}>
          {t.reset}
        </IonButton>
      }
    >
      <div className="page-body sk-events-filter-page">
        <EventsFilterForm
          period={draft.period}
          sportTypes={draft.sportTypes}
          onChange={(period, sportTypes) => setDraft({ period, sportTypes })}
          options={sports.data}
          optionsError={sports.isError && !sports.data}
          onRetryOptions={() => void sports.refetch()}
        />
      </div>
      {/* Kept under the thumb while the list of sports scrolls. */}
      <div className="sk-events-filter-page__actions">
        <IonButton expand="block" onClick={apply}>
          {t.apply}
        </IonButton>
      </div>
    </PageShell>
  );
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IonIcon, useIonViewWillEnter, useIonViewWillLeave } from '@ionic/react';
import { IonSearchbar } from '@/ui/ionic/searchbar';
import { optionsOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import type { PlaceSummary } from '@sportkarta/contract/api/places';
import { SEARCH_DEBOUNCE_MS } from '@sportkarta/contract/config/timings';
import { paths } from '@sportkarta/contract/routes/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { useToggleFavorite } from '@/features/favorites/api/toggle-favorite';
import { useSelectedCategories } from '@/features/categories/model/selected-categories';
import { usePlaces, useRefreshPlaces } from '@/features/places/api/get-places';
import { LocationStatus } from '@/features/places/components/location-status';
import { PlaceList } from '@/features/places/components/place-list';
import {
  buildPlaceFilters,
  countActiveFilters,
  resetFilters,
  useFilterModel,
} from '@/features/places/model/filter-store';
import { locateDevice, useSearchLocation } from '@/features/places/model/search-location';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import { locationPoint } from '@/lib/geo-location';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import './places-page.css';

// Leaflet stays out of the list's chunk: the map loads only when «Карта» is chosen.
const PlacesMapPanel = lazy(() => import('./places-map-panel'));

const t = ruDiscoveryList;
type Mode = 'list' | 'map';

/** The filters of the list and the map: the stored model, categories, location and search. */
function usePlaceFilters(query: string) {
  const { model, ready } = useFilterModel();
  const categories = useCategories();
  const { selected, ready: selectionReady } = useSelectedCategories(categories.data);
  const location = useSearchLocation();
  const point = locationPoint(location);
  const lat = point?.lat;
  const lon = point?.lon;
  const filters = useMemo(
    () =>
      buildPlaceFilters(
        model,
        [...selected],
        lat !== undefined && lon !== undefined ? { lat, lon } : null,
        query,
      ),
    [model, selected, lat, lon, query],
  );
  // Ask once everything the body depends on is known, so the list is not fetched twice.
  const settled =
    ready &&
    selectionReady &&
    !categories.isPending &&
    (location.status === 'success' || location.status === 'error');
  return { filters, model, location, settled };
}

/**
 * Ionic names its inner input «search text»; the aria-label on the host names only the search
 * landmark. Give the input itself the Russian name so a screen reader announces it.
 */
function useSearchInputLabel(label: string) {
  const ref = useRef<HTMLIonSearchbarElement>(null);
  useEffect(() => {
    void ref.current?.getInputElement?.().then((input) => input.setAttribute('aria-label', label));
  }, [label]);
  return ref;
}

function FilterButton({ count }: { count: number }) {
  return (
    <Link
      to={paths.placesFilter}
      className="sk-icon-button sk-places-filter-button"
      aria-label={count > 0 ? t.filterButtonActive(count) : t.filterButton}
    >
      <IonIcon icon={optionsOutline} aria-hidden="true" />
      {count > 0 ? (
        <span className="sk-places-filter-button__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  return (
    <div className="sk-places-mode" role="group" aria-label={t.modeLabel}>
      {(['list', 'map'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className="sk-places-mode__button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          {value === 'list' ? t.modeList : t.modeMap}
        </button>
      ))}
    </div>
  );
}

// The list/map choice outlives the page: Ionic re-creates the tabs page when the person comes
// back from a full-screen route (/filter/events), and they expect the map they left. Kept for
// the browser tab's session (sessionStorage may be unavailable: then the list).
const MODE_KEY = 'sk.placesMode';
function readMode(): Mode {
  try {
    return globalThis.sessionStorage.getItem(MODE_KEY) === 'map' ? 'map' : 'list';
  } catch {
    return 'list';
  }
}
function storeMode(mode: Mode): void {
  try {
    globalThis.sessionStorage.setItem(MODE_KEY, mode);
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

// The Поиск tab (spec §2.2 /tabs/places): search, list or map, nearest first.
export default function PlacesPage() {
  const [mode, setModeState] = useState<Mode>(readMode);
  const setMode = useCallback((next: Mode) => {
    storeMode(next);
    setModeState(next);
  }, []);
  const [query, setQuery] = useState('');
  // spec §5: the search asks once typing pauses for 300 ms.
  const searched = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { filters, model, location, settled } = usePlaceFilters(searched);
  // Ionic keeps this page mounted under /tabs/filter: ask only while it is shown, so each tap
  // in the filter does not send a request nobody sees; on return the final filters load once.
  const [shown, setShown] = useState(true);
  useIonViewWillEnter(() => setShown(true));
  useIonViewWillLeave(() => setShown(false));
  const places = usePlaces(filters, settled && shown);
  const refreshPlaces = useRefreshPlaces(filters);
  const active = countActiveFilters(model);
  const searchRef = useSearchInputLabel(t.searchLabel);
  // The heart: visitors get the auth modal; a change updates every ['places', …] query.
  const favorites = useToggleFavorite();
  const toggleFavorite = useCallback(
    (place: PlaceSummary) => favorites.toggle({ id: place.id, favorite: place.favorite }),
    [favorites],
  );

  const refresh = useCallback(async () => {
    try {
      await refreshPlaces();
    } catch (error) {
      showToast({ type: 'error', message: t.refreshError, key: 'places-refresh' });
      throw error;
    }
  }, [refreshPlaces]);

  return (
    <PageShell
      title={t.title}
      right={<FilterButton count={active} />}
      onRefresh={mode === 'list' ? refresh : undefined}
    >
      <div className={`sk-places-page sk-places-page--${mode}`}>
        <div className="sk-places-head">
          <IonSearchbar
            ref={searchRef}
            className="sk-places-search"
            value={query}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
            onIonInput={(event) => setQuery(event.detail.value ?? '')}
          />
          <ModeSwitch mode={mode} onChange={setMode} />
          <LocationStatus state={location} onLocate={() => void locateDevice()} />
        </div>
        {mode === 'list' ? (
          <PlaceList
            query={places}
            waiting={!settled}
            location={location}
            onToggleFavorite={toggleFavorite}
            isFavoritePending={favorites.isPending}
            onResetFilters={active > 0 ? resetFilters : undefined}
          />
        ) : (
          <Suspense fallback={<p role="status">{t.mapLoading}</p>}>
            <div className="sk-places-map">
              <PlacesMapPanel filters={filters} />
            </div>
          </Suspense>
        )}
      </div>
    </PageShell>
  );
}

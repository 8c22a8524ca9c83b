import { IonIcon, useIonRouter } from '@ionic/react';
import { navigateOutline } from 'ionicons/icons';
import {
  HIGH_RATING_MIN,
  PLACE_ACCESS_FEATURE_LABELS,
  PLACE_ACCESS_FEATURES,
  PLACE_BENEFIT_LABELS,
  PLACE_BENEFITS,
  type PlaceAccessFeature,
  type PlaceBenefit,
} from '@sportkarta/contract/api/places';
import { DISTANCE_FILTER_KM, type DistanceFilterKm } from '@sportkarta/contract/config/map';
import { paths } from '@sportkarta/contract/routes/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { useSelectedCategories } from '@/features/categories/model/selected-categories';
import { useSportTypes } from '@/features/places/api/get-sport-types';
import {
  AddressSearch,
  MyLocationButton,
  RecentAddresses,
} from '@/features/places/components/address-picker';
import {
  FilterSection,
  RadioChips,
  ToggleChips,
} from '@/features/places/components/filter-controls';
import { SwitchRow } from '@/ui/switch-row';
import {
  chooseAddress,
  resetFilters,
  updateFilter,
  useFilterModel,
} from '@/features/places/model/filter-store';
import { locateMe } from '@/features/places/model/search-location';
import { ACCESS_FEATURE_ICONS } from '@/lib/access-features';
import { formatRating } from '@/lib/format-place';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import { locationPoint, useGeoLocation } from '@/lib/geo-location';
import { PageShell } from '@/ui/page-shell';

const t = ruDiscoveryList;
const NO_DISTANCE = 0;
const DISTANCE_OPTIONS = [
  { value: NO_DISTANCE, label: t.distanceAny },
  ...DISTANCE_FILTER_KM.map((km) => ({ value: km, label: t.distanceKm(km) })),
];
const BENEFIT_OPTIONS = PLACE_BENEFITS.map((value) => ({
  value,
  label: PLACE_BENEFIT_LABELS[value],
}));

const ACCESS_OPTIONS = PLACE_ACCESS_FEATURES.map((value) => ({
  value,
  label: PLACE_ACCESS_FEATURE_LABELS[value],
  icon: ACCESS_FEATURE_ICONS[value],
}));

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function WhereSection() {
  const { model } = useFilterModel();
  const location = useGeoLocation();
  const current = location.address
    ? t.chosenAddress(location.address)
    : location.status === 'success'
      ? t.myLocationChosen
      : null;
  return (
    <FilterSection title={t.whereTitle}>
      {current ? (
        <p className="sk-address__current" role="status">
          <IonIcon icon={navigateOutline} aria-hidden="true" />
          {current}
        </p>
      ) : null}
      <AddressSearch near={locationPoint(location)} onPick={chooseAddress} />
      <MyLocationButton busy={location.status === 'updating'} onClick={() => void locateMe()} />
      <RecentAddresses addresses={model.recentAddresses} onPick={chooseAddress} />
    </FilterSection>
  );
}

function SportTypesSection({ selected }: { selected: readonly number[] }) {
  const sportTypes = useSportTypes();
  let body;
  if (sportTypes.isPending)
    body = (
      <p className="sk-filter-section__hint" role="status">
        {t.sportTypesLoading}
      </p>
    );
  else if (sportTypes.isError)
    body = <p className="sk-filter-section__hint">{t.sportTypesError}</p>;
  else if (sportTypes.data.length === 0)
    body = <p className="sk-filter-section__hint">{t.sportTypesEmpty}</p>;
  else
    body = (
      <ToggleChips
        label={t.sportTypesTitle}
        options={sportTypes.data.map((s) => ({ value: s.id, label: s.name }))}
        selected={selected}
        onToggle={(id) => updateFilter({ sportTypes: toggled(selected, id) })}
      />
    );
  return <FilterSection title={t.sportTypesTitle}>{body}</FilterSection>;
}

function CategoriesSection() {
  const categories = useCategories();
  const { selected, toggle } = useSelectedCategories(categories.data);
  if (!categories.data?.length) return null;
  return (
    <FilterSection title={t.categoriesTitle} hint={t.categoriesHint}>
      <ToggleChips
        label={t.categoriesTitle}
        options={categories.data.map((c) => ({ value: c.id, label: c.name }))}
        selected={[...selected]}
        onToggle={toggle}
      />
    </FilterSection>
  );
}

// /tabs/filter (spec §2.2): the places filter. Changes apply at once (the list behind keeps
// its own cache per filter set); «Показать» goes back to the list, «Сбросить» clears.
export default function PlacesFilterPage() {
  const { model } = useFilterModel();
  const router = useIonRouter();
  const show = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(paths.places, 'back', 'replace');
  };

  return (
    <PageShell title={t.filterTitle} backHref={paths.places}>
      <div className="sk-filter">
        <WhereSection />
        <SportTypesSection selected={model.sportTypes} />
        <FilterSection title={t.distanceTitle} hint={t.distanceNeedsLocation}>
          <RadioChips
            label={t.distanceTitle}
            name="sk-filter-distance"
            options={DISTANCE_OPTIONS}
            value={model.distanceKm ?? NO_DISTANCE}
            onChange={(km) =>
              updateFilter({ distanceKm: km === NO_DISTANCE ? null : (km as DistanceFilterKm) })
            }
          />
        </FilterSection>
        <FilterSection title={t.optionsTitle}>
          <SwitchRow
            label={t.highRating}
            hint={t.highRatingHint(formatRating(HIGH_RATING_MIN))}
            checked={model.highRating}
            onChange={(highRating) => updateFilter({ highRating })}
          />
          <SwitchRow
            label={t.hasServices}
            hint={t.hasServicesHint}
            checked={model.hasServices}
            onChange={(hasServices) => updateFilter({ hasServices })}
          />
        </FilterSection>
        <FilterSection title={t.benefitsTitle}>
          <ToggleChips<PlaceBenefit>
            label={t.benefitsTitle}
            options={BENEFIT_OPTIONS}
            selected={model.benefits}
            onToggle={(benefit) => updateFilter({ benefits: toggled(model.benefits, benefit) })}
          />
        </FilterSection>
        <FilterSection title={t.accessibilityTitle} hint={t.accessibilityHint}>
          <ToggleChips<PlaceAccessFeature>
            label={t.accessibilityTitle}
            options={ACCESS_OPTIONS}
            selected={model.accessibility}
            onToggle={(feature) =>
              updateFilter({ accessibility: toggled(model.accessibility, feature) })
            }
          />
        </FilterSection>
        <CategoriesSection />
      </div>
      <div className="sk-filter-actions">
        <button type="button" className="sk-button sk-button--secondary" onClick={resetFilters}>
          {t.reset}
        </button>
        <button type="button" className="sk-button" onClick={show}>
          {t.show}
        </button>
      </div>
    </PageShell>
  );
}

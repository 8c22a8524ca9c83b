import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ServiceTypeTab } from '@sportkarta/contract/enums';
import { formatRub } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import { SegmentTabs } from '@/ui/segment-tabs';
import { usePackages } from '../api/get-packages';
import { useServiceTypes } from '../api/get-service-types';
import { CatalogueError, CatalogueSkeleton, NothingToSell } from './catalogue-states';
import { PackageList } from './package-list';
import { SectionList } from './section-list';
import './catalogue.css';

const t = ruCommerce;

/** /tabs/places/{complexId}/serviceTypes: the tabs services | service-packages | sections | all. */
export function CatalogueView({
  complexId,
  initialTab,
}: {
  complexId: number;
  initialTab?: ServiceTypeTab;
}) {
  const types = useServiceTypes(complexId);
  const packages = usePackages(complexId);
  const [chosen, setTab] = useState<ServiceTypeTab | undefined>(initialTab);
  if (types.isPending) return <CatalogueSkeleton />;
  if (types.isError) return <CatalogueError onRetry={() => void types.refetch()} />;
  const { tabs, places } = types.data;
  if (tabs.length === 0) return <NothingToSell />;
  const tab = chosen && tabs.includes(chosen) ? chosen : tabs[0]!;
  const showPlaces = tab === 'services' || tab === 'all';
  const showPackages = tab === 'service-packages' || tab === 'all';
  const showSections = tab === 'sections' || tab === 'all';
  return (
    <div className="sk-cat">
      {tabs.length > 1 ? (
        <SegmentTabs
          label={t.catalogueTabsLabel}
          value={tab}
          onChange={setTab}
          options={tabs.map((x) => ({ value: x, label: t.tabs[x] }))}
        />
      ) : null}
      {showPlaces && places.length > 0 ? (
        <ul className="sk-cat-list" aria-label={t.tabs.services}>
          {places.map((p) => (
            <li key={p.placeId}>
              <Link
                className="sk-cat-card sk-cat-card--link"
                to={paths.placeServices(complexId, p.placeId)}
              >
                <h3 className="sk-cat-card__title">{p.name}</h3>
                <p className="sk-cat-card__text">{t.placeCounts(p.services, p.scheduledEvents)}</p>
                {p.minPriceKopecks !== null ? (
                  <p className="sk-cat-card__price">
                    {p.minPriceKopecks === 0 ? t.free : t.fromPrice(formatRub(p.minPriceKopecks))}
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {showPackages ? (
        packages.isPending ? (
          <CatalogueSkeleton />
        ) : packages.isError ? (
          <CatalogueError onRetry={() => void packages.refetch()} />
        ) : (
          <PackageList complexId={complexId} packages={packages.data} />
        )
      ) : null}
      {showSections && types.data.sections > 0 ? <SectionList complexId={complexId} /> : null}
    </div>
  );
}

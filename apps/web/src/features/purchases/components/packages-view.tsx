import { useState } from 'react';
import type { SoldPackage } from '@sportkarta/contract/api/service-packages';
import { ruCommerce } from '@/i18n/ru-commerce';
import { ruPurchases } from '@/i18n/ru-purchases';
import { EmptyState } from '@/ui/empty-state';
import { SegmentTabs } from '@/ui/segment-tabs';
import { LoadingPlaceholder } from '@/ui/loading-placeholder';
import { useSoldPackages } from '../api/sold-packages';
import { PackageCard } from './package-card';
import './purchases.css';

const t = ruPurchases;
type Filter = 'active' | 'frozen';

const LIVE = new Set<SoldPackage['status']>(['CREATED', 'ACTIVE']);

function PackageList({ items }: { items: SoldPackage[] }) {
  return (
    <ul className="sk-tickets__list">
      {items.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </ul>
  );
}

/** /tabs/profile/servicePackages: active (and not yet activated) or frozen; finished below. */
export function PackagesView() {
  const [filter, setFilter] = useState<Filter>('active');
  const q = useSoldPackages();
  const items = q.data?.items ?? [];
  const frozen = items.filter((p) => p.status === 'FREEZED');
  const live = items.filter((p) => LIVE.has(p.status));
  const finished = items.filter((p) => !LIVE.has(p.status) && p.status !== 'FREEZED');
  return (
    <div className="sk-tickets">
      <SegmentTabs
        label={t.packagesTitle}
        value={filter}
        onChange={setFilter}
        options={[
          { value: 'active', label: t.filterActive },
          { value: 'frozen', label: t.filterFrozen },
        ]}
      />
      {q.isPending ? (
        <LoadingPlaceholder className="sk-tickets__skeleton">
          <div className="sk-tickets__skeleton-card" />
          <div className="sk-tickets__skeleton-card" />
        </LoadingPlaceholder>
      ) : q.isError ? (
        <EmptyState
          title={t.packagesLoadError}
          hint={q.error.message}
          action={
            <button type="button" className="sk-button" onClick={() => void q.refetch()}>
              {ruCommerce.retry}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState title={t.packagesEmpty} hint={t.packagesEmptyHint} />
      ) : filter === 'frozen' ? (
        frozen.length ? (
          <PackageList items={frozen} />
        ) : (
          <EmptyState title={t.frozenEmpty} hint="" />
        )
      ) : (
        <>
          {live.length ? <PackageList items={live} /> : null}
          {finished.length ? (
            <section aria-labelledby="sk-packages-finished">
              <h2 id="sk-packages-finished" className="sk-packages__heading">
                {t.finished}
              </h2>
              <PackageList items={finished} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

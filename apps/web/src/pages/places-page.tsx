import { useCallback } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { locateOutline } from 'ionicons/icons';
import { LOADER_DELAY_MS, SKELETON_MIN_MS } from '@sportkarta/contract/config/timings';
import { ru } from '@/i18n/ru';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryGrid, CategoryGridSkeleton } from '@/features/categories/components/category-grid';
import { useSelectedCategories } from '@/features/categories/model/selected-categories';
import { AlertBanner } from '@/ui/alert-banner';
import { useDelayedFlag, useMinimumDuration } from '@/ui/delayed';
import { EmptyState } from '@/ui/empty-state';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

// The Поиск tab (spec §2.1). This issue gives it the sports categories of
// favouriteCategories.json; the map and the places list join it in a later issue.
export default function PlacesPage() {
  const query = useCategories();
  const { selected, toggle } = useSelectedCategories(query.data);
  const loading = query.isPending;
  const skeleton = useMinimumDuration(loading, SKELETON_MIN_MS);
  const slow = useDelayedFlag(loading, LOADER_DELAY_MS);

  const refresh = useCallback(async () => {
    const result = await query.refetch();
    if (result.isError)
      showToast({ type: 'error', message: ru.places.loadError, key: 'categories-refresh' });
  }, [query]);

  let body;
  if (skeleton || loading) {
    body = (
      <>
        <CategoryGridSkeleton />
        {slow ? (
          <p className="ion-text-center sk-muted" role="status">
            {ru.app.loading}
          </p>
        ) : null}
      </>
    );
  } else if (query.isError && !query.data) {
    body = (
      <AlertBanner type="error" title={ru.places.loadError}>
        <p>{query.error.message}</p>
        <IonButton size="small" onClick={() => void query.refetch()}>
          {ru.places.retry}
        </IonButton>
      </AlertBanner>
    );
  } else if (!query.data?.length) {
    body = <EmptyState title={ru.places.emptyTitle} hint={ru.places.emptyHint} />;
  } else {
    body = <CategoryGrid categories={query.data} selected={selected} onToggle={toggle} />;
  }

  return (
    <PageShell title={ru.places.title} onRefresh={refresh}>
      <div className="page-body">
        <section className="hero-card" aria-labelledby="places-intro">
          <IonIcon className="hero-card__icon" icon={locateOutline} aria-hidden="true" />
          <div>
            <h1 id="places-intro" className="hero-card__title">
              {ru.places.intro}
            </h1>
            <p className="hero-card__text">{ru.places.introHint}</p>
          </div>
        </section>
        <div className="section-head">
          <h2 className="section-head__title">{ru.places.categoriesTitle}</h2>
          {query.data?.length ? (
            <span className="section-head__meta" aria-live="polite">
              {ru.places.selected}: {selected.size}
            </span>
          ) : null}
        </div>
        {body}
      </div>
    </PageShell>
  );
}

import { useState } from 'react';
import { gridOutline } from 'ionicons/icons';
import type { CatalogueEvent } from '@sportkarta/contract/api/venue-catalogue';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenueLayouts as t } from '@/i18n/ru-venue-layouts';
import { QueryErrorState } from '@/lib/query-error-state';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { useCreatePart, useVenueLayouts } from '../api/staff-layouts';
import { treeOf } from '../model/layout-tree';
import { Choice } from './choice';
import { PartTree } from './part-tree';
import { Refusal } from './refusal';
import { ProductsPanel } from './products-panel';
import '@/ui/staff-kit.css';
import './layouts.css';

/**
 * Issue 25: a place's layout — its lanes (halves) as a tree, each with its places — and what each
 * event of the place sells on it (docs/venue-side.md "Capacity by part of a place"). `events`
 * are the venue's (the page reads them from the catalogue; undefined while they load).
 */
export function LayoutScreen({
  role,
  events,
}: {
  role: StaffRole;
  events: readonly CatalogueEvent[] | undefined;
}) {
  const q = useVenueLayouts(role.complexId);
  const create = useCreatePart(role.complexId);
  const [chosen, setChosen] = useState<number | null>(null);
  if (q.isPending) return <ListSkeleton label={t.loading} />;
  if (q.isError) return <QueryErrorState title={t.error} query={q} />;
  const places = q.data.places;
  const place = places.find((x) => x.placeId === chosen) ?? places[0];
  if (!place) return <p className="sk-staff-note">{t.noPlaces}</p>;
  const root = treeOf(place.parts);
  const createLayout = () =>
    create.mutate({
      placeId: place.placeId,
      body: {
        idempotencyKey: crypto.randomUUID(),
        parentId: null,
        name: place.name,
        capacity: null,
      },
    });
  return (
    <div className="sk-staff sk-layout">
      <p className="sk-staff__intro">{t.intro}</p>
      {places.length > 1 ? (
        <Choice
          id="layout-place"
          label={t.place}
          value={place.placeId}
          options={places.map((x) => ({ value: x.placeId, label: x.name }))}
          onChange={(v) => setChosen(Number(v))}
        />
      ) : null}
      {root ? (
        <PartTree complexId={role.complexId} placeId={place.placeId} root={root} />
      ) : (
        <>
          <EmptyState title={t.noLayout} hint={t.noLayoutHint} icon={gridOutline} />
          <button
            type="button"
            className="sk-button"
            disabled={create.isPending}
            onClick={createLayout}
          >
            {create.isPending ? t.adding : t.createLayout}
          </button>
          <Refusal error={create.error} />
        </>
      )}
      {root && events ? (
        <ProductsPanel
          complexId={role.complexId}
          events={events.filter((e) => e.placeId === place.placeId)}
          parts={place.parts}
        />
      ) : null}
    </div>
  );
}

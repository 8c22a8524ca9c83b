import { useState, type ReactNode } from 'react';
import { pricetagsOutline } from 'ionicons/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CatalogueRate, VenueCatalogue } from '@sportkarta/contract/api/venue-catalogue';
import type { StaffRole } from '@sportkarta/contract/api/venue-staff';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { QueryErrorState } from '@/lib/query-error-state';
import { RemoveDialog } from '@/lib/remove-dialog';
import { EmptyState } from '@/ui/empty-state';
import { ListSkeleton } from '@/ui/list-skeleton';
import { SegmentTabs } from '@/ui/segment-tabs';
import { useDeleteRate, useVenueCatalogue } from '../api/staff-catalogue';
import type { CatalogueKind } from '../model/catalogue-draft';
import type { CardActions } from './card-parts';
import { cardsOf, ItemCard } from './item-cards';
import { ItemFormDialog, type ItemFormTarget } from './item-form';
import { RateFormDialog, type RateFormTarget } from './rate-form';
import { RateList } from './rate-list';
import '@/ui/staff-kit.css';
import './catalogue.css';

const KINDS: readonly CatalogueKind[] = ['events', 'services', 'packages'];
/** The «Справочники» tab (`dictionaries-tab`): the venue's places. */
const PLACES = 'places' as const;
type View = CatalogueKind | typeof PLACES;

/**
 * Issue 25: the venue's catalogue — its events, services and packages with their rates, on sale
 * or withdrawn; a new one, a change, a withdrawal from sale and back, a rate deleted. The part
 * shown is in the address (`?view=services`), so back and a reload keep it. `dictionaries` (the
 * page gives it with the flag `dictionaries-tab`) is a fourth tab, «Справочники».
 */
export function CatalogueScreen({
  role,
  dictionaries,
}: {
  role: StaffRole;
  dictionaries?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('view');
  const view: View =
    dictionaries !== undefined && asked === PLACES
      ? PLACES
      : (KINDS.find((k) => k === asked) ?? 'events');
  const kind: CatalogueKind = view === PLACES ? 'events' : view;
  const q = useVenueCatalogue(role.complexId);
  const [item, setItem] = useState<ItemFormTarget | null>(null);
  const [rate, setRate] = useState<RateFormTarget | null>(null);
  const [deleting, setDeleting] = useState<CatalogueRate | null>(null);
  const choose = (next: View) =>
    navigate(next === 'events' ? pathname : `${pathname}?view=${next}`, { replace: true });
  // An event or a service belongs to a place: a venue without one can add packages only.
  const canAdd = q.data !== undefined && (kind === 'packages' || q.data.places.length > 0);

  return (
    <div className="sk-staff">
      <p className="sk-staff__intro">{t.intro}</p>
      <SegmentTabs<View>
        label={t.tabsLabel}
        value={view}
        options={[
          ...KINDS.map((k) => ({ value: k, label: t.tabs[k] })),
          ...(dictionaries !== undefined ? [{ value: PLACES, label: t.dictionaries }] : []),
        ]}
        onChange={choose}
      />
      {view === PLACES ? (
        <div role="tabpanel" aria-label={t.dictionaries} className="sk-catalogue-panel">
          {dictionaries}
        </div>
      ) : (
        <div role="tabpanel" aria-label={t.tabs[kind]} className="sk-catalogue-panel">
          <button
            type="button"
            className="sk-button"
            disabled={!canAdd}
            onClick={() => setItem({ kind })}
          >
            {t.add[kind]}
          </button>
          {q.data && q.data.places.length === 0 && kind !== 'packages' ? (
            <p className="sk-staff-note">{t.noPlaces}</p>
          ) : null}
          {q.isPending ? (
            <ListSkeleton label={t.loading} />
          ) : q.isError ? (
            <QueryErrorState title={t.error} query={q} />
          ) : (
            <ItemList
              complexId={role.complexId}
              kind={kind}
              catalogue={q.data}
              actions={(target) => ({
                onEdit: () => setItem(target),
                onRate: setRate,
                onDeleteRate: setDeleting,
              })}
            />
          )}
        </div>
      )}
      {q.data ? (
        <ItemFormDialog
          complexId={role.complexId}
          places={q.data.places}
          timeZone={q.data.timeZone}
          target={item}
          onClose={() => setItem(null)}
        />
      ) : null}
      <RateFormDialog complexId={role.complexId} target={rate} onClose={() => setRate(null)} />
      <DeleteRateDialog
        complexId={role.complexId}
        rate={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function ItemList(p: {
  complexId: number;
  kind: CatalogueKind;
  catalogue: VenueCatalogue;
  actions: (target: ItemFormTarget) => CardActions;
}) {
  const cards = cardsOf(p.kind, p.catalogue);
  if (cards.length === 0)
    return <EmptyState title={t.empty[p.kind]} hint={t.emptyHint} icon={pricetagsOutline} />;
  return (
    <ul className="sk-staff-list" aria-label={t.lists[p.kind]}>
      {cards.map((card) => {
        const actions = p.actions({ kind: p.kind, item: card.item });
        return (
          <ItemCard
            key={card.item.id}
            complexId={p.complexId}
            kind={p.kind}
            item={card.item}
            lines={card.lines}
            actions={actions}
          >
            {'pkg' in card ? (
              <RateList complexId={p.complexId} pkg={card.pkg} actions={actions} />
            ) : null}
          </ItemCard>
        );
      })}
    </ul>
  );
}

/** «Удалить тариф?»: a rate ever bought is refused (409) in the server's words. */
function DeleteRateDialog(p: {
  complexId: number;
  rate: CatalogueRate | null;
  onClose: () => void;
}) {
  return (
    <RemoveDialog
      item={p.rate}
      remove={useDeleteRate(p.complexId)}
      idOf={(r) => r.id}
      title={t.deleteTitle}
      text={(r) => t.deleteText(r.category)}
      confirmLabel={t.deleteRate}
      busyLabel={t.deleting}
      done={(r) => t.rateDeleted(r.category)}
      onClose={p.onClose}
    />
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { receiptOutline, searchOutline } from 'ionicons/icons';
import { SEARCH_DEBOUNCE_MS } from '@sportkarta/contract/config/timings';
import { formatRub, formatPhoneMasked } from '@sportkarta/contract/config/formats';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruPurchases } from '@/i18n/ru-purchases';
import { ruStaff } from '@/i18n/ru-staff';
import { ruStaffDesk as t } from '@/i18n/ru-staff-desk';
import { QueryErrorState } from '@/lib/query-error-state';
import { dateIn, timeIn } from '@/lib/zoned-format';
import { EmptyState } from '@/ui/empty-state';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useStaffOrders } from '../api/get-staff-orders';
import { readOrderSearch } from '../model/order-search';
import { FilterForm } from '@/ui/filter-form';
import { ListSkeleton } from '@/ui/list-skeleton';
import { LoadMoreButton } from '@/ui/load-more-button';
import '@/ui/field.css';
import '@/ui/staff-kit.css';

function OrdersList(props: { complexId: number; timeZone: string; text: string; date: string }) {
  const { kind, filter } = readOrderSearch(props.text, props.date);
  const q = useStaffOrders(props.complexId, filter);
  if (q.isPending) return <ListSkeleton label={t.ordersLoading} />;
  if (q.isError) return <QueryErrorState title={t.ordersError} query={q} />;
  const orders = q.data.pages.flatMap((page) => page.items);
  if (orders.length === 0)
    return kind === 'none' && !props.date ? (
      <EmptyState title={t.ordersNone} hint={t.ordersNoneHint} icon={receiptOutline} />
    ) : (
      <EmptyState title={t.ordersEmpty} hint={t.ordersEmptyHint} icon={searchOutline} />
    );
  return (
    <>
      <ul className="sk-staff-list" aria-label={t.ordersLabel}>
        {orders.map((o) => (
          <li key={o.id}>
            <Link className="sk-staff-card" to={paths.staffOrder(o.id)}>
              <span className="sk-staff-card__head">
                <span className="sk-staff-card__title">{t.orderNumber(o.number)}</span>
                <span className="sk-staff-badge">{ruPurchases.orderStatus[o.status]}</span>
              </span>
              <span className="sk-staff-card__line">
                {o.buyerName}
                {o.childName ? ` · ${t.orderFor(o.childName)}` : ''}
                {o.buyerPhone ? ` · ${formatPhoneMasked(o.buyerPhone)}` : ''}
              </span>
              <span className="sk-staff-card__line">
                {dateIn(o.createdAt, props.timeZone)}, {timeIn(o.createdAt, props.timeZone)} ·{' '}
                {formatRub(o.totalKopecks)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreButton label={ruStaff.loadMore} query={q} />
    </>
  );
}

/** The front desk's order search (issue 24, `orders.read`): number, phone, name, date. */
export function StaffOrdersView({ complexId, timeZone }: { complexId: number; timeZone: string }) {
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const hintId = useId();
  const { kind } = readOrderSearch(text, date);
  return (
    <div className="sk-staff">
      <FilterForm
        search
        wide
        rows={[
          [
            {
              kind: 'text',
              type: 'search',
              label: t.searchLabel,
              placeholder: t.searchPlaceholder,
              describedBy: hintId,
              value: text,
              onChange: setText,
            },
            { kind: 'date', label: t.dateLabel, value: date, onChange: setDate },
          ],
        ]}
      >
        <p id={hintId} className="sk-field__hint" aria-live="polite">
          {t.searchBy[kind]}
        </p>
      </FilterForm>
      <OrdersList complexId={complexId} timeZone={timeZone} text={settled} date={date} />
    </div>
  );
}

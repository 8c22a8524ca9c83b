import type { CommissionResponse } from '@sportkarta/contract/api/orders';
import { formatRub } from '@sportkarta/contract/config/formats';
import { ruCommerce } from '@/i18n/ru-commerce';

const t = ruCommerce;

/** The server's price, fee and total; «Бесплатно» for a zero total (spec §5). */
export function PriceSummary({ price }: { price: CommissionResponse }) {
  return (
    <dl className="sk-order__price" aria-live="polite">
      <div>
        <dt>{t.price}</dt>
        <dd>{formatRub(price.subtotalKopecks, { free: true })}</dd>
      </div>
      {price.feeKopecks > 0 ? (
        <div>
          <dt>{t.fee}</dt>
          <dd>{formatRub(price.feeKopecks)}</dd>
        </div>
      ) : null}
      <div className="sk-order__total">
        <dt>{t.total}</dt>
        <dd>{formatRub(price.totalKopecks, { free: true })}</dd>
      </div>
    </dl>
  );
}

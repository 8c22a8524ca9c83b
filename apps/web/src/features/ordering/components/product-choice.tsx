import { useId } from 'react';
import type { Session } from '@sportkarta/contract/api/catalogue';
import { formatRub } from '@sportkarta/contract/config/formats';
import { ruCommerce } from '@/i18n/ru-commerce';
import { countText } from '@/lib/zoned-format';

const t = ruCommerce;

/** A product of a session on a part of its place («Дорожка 3», «Любая дорожка»; issue 25). */
export type SessionProduct = NonNullable<Session['products']>[number];

/** How many of a product are left, or why it cannot be chosen. */
function leftText(p: SessionProduct): string {
  if (p.kind === 'WHOLE') return p.left > 0 ? t.productWholeFree : t.productWholeTaken;
  return p.left > 0 ? countText(p.left, t.seatsLeft) : t.productSoldOut;
}

/**
 * Issue 25: the session's products as one radio group — name, price and what is left; a sold-out
 * product stays in the list, disabled, with the reason read out with it (aria-describedby).
 */
export function ProductChoice(props: {
  products: readonly SessionProduct[];
  value: number | null;
  onChange: (productId: number) => void;
}) {
  const id = useId();
  const none = props.products.every((p) => p.left <= 0);
  return (
    <fieldset className="sk-order__block sk-products">
      <legend className="sk-order__legend">{t.productLegend}</legend>
      {props.products.map((p) => {
        const out = p.left <= 0;
        const note = `${id}-${p.id}`;
        return (
          <div key={p.id} className={`sk-products__item${out ? ' sk-products__item--out' : ''}`}>
            <label className="sk-products__choice">
              <input
                type="radio"
                name={`${id}-product`}
                checked={props.value === p.id}
                disabled={out}
                aria-describedby={note}
                onChange={() => props.onChange(p.id)}
              />
              <span className="sk-products__name">{p.name}</span>
              <span className="sk-visually-hidden">, </span>
              <span className="sk-products__price">
                {formatRub(p.priceKopecks, { free: true })}
              </span>
            </label>
            <span id={note} className="sk-products__left">
              {leftText(p)}
            </span>
          </div>
        );
      })}
      {none ? (
        <p className="sk-products__none" role="note">
          {t.productsAllSoldOut}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The product chosen first: the first one that still has a place. */
export const firstAvailable = (products: readonly SessionProduct[] | undefined): number | null =>
  products?.find((p) => p.left > 0)?.id ?? null;

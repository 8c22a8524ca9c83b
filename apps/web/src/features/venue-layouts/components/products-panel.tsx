import { useState, type FormEvent } from 'react';
import type { CatalogueEvent } from '@sportkarta/contract/api/venue-catalogue';
import type { LayoutPart, ProductKind } from '@sportkarta/contract/api/venue-layouts';
import { ruVenueLayouts as t } from '@/i18n/ru-venue-layouts';
import { messageOf } from '@/lib/api-error';
import { ListSkeleton } from '@/ui/list-skeleton';
import { kopecks } from '@/lib/rubles';
import { useCreateProduct, useEventProducts, useWithdrawProduct } from '../api/staff-layouts';
import { Choice } from './choice';
import { Refusal } from './refusal';
import { ProductItem } from './product-item';

// Issue 25: what an event of the place sells on its layout — «Любая дорожка» (one place on any
// lane), «Дорожка 3», «Дорожка 3 целиком» — each at its own price, changed in place
// (product-item.tsx); withdrawn, never deleted.

export function ProductsPanel(p: {
  complexId: number;
  events: readonly CatalogueEvent[];
  parts: readonly LayoutPart[];
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const eventId = p.events.some((e) => e.id === chosen) ? chosen : (p.events[0]?.id ?? null);
  const event = p.events.find((e) => e.id === eventId);
  const q = useEventProducts(p.complexId, eventId);
  const withdraw = useWithdrawProduct(p.complexId);
  return (
    <section className="sk-layout-products" aria-labelledby="layout-products-h">
      <h2 id="layout-products-h" className="sk-staff-h">
        {t.products}
      </h2>
      {!event ? (
        <p className="sk-staff-note">{t.noEvents}</p>
      ) : (
        <>
          <Choice
            id="layout-event"
            label={t.event}
            value={event.id}
            options={p.events.map((e) => ({ value: e.id, label: e.name }))}
            onChange={(v) => setChosen(Number(v))}
          />
          {q.isPending ? (
            <ListSkeleton label={t.loading} />
          ) : q.isError ? (
            <p className="sk-staff-error">{messageOf(q.error)}</p>
          ) : q.data.products.length === 0 ? (
            <p className="sk-staff-note">{t.noProducts}</p>
          ) : (
            <ul className="sk-staff-list" aria-label={t.productsLabel(event.name)}>
              {q.data.products.map((x) => (
                <ProductItem
                  key={x.id}
                  complexId={p.complexId}
                  eventId={event.id}
                  product={x}
                  withdrawing={withdraw.isPending}
                  onWithdraw={() => withdraw.mutate({ eventId: event.id, productId: x.id })}
                />
              ))}
            </ul>
          )}
          <Refusal error={withdraw.error} />
          <ProductForm complexId={p.complexId} event={event} parts={p.parts} />
        </>
      )}
    </section>
  );
}

function ProductForm(p: {
  complexId: number;
  event: CatalogueEvent;
  parts: readonly LayoutPart[];
}) {
  const create = useCreateProduct(p.complexId);
  const sellable = p.parts.filter((x) => x.total > 0);
  const [partId, setPartId] = useState<number | null>(null);
  const part = sellable.find((x) => x.id === partId) ?? sellable[0];
  const [kind, setKind] = useState<ProductKind>('ANY');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const priceKopecks = kopecks(price);
  const shownName = name.trim() || (part ? part.name : '');
  const ready = part !== undefined && Number.isFinite(priceKopecks) && shownName !== '';
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      {
        eventId: p.event.id,
        body: { idempotencyKey: key, partId: part.id, kind, name: shownName, priceKopecks },
      },
      {
        onSuccess: () => {
          setName('');
          setPrice('');
          setKey(crypto.randomUUID());
        },
      },
    );
  };
  if (!part) return null;
  return (
    <form
      className="sk-staff-form sk-layout-product-form"
      aria-label={t.newProduct}
      onSubmit={send}
      noValidate
    >
      <h3 className="sk-staff-h">{t.newProduct}</h3>
      <div className="sk-staff-form__row">
        <Choice
          id="product-part"
          label={t.part}
          value={part.id}
          options={sellable.map((x) => ({
            value: x.id,
            label: `${x.name} (${t.places(x.total)})`,
          }))}
          onChange={(v) => setPartId(Number(v))}
        />
        <Choice
          id="product-kind"
          label={t.kind}
          value={kind}
          options={Object.entries(t.kinds).map(([value, label]) => ({ value, label }))}
          onChange={(v) => setKind(v as ProductKind)}
        />
      </div>
      <div className="sk-staff-form__row">
        <div className="sk-field">
          <label className="sk-field__label" htmlFor="product-name">
            {t.productName}
          </label>
          <input
            id="product-name"
            className="sk-field__input"
            autoComplete="off"
            placeholder={part.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="sk-field">
          <label className="sk-field__label" htmlFor="product-price">
            {t.price}
          </label>
          <input
            id="product-price"
            className="sk-field__input"
            inputMode="decimal"
            aria-describedby="product-price-hint"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <span id="product-price-hint" className="sk-layout-hint">
            {t.priceHint}
          </span>
        </div>
      </div>
      <button type="submit" className="sk-button" disabled={!ready || create.isPending}>
        {create.isPending ? t.adding : t.create}
      </button>
      <Refusal error={create.error} />
    </form>
  );
}

import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatRub } from '@sportkarta/contract/config/formats';
import type { EventProduct, UpdateProductRequest } from '@sportkarta/contract/api/venue-layouts';
import { ruVenueLayouts as t } from '@/i18n/ru-venue-layouts';
import { kopecks, rublesText } from '@/lib/rubles';
import { showToast } from '@/ui/toast/toast-bus';
import { useUpdateProduct } from '../api/staff-layouts';
import { Refusal } from './refusal';

// Issue 25: one product of an event — its price, part and kind, «Изменить» (name and price in
// place: the next order pays the new price) and «Снять с продажи»; a withdrawn one only reads.

export function ProductItem(p: {
  complexId: number;
  eventId: number;
  product: EventProduct;
  withdrawing: boolean;
  onWithdraw: () => void;
}) {
  const x = p.product;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = `product-${x.id}-edit`;
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <li className="sk-staff-card">
      <div className="sk-staff-card__head">
        <span className="sk-staff-card__title">{x.name}</span>
        <span>{formatRub(x.priceKopecks, { free: true })}</span>
      </div>
      <p className="sk-staff-card__line">
        {x.partName} · {t.kinds[x.kind]}
      </p>
      <div className="sk-staff-card__actions sk-layout-product-actions">
        {x.withdrawn ? (
          <span className="sk-staff-badge sk-staff-badge--wait">{t.withdrawn}</span>
        ) : (
          <>
            <button
              ref={editButton}
              type="button"
              className="sk-button sk-button--secondary"
              aria-label={t.editOf(x.name)}
              aria-expanded={editing}
              aria-controls={editing ? formId : undefined}
              onClick={() => setEditing((v) => !v)}
            >
              {t.edit}
            </button>
            <button
              type="button"
              className="sk-button sk-button--secondary sk-button--danger-text"
              aria-label={t.withdraw(x.name)}
              disabled={p.withdrawing}
              onClick={p.onWithdraw}
            >
              {t.withdrawShort}
            </button>
          </>
        )}
      </div>
      {editing && !x.withdrawn ? (
        <ProductEditForm
          id={formId}
          complexId={p.complexId}
          eventId={p.eventId}
          product={x}
          onDone={close}
        />
      ) : null}
    </li>
  );
}

function ProductEditForm(p: {
  id: string;
  complexId: number;
  eventId: number;
  product: EventProduct;
  onDone: () => void;
}) {
  const update = useUpdateProduct(p.complexId);
  const [name, setName] = useState(p.product.name);
  const [price, setPrice] = useState(rublesText(p.product.priceKopecks));
  const priceKopecks = kopecks(price);
  const badPrice = !Number.isFinite(priceKopecks);
  const badName = name.trim() === '';
  const body: UpdateProductRequest = {
    ...(name.trim() !== p.product.name ? { name: name.trim() } : {}),
    ...(!badPrice && priceKopecks !== p.product.priceKopecks ? { priceKopecks } : {}),
  };
  const changed = Object.keys(body).length > 0;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (badPrice || badName || !changed || update.isPending) return;
    update.mutate(
      { eventId: p.eventId, productId: p.product.id, body },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t.saved });
          p.onDone();
        },
      },
    );
  };
  const hint = (field: string) => `${p.id}-${field}-hint`;
  const escape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') p.onDone();
  };
  return (
    <form
      id={p.id}
      className="sk-staff-form sk-layout-product-edit"
      aria-label={t.editTitle(p.product.name)}
      onSubmit={send}
      noValidate
    >
      <fieldset className="sk-layout-fieldset" disabled={update.isPending}>
        <div className="sk-staff-form__row">
          <div className="sk-field">
            <label className="sk-field__label" htmlFor={`${p.id}-name`}>
              {t.productName}
            </label>
            <input
              id={`${p.id}-name`}
              className="sk-field__input"
              autoComplete="off"
              aria-invalid={badName || undefined}
              aria-describedby={badName ? hint('name') : undefined}
              value={name}
              onKeyDown={escape}
              onChange={(e) => setName(e.target.value)}
            />
            {badName ? (
              <p id={hint('name')} className="sk-staff-error" role="alert">
                {t.nameHint}
              </p>
            ) : null}
          </div>
          <div className="sk-field">
            <label className="sk-field__label" htmlFor={`${p.id}-price`}>
              {t.price}
            </label>
            <input
              id={`${p.id}-price`}
              className="sk-field__input"
              inputMode="decimal"
              aria-invalid={badPrice || undefined}
              aria-describedby={hint('price')}
              value={price}
              onKeyDown={escape}
              onChange={(e) => setPrice(e.target.value)}
            />
            <span id={hint('price')} className={badPrice ? 'sk-staff-error' : 'sk-layout-hint'}>
              {t.priceHint}
            </span>
          </div>
        </div>
        <p className="sk-layout-hint">{t.editHint}</p>
        <div className="sk-staff-card__actions">
          <button
            type="submit"
            className="sk-button"
            disabled={badPrice || badName || !changed || update.isPending}
          >
            {update.isPending ? t.saving : t.save}
          </button>
          <button type="button" className="sk-button sk-button--secondary" onClick={p.onDone}>
            {t.cancel}
          </button>
        </div>
      </fieldset>
      <Refusal error={update.error} />
    </form>
  );
}

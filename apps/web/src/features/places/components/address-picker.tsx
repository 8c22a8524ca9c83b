import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { IonIcon } from '@ionic/react';
import { locateOutline, timeOutline } from 'ionicons/icons';
import type { GeocoderItem } from '@sportkarta/contract/api/geocoder';
import type { LatLon } from '@sportkarta/contract/config/map';
import { SEARCH_DEBOUNCE_MS } from '@sportkarta/contract/config/timings';
import { ruDiscoveryList } from '@/i18n/ru-discovery-list';
import { showToast } from '@/ui/toast/toast-bus';
import '@/ui/field.css';
import { useAddressSuggestions } from '../api/geocoder';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import type { ChosenAddress } from '../model/filter-store';
import './filter.css';

const t = ruDiscoveryList;

function toAddress(item: GeocoderItem & { point: LatLon }): ChosenAddress {
  return { text: item.address_name ?? item.name, point: item.point };
}

const hasPoint = (item: GeocoderItem): item is GeocoderItem & { point: LatLon } => !!item.point;

export interface AddressSearchProps {
  /** Suggestions near this point come first (GET /v1/geocoder/suggests?location=lon,lat). */
  near: LatLon | null;
  onPick: (address: ChosenAddress) => void;
}

/** An address field with suggestions as one types (debounced 300 ms, spec §5), a combobox. */
export function AddressSearch({ near, onPick }: AddressSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(debounced, near);
  const items = text.trim() ? (suggestions.data ?? []).filter(hasPoint) : [];
  const open = text.trim().length > 0;

  useEffect(() => {
    if (suggestions.isError)
      showToast({ type: 'error', message: t.suggestError, key: 'address-suggest' });
  }, [suggestions.isError]);

  const pick = (item: GeocoderItem & { point: LatLon }) => {
    onPick(toAddress(item));
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active] ?? items[0];
      if (item) pick(item);
    } else if (event.key === 'Escape') {
      setText('');
      setActive(-1);
    }
  };

  let note: string | null = null;
  if (open && items.length === 0) {
    if (suggestions.isFetching || debounced !== text.trim()) note = t.suggestionsLoading;
    else if (suggestions.isError) note = t.suggestError;
    else note = t.suggestionsEmpty;
  }

  return (
    <div className="sk-address">
      <label className="sk-field__label" htmlFor={`${id}-input`}>
        {t.addressLabel}
      </label>
      <input
        id={`${id}-input`}
        className="sk-field__input"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={t.addressPlaceholder}
        aria-expanded={open && items.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div className="sk-address__list">
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label={t.suggestionsLabel}
            className="sk-address__recent"
          >
            {items.map((item, index) => (
              // Keys are handled by the combobox input (aria-activedescendant, WAI-ARIA APG).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={item.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="sk-address__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                <span className="sk-address__name">{item.name}</span>
                <span className="sk-address__full">{item.full_name}</span>
              </li>
            ))}
          </ul>
          {note ? (
            <p className="sk-address__note" role="status">
              {note}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export interface RecentAddressesProps {
  addresses: readonly ChosenAddress[];
  onPick: (address: ChosenAddress) => void;
}

/** spec §3: recent addresses, newest first; a tap searches there again. */
export function RecentAddresses({ addresses, onPick }: RecentAddressesProps) {
  if (addresses.length === 0) return null;
  return (
    <div>
      <h3 className="sk-field__label" id="sk-recent-addresses">
        {t.recentTitle}
      </h3>
      <ul className="sk-address__recent" aria-labelledby="sk-recent-addresses">
        {addresses.map((address) => (
          <li key={address.text}>
            <button type="button" className="sk-address__row" onClick={() => onPick(address)}>
              <IonIcon icon={timeOutline} aria-hidden="true" />
              {address.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** «Моё местоположение»: back to the device position. */
export function MyLocationButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button
      type="button"
      className="sk-address__row"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
    >
      <IonIcon icon={locateOutline} aria-hidden="true" />
      {t.myLocation}
    </button>
  );
}

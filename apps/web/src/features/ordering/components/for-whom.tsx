import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruCommerce } from '@/i18n/ru-commerce';
import './ordering.css';

const t = ruCommerce;

export interface Holder {
  id: string;
  name: string;
}

/** spec §6: a purchase is for oneself or for one of one's children. */
export function ForWhom(props: {
  holders: readonly Holder[];
  value: string | null;
  onChange: (childId: string | null) => void;
}) {
  return (
    <fieldset className="sk-order__block">
      <legend className="sk-order__legend">{t.forWhom}</legend>
      <label className="sk-order__check">
        <input
          type="radio"
          name="for-whom"
          checked={props.value === null}
          onChange={() => props.onChange(null)}
        />
        <span>{t.me}</span>
      </label>
      {props.holders.map((h) => (
        <label key={h.id} className="sk-order__check">
          <input
            type="radio"
            name="for-whom"
            checked={props.value === h.id}
            onChange={() => props.onChange(h.id)}
          />
          <span>{h.name}</span>
        </label>
      ))}
      <Link className="sk-order__add-child" to={paths.child()}>
        {t.addChild}
      </Link>
    </fieldset>
  );
}

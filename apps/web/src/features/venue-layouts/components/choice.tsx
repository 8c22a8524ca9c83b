import '@/ui/field.css';
// Issue 25: a labelled choice of the layout editor (the place, the event, a product's part and
// kind).

export function Choice(p: {
  id: string;
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="sk-field">
      <label className="sk-field__label" htmlFor={p.id}>
        {p.label}
      </label>
      <select
        id={p.id}
        className="sk-field__input"
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

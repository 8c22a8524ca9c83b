import '@/ui/field.css';

/** A fieldset of checkboxes (a section's documents, who a section or a group is adapted for). */
export function CheckList<V extends string>(p: {
  legend: string;
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
  value: readonly string[];
  error?: string;
  onChange: (next: V[]) => void;
}) {
  const toggle = (o: V, on: boolean) =>
    p.onChange(p.options.filter((x) => (x === o ? on : p.value.includes(x))));
  return (
    <fieldset className="sk-group-dialog__checks">
      <legend className="sk-field__label">{p.legend}</legend>
      {p.options.map((o) => (
        <label key={o} className="sk-group-dialog__check">
          <input
            type="checkbox"
            checked={p.value.includes(o)}
            onChange={(e) => toggle(o, e.target.checked)}
          />
          {p.labels[o]}
        </label>
      ))}
      {p.error ? (
        <p className="sk-staff-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </fieldset>
  );
}

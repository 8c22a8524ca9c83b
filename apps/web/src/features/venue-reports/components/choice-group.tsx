/**
 * A row of pressable buttons of which one is chosen (the period's quick choices, the report
 * switch): each says whether it is pressed, the group has a name.
 */
export function ChoiceGroup<T extends string>(p: {
  label: string;
  options: readonly (readonly [value: T, text: string])[];
  value: T | undefined;
  onChange: (value: T) => void;
  className: string;
  itemClassName: string;
}) {
  return (
    <div className={p.className} role="group" aria-label={p.label}>
      {p.options.map(([value, text]) => (
        <button
          key={value}
          type="button"
          className={p.itemClassName}
          aria-pressed={p.value === value}
          onClick={() => p.onChange(value)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

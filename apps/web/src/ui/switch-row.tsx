import './switch-row.css';

/**
 * A labelled switch (a checkbox with role="switch"): text and hint on the left, the whole row
 * toggles it. `disabled` while a change is being sent.
 */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="sk-switch-row">
      <span className="sk-switch-row__text">
        <span className="sk-switch-row__label">{label}</span>
        {hint ? <span className="sk-switch-row__hint">{hint}</span> : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="sk-switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

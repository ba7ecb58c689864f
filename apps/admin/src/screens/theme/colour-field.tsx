import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { isHexColour } from "@portal/core/theme";

/** A colour as a swatch picker and as text (#rrggbb), kept in step; the text accepts any input. */
export function ColourField({
  token,
  label,
  value,
  onChange,
  invalid,
}: {
  token: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
}) {
  const id = useId();
  const { t } = useLingui();
  // The picker and the text box edit one colour: named apart, so a screen reader's list of fields tells them apart.
  const pickerLabel = t`${label}, colour picker`;
  const swatch = isHexColour(value) ? expand(value) : "#000000";
  return (
    <div className="admin-colour-field" data-invalid={invalid || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="admin-colour-inputs">
        <input type="color" value={swatch} onChange={(e) => onChange(e.target.value)} aria-label={pickerLabel} tabIndex={-1} />
        <input
          id={id}
          data-colour-token={token}
          type="text"
          dir="ltr"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          aria-invalid={invalid || undefined}
        />
      </div>
    </div>
  );
}

function expand(hex: string): string {
  const digits = hex.trim().slice(1);
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits}`.toLowerCase();
}

import type { SelectHTMLAttributes } from "react";
import { LOCALES, NATIVE_LANGUAGE_NAME } from "@portal/i18n";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Label beside the select (a toolbar) rather than above it (a form). */
  inline?: boolean;
}

/** A labelled select as the console writes them: the label's text, then the select with the props given. */
export function SelectField({ label, inline = false, children, ...selectProps }: SelectFieldProps) {
  return (
    <label className={inline ? "admin-inline-field" : "admin-field"}>
      <span>{label}</span>
      <select {...selectProps}>{children}</select>
    </label>
  );
}

/** A filter's options: the empty "any" option first, then one per entry. */
export function AnyOptions({ anyLabel, options }: { anyLabel: string; options: readonly { key: string; value: string; label: string }[] }) {
  return (
    <>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.key} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/** One option per language the portal speaks, each named in itself. */
export function LanguageOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {NATIVE_LANGUAGE_NAME[locale]}
    </option>
  ));
}

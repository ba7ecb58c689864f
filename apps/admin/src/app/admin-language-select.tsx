import { useLingui } from "@lingui/react/macro";
import type { LocaleCode } from "@portal/i18n";
import { LanguageOptions, SelectField } from "./select-field.tsx";

/** The console's language picker, each language named in itself; the chrome and the login page show it. */
export function AdminLanguageSelect({ onLanguage }: { onLanguage: (locale: LocaleCode) => void }) {
  const { t, i18n } = useLingui();
  return (
    <SelectField inline label={t`Language`} value={i18n.locale} onChange={(event) => onLanguage(event.target.value as LocaleCode)}>
      <LanguageOptions />
    </SelectField>
  );
}

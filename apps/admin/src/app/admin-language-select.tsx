import { useLingui } from "@lingui/react/macro";
import { LOCALES, NATIVE_LANGUAGE_NAME, type LocaleCode } from "@portal/i18n";

/** The console's language picker, each language named in itself; the chrome and the login page show it. */
export function AdminLanguageSelect({ onLanguage }: { onLanguage: (locale: LocaleCode) => void }) {
  const { t, i18n } = useLingui();
  return (
    <label className="admin-inline-field">
      <span>{t`Language`}</span>
      <select value={i18n.locale} onChange={(event) => onLanguage(event.target.value as LocaleCode)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NATIVE_LANGUAGE_NAME[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

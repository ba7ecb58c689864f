import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LOCALES, NATIVE_LANGUAGE_NAME, brandDefaultLocale, directionOf, translationsOf, type LocaleCode } from "@portal/core/locale";
import { BANNER_FIELDS, type BannerField, type Theme } from "@portal/core/theme";
import { BANNER_LABEL } from "./theme-messages.ts";
import type { ThemeDraft } from "./theme-draft.ts";

/**
 * The brand's default language and both banners, one language at a time: the picker chooses
 * which language's text the fields show, each field is labelled with that language and typed
 * in its direction (right to left for Arabic). The default language's text is the one
 * required; pages in a language without its own text show it, marked with its language.
 */
export function BannerFields({ draft }: { draft: ThemeDraft }) {
  const { t, i18n } = useLingui();
  const config: NonNullable<Theme["config"]> = draft.draft.config ?? {};
  const defaultLocale = brandDefaultLocale(config.default_locale);
  const [language, setLanguage] = useState<LocaleCode>(defaultLocale);
  const languageName = NATIVE_LANGUAGE_NAME[language];
  const written = (field: BannerField) => translationsOf(config[field], defaultLocale);
  // A one-language banner from before becomes the default language's entry on its first edit.
  const setText = (field: BannerField, text: string) => draft.setConfig(field, { ...written(field), [language]: text });
  const switchName = { forward_page_message: "forward_banner_enabled", return_page_message: "return_banner_enabled" } as const satisfies Record<
    BannerField,
    string
  >;
  const switchLabel = {
    forward_page_message: t`Show a banner on tracking pages`,
    return_page_message: t`Show a banner on return pages`,
  } as const satisfies Record<BannerField, string>;

  return (
    <>
      <div className="admin-pair">
        <label className="admin-field">
          <span>{t`Default language of the brand's texts`}</span>
          <select
            name="default_locale"
            value={defaultLocale}
            onChange={(e) => {
              const next = e.target.value as LocaleCode;
              // Plain-string banners belong to the old default language: keep them there.
              for (const [field] of BANNER_FIELDS) if (typeof config[field] === "string") draft.setConfig(field, written(field));
              draft.setConfig("default_locale", next);
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {NATIVE_LANGUAGE_NAME[locale]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{t`Banner language`}</span>
          <select name="banner_language" value={language} onChange={(e) => setLanguage(e.target.value as LocaleCode)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {NATIVE_LANGUAGE_NAME[locale]}
                {written("forward_page_message")[locale]?.trim() || written("return_page_message")[locale]?.trim() ? " ✓" : ""}
              </option>
            ))}
          </select>
        </label>
      </div>
      {BANNER_FIELDS.map(([field, enabled]) => (
        <div key={field}>
          <label className="admin-toggle">
            <input type="checkbox" name={switchName[field]} checked={config[enabled] ?? false} onChange={(e) => draft.setConfig(enabled, e.target.checked)} />
            <span>{switchLabel[field]}</span>
          </label>
          <label className="admin-field">
            <span>{i18n._(BANNER_LABEL[field](languageName))}</span>
            <textarea
              name={`${field}.${language}`}
              data-banner-language={language}
              rows={3}
              lang={language}
              dir={directionOf(language)}
              value={written(field)[language] ?? ""}
              onChange={(e) => setText(field, e.target.value)}
            />
          </label>
        </div>
      ))}
      <small className="admin-muted">
        <Trans>
          The default language's text is required; a page in a language without its own text shows it. Scripts, event handlers and unsafe links are removed
          before shoppers see a banner; the preview shows the result.
        </Trans>
      </small>
    </>
  );
}

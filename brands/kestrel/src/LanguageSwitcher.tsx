import { useLanguageSwitch } from "@portal/ui";
import type { LocaleCode } from "@portal/core/locale";

/** English ⇄ Arabic: links to the same page in the other language, reloading it there. */
export function LanguageSwitcher({ locale, pathname }: { locale: LocaleCode; pathname: string }) {
  const { rootProps, others } = useLanguageSwitch({ locale, pathname, locales: ["en", "ar"] });
  return (
    <nav {...rootProps}>
      <ul role="list">
        {others.map((option) => (
          <li key={option.locale}>
            <a {...option.linkProps}>{option.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { LocaleCode } from "@portal/core/locale";
import { useLanguageSwitch } from "./use-language-switch.ts";

/**
 * A two-language brand's switcher: a link to the same page in each other language (the first
 * path segment rewritten, query and hash kept, the page reloaded). Unstyled; brands style
 * `[data-chrome="language-switch"]`.
 */
export function LanguageToggle({
  locale,
  pathname,
  search = "",
  locales,
}: {
  locale: LocaleCode;
  pathname: string;
  /** The page's query, kept in the server-rendered links so the switch works without JavaScript. */
  search?: string | undefined;
  locales: readonly LocaleCode[];
}) {
  const { rootProps, others } = useLanguageSwitch({ locale, pathname: pathname + search, locales });
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

import { LanguageToggle, StandardHeader, type BrandChromeProps } from "@portal/ui";
import { KestrelWordmark } from "./KestrelWordmark.tsx";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** Kestrel speaks English and Arabic: the switcher links to the other one. */
const KESTREL_LOCALES = ["en", "ar"] as const;

/** The standard header with the wordmark (or the theme logo) linked to the store, and the English/Arabic switcher. */
export function Header({ theme, locale, pathname, search, device }: BrandChromeProps) {
  return (
    <StandardHeader brandId="kestrel" theme={theme} device={device} logoFallback={<KestrelWordmark title={theme.name} compact={device === "mobile"} />}>
      <LanguageToggle locale={locale} pathname={pathname} search={search} locales={KESTREL_LOCALES} />
    </StandardHeader>
  );
}

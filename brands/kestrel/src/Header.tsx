import { BrandLogo, LanguageToggle, type BrandChromeProps } from "@portal/ui";
import { KestrelWordmark } from "./KestrelWordmark.tsx";
import "./Header.css";

/** Kestrel speaks English and Arabic: the switcher links to the other one. */
const KESTREL_LOCALES = ["en", "ar"] as const;

/** Wordmark (or the theme logo) linked to the store, and the English/Arabic switcher. */
export function Header({ theme, locale, pathname, device }: BrandChromeProps) {
  return (
    <header data-brand="kestrel" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} fallback={<KestrelWordmark title={theme.name} compact={device === "mobile"} />} />
        <LanguageToggle locale={locale} pathname={pathname} locales={KESTREL_LOCALES} />
      </div>
    </header>
  );
}

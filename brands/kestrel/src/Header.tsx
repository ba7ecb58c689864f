import { BrandLogo, type BrandChromeProps } from "@portal/ui";
import { KestrelWordmark } from "./KestrelWordmark.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import "./Header.css";

/** Wordmark (or the theme logo) linked to the store, and the English/Arabic switcher. */
export function Header({ theme, locale, pathname, device }: BrandChromeProps) {
  return (
    <header data-brand="kestrel" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} fallback={<KestrelWordmark title={theme.name} compact={device === "mobile"} />} />
        <LanguageSwitcher locale={locale} pathname={pathname} />
      </div>
    </header>
  );
}

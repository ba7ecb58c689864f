import { BrandLogo, LanguageToggle, type BrandChromeProps } from "@portal/ui";
import "./Header.css";

/** Logo and the Vietnamese/English switcher. */
export function Header({ theme, locale, pathname, device }: BrandChromeProps) {
  return (
    <header data-brand="lua" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} />
        <LanguageToggle locale={locale} pathname={pathname} locales={["vi", "en"]} />
      </div>
    </header>
  );
}

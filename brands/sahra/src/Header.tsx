import { adLinkOf, BrandLogo, LanguageToggle, type BrandChromeProps } from "@portal/ui";
import "./Header.css";

/** Logo, the English/Arabic switcher and, on phones only, the theme's app promotion link. */
export function Header({ theme, locale, pathname, device }: BrandChromeProps) {
  const ad = device === "mobile" ? adLinkOf(theme) : undefined;
  return (
    <header data-brand="sahra" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} />
        <LanguageToggle locale={locale} pathname={pathname} locales={["en", "ar"]} />
      </div>
      {ad ? (
        <p data-part="ad">
          <a href={ad.href} rel="noopener noreferrer" data-chrome="ad-link">
            {ad.text}
          </a>
        </p>
      ) : null}
    </header>
  );
}

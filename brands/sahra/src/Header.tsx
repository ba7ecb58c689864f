import { adLinkOf, LanguageToggle, StandardHeader, type BrandChromeProps } from "@portal/ui";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** The standard header with the English/Arabic switcher and, on phones only, the theme's app promotion link. */
export function Header({ theme, locale, pathname, search, device }: BrandChromeProps) {
  const ad = device === "mobile" ? adLinkOf(theme) : undefined;
  const adStrip = ad ? (
    <p data-part="ad">
      <a href={ad.href} rel="noopener noreferrer" data-chrome="ad-link">
        {ad.text}
      </a>
    </p>
  ) : null;
  return (
    <StandardHeader brandId="sahra" theme={theme} device={device} below={adStrip}>
      <LanguageToggle locale={locale} pathname={pathname} search={search} locales={["en", "ar"]} />
    </StandardHeader>
  );
}

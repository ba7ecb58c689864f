import { LanguageToggle, StandardHeader, type BrandChromeProps } from "@portal/ui";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** The standard header with the Vietnamese/English switcher. */
export function Header({ theme, locale, pathname, search, device }: BrandChromeProps) {
  return (
    <StandardHeader brandId="lua" theme={theme} device={device}>
      <LanguageToggle locale={locale} pathname={pathname} search={search} locales={["vi", "en"]} />
    </StandardHeader>
  );
}

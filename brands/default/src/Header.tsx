import { StandardHeader, type BrandChromeProps } from "@portal/ui";
import "@portal/ui/chrome/standard-header.css";
import "./Header.css";

/** The standard header: the theme logo (or a placeholder) linked to the brand website. */
export function Header({ theme, device }: BrandChromeProps) {
  return <StandardHeader brandId="default" theme={theme} device={device} />;
}

import { BrandLogo, type BrandChromeProps } from "@portal/ui";
import "./Header.css";

/** The theme logo (or the placeholder) linked to the brand website. */
export function Header({ theme, device }: BrandChromeProps) {
  return (
    <header data-brand="marigold" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} />
      </div>
    </header>
  );
}

import { Trans } from "@lingui/react/macro";
import { AppLinks, ContactDetails, CopyrightLine, shouldShowFooter, SocialLinks, type BrandChromeProps } from "@portal/ui";
import { useAppBar } from "./app-bar.ts";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/** Contact and social links, copyright; on the home page, the app bar fixed to the bottom. */
export function Footer({ theme, pathname, device, orderStep }: BrandChromeProps) {
  const appBar = useAppBar(theme, pathname);
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  return (
    <footer data-brand="marigold" data-chrome-footer="standard" data-device={device} data-app-bar={appBar.state}>
      <div data-part="columns">
        <ContactDetails theme={theme} />
        <SocialLinks theme={theme} />
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
      {appBar.state === "shown" ? (
        <div data-part="app-bar">
          <AppLinks theme={theme} />
          <button type="button" data-part="hide-app-bar" onClick={appBar.hide}>
            <Trans>Hide</Trans>
          </button>
        </div>
      ) : null}
    </footer>
  );
}

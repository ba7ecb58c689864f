import { Trans, useLingui } from "@lingui/react/macro";
import { onWebsite } from "@portal/core/theme";
import { BRAND_MENU_LABEL, BrandLogo, useBrandMenu, useNavDrawer, type BrandChromeProps } from "@portal/ui";
import { LeafMark } from "./LeafMark.tsx";
import manifest from "./manifest.ts";
import "./Header.css";

/** Sign-in page on the brand's own website, when the theme names one. */
function signInHref(website: string | undefined): string | undefined {
  return onWebsite("/account/sign-in", website);
}

/**
 * Pharmacy header: logo, Sign In, and the category menu (from the brand-menu API). On phones
 * the menu sits in a drawer behind a hamburger button (focus kept inside, Escape closes).
 */
export function Header({ theme, device }: BrandChromeProps) {
  const { t } = useLingui();
  const menu = useBrandMenu(manifest.menu, theme);
  const drawer = useNavDrawer();
  const signIn = signInHref(theme.meta_data?.website);
  const links = (
    <ul role="list" data-part="categories">
      {menu.map((item) => (
        <li key={item.key}>
          <a href={item.href} data-category={item.key}>
            {t(BRAND_MENU_LABEL[item.key])}
          </a>
        </li>
      ))}
    </ul>
  );
  const signInLink = signIn ? (
    <a href={signIn} data-part="sign-in">
      <Trans>Sign In</Trans>
    </a>
  ) : null;
  return (
    <header data-brand="medleaf" data-device={device}>
      <div data-part="bar">
        {device === "mobile" ? (
          <button {...drawer.buttonProps} data-part="hamburger" aria-label={drawer.state === "open" ? t`Close menu` : t`Open menu`}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={drawer.state === "open" ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
        <BrandLogo
          theme={theme}
          fallback={
            <span data-part="wordmark">
              <LeafMark />
              {theme.name}
            </span>
          }
        />
        {signInLink}
      </div>
      {device === "mobile" ? (
        <div {...drawer.drawerProps} data-part="drawer">
          <nav aria-label={t`Categories`}>{links}</nav>
          <button type="button" data-part="drawer-close" onClick={drawer.close}>
            <Trans>Close menu</Trans>
          </button>
        </div>
      ) : (
        <nav aria-label={t`Categories`} data-part="menu">
          {links}
        </nav>
      )}
    </header>
  );
}

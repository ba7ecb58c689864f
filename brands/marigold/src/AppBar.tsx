import { Trans, useLingui } from "@lingui/react/macro";
import { AppLinks, type BrandChromeProps } from "@portal/ui";

export interface AppBarProps extends Pick<BrandChromeProps, "theme"> {
  onHide: () => void;
}

/**
 * The app bar fixed to the bottom of the home page: the theme's app links and a button that
 * hides it (styled in Header.css). A chunk of its own (Header.tsx): only a page that shows the
 * bar downloads it.
 */
export function AppBar({ theme, onHide }: AppBarProps) {
  const { t } = useLingui();
  return (
    <div data-brand="marigold" data-part="app-bar" role="region" aria-label={t`Mobile apps`}>
      <AppLinks theme={theme} />
      <button type="button" data-part="hide-app-bar" onClick={onHide}>
        <Trans>Hide</Trans>
      </button>
    </div>
  );
}

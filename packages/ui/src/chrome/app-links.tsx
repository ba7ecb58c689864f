import { Trans, useLingui } from "@lingui/react/macro";
import type { Theme } from "@portal/core/theme";
import { linkProps, webHref } from "./hrefs.ts";
import { appInstallClickEvent, useAnalytics } from "../analytics/index.ts";

export interface AppLinksProps {
  theme: Partial<Pick<Theme, "meta_data">>;
  className?: string;
}

/**
 * Text links to the brand's Android and iOS apps (no store badges); only those configured.
 * Styling hooks: `[data-chrome="app-links"]`, `[data-platform="android" | "ios"]`.
 */
export function AppLinks({ theme, className }: AppLinksProps) {
  const { t } = useLingui();
  const { trackedLinkProps } = useAnalytics();
  const android = webHref(theme.meta_data?.app?.android);
  const ios = webHref(theme.meta_data?.app?.ios);
  if (!android && !ios) return null;
  return (
    <nav aria-label={t`Mobile apps`} data-chrome="app-links" className={className}>
      <ul role="list">
        {android && (
          <li data-platform="android">
            <a {...linkProps(android)} {...trackedLinkProps(appInstallClickEvent("android"))}>
              <Trans>Get the app for Android</Trans>
            </a>
          </li>
        )}
        {ios && (
          <li data-platform="ios">
            <a {...linkProps(ios)} {...trackedLinkProps(appInstallClickEvent("ios"))}>
              <Trans>Get the app for iOS</Trans>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

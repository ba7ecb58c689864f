import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { linkProps } from "./hrefs.ts";
import { ChromeLinkList, webLinksOf } from "./link-list.tsx";
import type { ThemePieceProps } from "./theme-piece-props.ts";
import { appInstallClickEvent, useAnalytics } from "../analytics/index.ts";

export type AppLinksProps = ThemePieceProps;

const APP_PLATFORMS = ["android", "ios"] as const;
type AppPlatform = (typeof APP_PLATFORMS)[number];

const APP_LINK_TEXT = {
  android: msg`Get the app for Android`,
  ios: msg`Get the app for iOS`,
} as const satisfies Record<AppPlatform, MessageDescriptor>;

/**
 * Text links to the brand's Android and iOS apps (no store badges); only those configured.
 * Styling hooks: `[data-chrome="app-links"]`, `[data-platform="android" | "ios"]`.
 */
/** Whether the theme has an app link AppLinks would show. */
export function hasAppLinks(theme: AppLinksProps["theme"]): boolean {
  return webLinksOf(APP_PLATFORMS, (platform) => theme.meta_data?.app?.[platform]).length > 0;
}

export function AppLinks({ theme, className }: AppLinksProps) {
  const { i18n } = useLingui();
  const { trackedLinkProps } = useAnalytics();
  return (
    <ChromeLinkList
      chrome="app-links"
      className={className}
      links={webLinksOf(APP_PLATFORMS, (platform) => theme.meta_data?.app?.[platform])}
      renderLink={(platform, href) => (
        <a {...linkProps(href)} {...trackedLinkProps(appInstallClickEvent(platform))}>
          {i18n._(APP_LINK_TEXT[platform])}
        </a>
      )}
    />
  );
}

export { BrandLogo, LogoPlaceholder, type BrandLogoProps } from "./brand-logo.tsx";
export { ContactDetails, type ContactDetailsProps } from "./contact-details.tsx";
export { callHoursParts, localizeTime, localizeWeekday, type CallHoursParts } from "./call-hours.ts";
export {
  SocialLinks,
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_NAME,
  type SocialLinksProps,
  type SocialNetwork,
} from "./social-links.tsx";
export { AppLinks, type AppLinksProps } from "./app-links.tsx";
export { CopyrightLine, copyrightYear, type CopyrightLineProps } from "./copyright-line.tsx";
export { NowProvider, useNow } from "./now.tsx";
export { shouldShowFooter } from "./footer-visibility.ts";
export { switchLanguagePath } from "./language-switch.ts";
export {
  useLanguageSwitch,
  type LanguageSwitch,
  type LanguageSwitchOption,
  type UseLanguageSwitchOptions,
} from "./use-language-switch.ts";
export { imageSrc, isExternalHref, linkProps, mailtoHref, telHref, type ExternalLinkProps } from "./hrefs.ts";
export { LanguageToggle } from "./language-toggle.tsx";
export { adLinkOf, type AdLink } from "./ad-link.ts";
export { useNavDrawer, type NavDrawer, type NavDrawerState } from "./use-nav-drawer.ts";
export { BRAND_MENU_LABEL, useBrandMenu, type BrandMenuItem } from "./brand-menu.ts";
export { StandardHeader, type StandardHeaderProps } from "./standard-header.tsx";
export { StandardFooter, type StandardFooterProps } from "./standard-footer.tsx";

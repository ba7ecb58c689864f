import { brandDefaultLocale, hasDefaultText } from "../locale/brand-text.ts";
import type { Theme } from "./theme-schema.ts";

/** The banners a theme holds, each with the switch that shows it. */
export const BANNER_FIELDS = [
  ["forward_page_message", "forward_page_message_enabled"],
  ["return_page_message", "return_page_message_enabled"],
] as const;
export type BannerField = (typeof BANNER_FIELDS)[number][0];

export type BannerTextProblem = { kind: "banner-default-missing"; field: BannerField };

/**
 * A banner switched on needs its text in the brand's default language: that is what pages in
 * languages the brand did not write fall back to. The console and update-theme both check it.
 */
export function bannerTextProblems(theme: Pick<Partial<Theme>, "config">): BannerTextProblem[] {
  const config = theme.config ?? {};
  const defaultLocale = brandDefaultLocale(config.default_locale);
  return BANNER_FIELDS.filter(([field, enabled]) => config[enabled] === true && !hasDefaultText(config[field], defaultLocale)).map(([field]) => ({
    kind: "banner-default-missing" as const,
    field,
  }));
}

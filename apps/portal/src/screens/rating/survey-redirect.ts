import type { Theme } from "@portal/core/theme";

/** Spec section 9: outbound link delay 250 ms; the thank-you toast shows before the page leaves. */
export const SURVEY_REDIRECT_DELAY_MS = 250;

/**
 * Only an https address on the brand's own site (its website host, or a subdomain of it),
 * as the server also checks: a tampered answer must not send shoppers anywhere else.
 */
export function isAllowedSurveyUrl(url: string, theme: Theme): boolean {
  const target = parse(url);
  const website = parse(theme.meta_data?.website ?? "");
  if (!target || !website || target.protocol !== "https:" || target.username || target.password) return false;
  const site = website.hostname.replace(/^www\./, "");
  return target.hostname === site || target.hostname.endsWith(`.${site}`);
}

function parse(text: string): URL | undefined {
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}

import type { Theme } from "@portal/core/theme";

export type SurveyLink = { kind: "allowed"; url: string } | { kind: "none" } | { kind: "host-not-allowed" };

/**
 * The brand's external survey (theme config survey_url), only when it is an https address
 * on the brand's own site (the theme's website host or a subdomain of it). The link is
 * opened from the portal after feedback, so a theme edit must not be able to send shoppers
 * to an arbitrary site.
 */
export function surveyLinkOf(theme: Theme | undefined): SurveyLink {
  const raw = theme?.config.survey_url?.trim();
  if (!raw) return { kind: "none" };
  const survey = parseUrl(raw);
  const website = parseUrl(theme?.meta_data.website?.trim() ?? "");
  if (!survey || survey.protocol !== "https:" || survey.username || survey.password || !website) return { kind: "host-not-allowed" };
  const siteHost = website.hostname.replace(/^www\./, "");
  const allowed = survey.hostname === siteHost || survey.hostname.endsWith(`.${siteHost}`);
  return allowed ? { kind: "allowed", url: survey.href } : { kind: "host-not-allowed" };
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

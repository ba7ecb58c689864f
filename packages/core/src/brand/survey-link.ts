import type { BrandManifest } from "./brand-manifest.ts";

/** Where the feedback survey redirect may go, or why it may not. */
export type SurveyLink = { kind: "allowed"; url: string } | { kind: "none" } | { kind: "host-not-allowed" };

export interface SurveySite {
  /** The brand's website (theme meta_data.website): its host and subdomains are the brand's own. */
  website: string | undefined;
  /** Survey services the brand's manifest names (an external survey tool's host). */
  surveyHosts: BrandManifest["surveyHosts"];
}

/**
 * The survey a shopper is sent to after feedback (product rules §8): only an https address on
 * the brand's own site or on a host its manifest names, without credentials. A theme edit or a
 * tampered answer must not be able to send shoppers to an arbitrary site; the server answers
 * the link and the portal checks it again before leaving.
 */
export function surveyLinkOf(surveyUrl: string | undefined, site: SurveySite): SurveyLink {
  const raw = surveyUrl?.trim();
  if (!raw) return { kind: "none" };
  const survey = parseUrl(raw);
  if (!survey || survey.protocol !== "https:" || survey.username || survey.password) return { kind: "host-not-allowed" };
  return isBrandSurveyHost(survey.hostname, site) ? { kind: "allowed", url: survey.href } : { kind: "host-not-allowed" };
}

function isBrandSurveyHost(host: string, site: SurveySite): boolean {
  if (site.surveyHosts.some((allowed) => host === allowed.toLowerCase())) return true;
  const website = parseUrl(site.website?.trim() ?? "");
  if (!website) return false;
  const siteHost = website.hostname.replace(/^www\./, "");
  return host === siteHost || host.endsWith(`.${siteHost}`);
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

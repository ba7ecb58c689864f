import type { Context } from "hono";
import { SurveyShortlinkQuerySchema, type SurveyShortlinkResult } from "@portal/core/api";
import { surveyLinkOf, themeWithDefaults } from "@portal/core/brand";
import type { ApiDeps } from "../../api-deps.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { brandThemeOrNothing } from "../shipment/brand-theme.ts";
import { findTrackedShipment } from "../shipment/shipment-request.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { manifestOf } from "../../../brands/brand-rules.ts";

/**
 * GET survey-shortlink: where to send the shopper after feedback, for one of the brand's
 * shipments. Fails clearly when the brand has no survey (404) or its survey is not on an
 * address the brand allows (422): its own website or a survey host its manifest names.
 */
export function surveyShortlinkHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, SurveyShortlinkQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const found = await findTrackedShipment(c, deps, query.value.tracking_id, query.value.security_key);
    if (!found.ok) return found.response;
    const { brand } = found.shipment;
    const manifest = manifestOf(brand);
    // The manifest's theme defaults apply where the stored theme is silent (a package may bring its survey).
    const stored = (await brandThemeOrNothing(deps, brand.id)) ?? { name: brand.name, tokens: {}, config: {}, meta_data: {} };
    const theme = themeWithDefaults(stored, manifest);
    const link = surveyLinkOf(theme.config.survey_url, { website: theme.meta_data.website, surveyHosts: manifest.surveyHosts });
    if (link.kind === "none") return sendFail(c, 404, TRACKING_MESSAGE.noSurvey);
    if (link.kind === "host-not-allowed") return sendFail(c, 422, TRACKING_MESSAGE.surveyHostNotAllowed);
    return sendOk(c, { short_link: link.url } satisfies SurveyShortlinkResult);
  };
}

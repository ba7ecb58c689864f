import type { I18n } from "@lingui/core";
import { toast } from "../../app/toast.ts";
import type { PortalApiClient } from "@portal/core/api";
import { surveyLinkOf, type BrandManifest } from "@portal/core/brand";
import { feedbackThanksOf, TOAST_DURATION_MS, TOAST_MESSAGE } from "@portal/core/messages";
import type { Theme } from "@portal/core/theme";
import type { SubmitRating } from "@portal/ui";
import { ratingFailureMessage } from "./rating-failure.ts";
import { SURVEY_REDIRECT_DELAY_MS } from "./survey-redirect.ts";

export interface RatingSubmitDeps {
  api: PortalApiClient;
  waybill: string;
  securityKey: string | undefined;
  theme: Theme;
  /** Survey services the brand's manifest allows besides its own website. */
  surveyHosts: BrandManifest["surveyHosts"];
  i18n: I18n;
  /** Leaves for the survey; default `window.location.assign`. */
  redirect?: (url: string) => void;
  redirectDelayMs?: number;
}

/**
 * Saves the rating, then thanks the shopper: with the survey variant (and a redirect to the
 * brand's survey shortly after) when the brand has a survey on its own site or a survey host
 * its manifest names (core's rule, checked again here against a tampered answer), else by score.
 */
export function createRatingSubmit(deps: RatingSubmitDeps): SubmitRating {
  const query = { tracking_id: deps.waybill, security_key: deps.securityKey };
  return async (rating) => {
    const saved = await deps.api.saveCourierRating(query, {
      courier_rating: rating.value,
      comment: rating.comment,
      ...(rating.answers ? { answers: rating.answers } : {}),
    });
    if (!saved.ok) return { ok: false, message: ratingFailureMessage(saved.error, deps.i18n) };

    const survey = deps.theme.config?.survey_url ? await deps.api.getSurveyShortlink(query) : undefined;
    const link = survey?.ok ? surveyLinkOf(survey.data.short_link, { website: deps.theme.meta_data?.website, surveyHosts: deps.surveyHosts }) : undefined;
    const surveyUrl = link?.kind === "allowed" ? link.url : undefined;
    const thanks = TOAST_MESSAGE[feedbackThanksOf(rating.score, surveyUrl !== undefined)];
    const shown = toast.success(() => deps.i18n._(thanks), { duration: TOAST_DURATION_MS.success });
    if (surveyUrl) {
      const redirect = deps.redirect ?? ((url: string) => window.location.assign(url));
      // Leave only once the thanks is on screen (the toast library may still be loading).
      void shown.then(() => setTimeout(() => redirect(surveyUrl), deps.redirectDelayMs ?? SURVEY_REDIRECT_DELAY_MS));
    }
    return { ok: true };
  };
}
